import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTime } from '@/common/date-format';
import { DEVICE_APPROVAL_MSG } from '@/common/device-approval';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MSG } from '@/common/messages';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import type { Session } from '@/src/lib/auth/session';
import type { DeviceApprovalRequired } from '@/src/types/api';
import { usePollDeviceApproval } from '../api/login-device';

/** How often the page asks whether the link was opened. */
export const DEVICE_POLL_EVERY_MS = 4000;

export const DEVICE_WAIT_TEXT = defineTexts('deviceWait', {
  heading: plain,
  linkWorksUntil: (until: string) => ({ until }),
  notYet: plain,
  unreachable: plain,
  startOver: plain,
});

interface DeviceApprovalWaitProps {
  /** from the sign-in's answer: the poll token and until when the link works */
  waiting: DeviceApprovalRequired;
  onSignedIn: (session: Session) => void;
  /** the wait is over without a session (expired, refused): back to the password, with why */
  onRestart: (message: string | null) => void;
}

/**
 * A sign-in from a browser the account has not used (NEW_DEVICE_APPROVAL=on) waits here until its
 * owner opens the e-mailed link: the page asks every few seconds, and 'Check again' asks at once.
 * The session starts as soon as the server hands it over; after the 20 minutes, back to the
 * password. The poll token lives only in this component's state.
 */
export function DeviceApprovalWait({ waiting, onSignedIn, onRestart }: DeviceApprovalWaitProps) {
  const { mutateAsync: poll } = usePollDeviceApproval();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // one question at a time, and none once the wait is over: the session is handed over once,
  // and a second question after it would be told the wait has ended
  const inFlight = useRef(false);
  const over = useRef(false);
  const ends = useRef({ onSignedIn, onRestart });
  useEffect(() => {
    ends.current = { onSignedIn, onRestart };
  });

  const ask = useCallback(
    async (byHand: boolean) => {
      if (inFlight.current || over.current) return;
      inFlight.current = true;
      if (byHand) setAsking(true);
      try {
        const result = await poll(waiting.pending);
        if ('waiting' in result) {
          setNotice(byHand ? DEVICE_WAIT_TEXT.notYet : null);
          return;
        }
        over.current = true;
        ends.current.onSignedIn(result);
      } catch (error) {
        const failure = readApiError(error);
        if (failure.status === 401 || failure.status === 403) {
          over.current = true;
          ends.current.onRestart(failure.message ?? DEVICE_APPROVAL_MSG.ended);
        } else if (failure.status === 429) {
          setNotice(failure.message ?? MSG.tooManyRequests);
        } else {
          setNotice(DEVICE_WAIT_TEXT.unreachable);
        }
      } finally {
        inFlight.current = false;
        if (byHand) setAsking(false);
      }
    },
    [poll, waiting.pending],
  );

  useEffect(() => {
    const timer = window.setInterval(() => void ask(false), DEVICE_POLL_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [ask]);

  const until = formatTime(waiting.expires_at);
  return (
    <Box
      component="form"
      noValidate
      aria-label={DEVICE_WAIT_TEXT.heading}
      onSubmit={(event) => {
        event.preventDefault();
        void ask(true);
      }}
    >
      <Stack spacing={2.5}>
        <Typography component="h2" variant="h6">
          {DEVICE_WAIT_TEXT.heading}
        </Typography>
        <Alert severity="info">{DEVICE_APPROVAL_MSG.waiting}</Alert>
        <Typography variant="body2" color="text.secondary">
          {DEVICE_WAIT_TEXT.linkWorksUntil(until)}
        </Typography>
        <Box aria-live="polite">
          {notice && (
            <Typography variant="body2" color="text.secondary">
              {notice}
            </Typography>
          )}
        </Box>
        <SpinnerButton busy={asking}>{DEVICE_APPROVAL_MSG.checkAgain}</SpinnerButton>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              over.current = true;
              ends.current.onRestart(null);
            }}
            sx={{ fontWeight: 600 }}
          >
            {DEVICE_WAIT_TEXT.startOver}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
