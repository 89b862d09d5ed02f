import Alert from '@mui/material/Alert';
import { securityHoldMessage } from '@/common/security-hold';
import type { SecurityHold } from '../utils/use-security-hold';

/**
 * At the top of the withdrawal screen while a security change pauses withdrawals: until when (on
 * the reader's own clock) and why, in the words the API's refusal uses. The Withdraw button is
 * described by it (`id`).
 */
export function SecurityHoldNotice({ id, hold }: { id: string; hold: SecurityHold }) {
  return (
    <Alert id={id} severity="warning" role="alert">
      {securityHoldMessage(hold.until, hold.reason)}
    </Alert>
  );
}
