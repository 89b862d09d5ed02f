import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { LOCK_TOKEN_PARAM } from '@/common/account-lock';
import { UnlockFinish } from './unlock-finish';
import { UnlockStartForm } from './unlock-start-form';

/**
 * /unlock-account: without a token, the owner's first step (e-mail, password, code); with the
 * token of the e-mailed link, the last one.
 */
export function UnlockAccountScreen() {
  const [params] = useSearchParams();
  const token = params.get(LOCK_TOKEN_PARAM);
  if (token === null) return <UnlockStartForm />;
  return (
    <Box aria-live="polite">
      <UnlockFinish token={token} />
    </Box>
  );
}
