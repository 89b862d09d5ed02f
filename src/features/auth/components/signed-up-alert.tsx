import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useLocation } from 'react-router-dom';
import { EMAIL_VERIFY_UI } from '@/common/validation/email-verification';
import { readSignedUpEmail } from '../utils/signed-up-state';

/**
 * Right after sign-up (the toast says the account exists): where the verification link went,
 * and that signing in does not wait for it.
 */
export function SignedUpAlert() {
  const email = readSignedUpEmail(useLocation().state);
  if (!email) return null;
  return (
    <Alert severity="success" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {EMAIL_VERIFY_UI.checkInbox}
      </AlertTitle>
      {EMAIL_VERIFY_UI.linkOnItsWay(email)}
    </Alert>
  );
}
