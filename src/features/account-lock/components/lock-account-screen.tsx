import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ACCOUNT_LOCK_MSG, LOCK_TOKEN_PARAM } from '@/common/account-lock';
import { isLinkToken } from '@/common/api/account-lock';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { endSession, getSession } from '@/src/lib/auth/session';
import { useLockWithLink } from '../api/lock-with-link';
import { LOCK_UI } from '../texts';
import { failureText } from '../utils/api-failure';
import { wasLockedHere } from '../utils/locked-state';
import { LockedResult } from './locked-result';

/**
 * /lock-account?token=…: the "This wasn't me" link of a security e-mail. Nothing happens on
 * opening it (mail scanners open links): one button locks. Reached from "Lock my account" (the
 * router's state says so), it shows the result, and this browser's session, now refused, is
 * forgotten.
 */
export function LockAccountScreen() {
  const [params] = useSearchParams();
  const lockedHere = wasLockedHere(useLocation().state);
  const token = params.get(LOCK_TOKEN_PARAM);
  const lock = useLockWithLink();

  useEffect(() => {
    if (lockedHere && getSession()) endSession('signed-out');
  }, [lockedHere]);

  let body;
  if (lockedHere || lock.isSuccess) {
    body = <LockedResult />;
  } else if (!isLinkToken(token)) {
    body = <Alert severity="error">{ACCOUNT_LOCK_MSG.lockLinkInvalid}</Alert>;
  } else if (lock.isError && readApiError(lock.error).status === 400) {
    // used, expired or unknown: trying again cannot help
    body = <Alert severity="error">{failureText(lock.error, ACCOUNT_LOCK_MSG.lockLinkInvalid)}</Alert>;
  } else {
    body = (
      <>
        <Typography>{LOCK_UI.linkIntro}</Typography>
        {lock.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failureText(lock.error, LOCK_UI.failed)}
          </Alert>
        )}
        <SpinnerButton type="button" color="error" busy={lock.isPending} sx={{ mt: 3 }} onClick={() => lock.mutate({ token })}>
          {LOCK_UI.linkButton}
        </SpinnerButton>
      </>
    );
  }
  return <Box aria-live="polite">{body}</Box>;
}
