import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '@/common/messages';
import { TX_MSG } from '@/common/validation/transaction';
import { MessageDialog } from '@/src/components/ui/message-dialog';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { WITHDRAWAL_TEXT } from '../texts';

/** 'KYC Verification' - 'Kindly verify your account to complete withdrawal', leading to the KYC form. */
export function KycRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <MessageDialog
      open={open}
      tone="info"
      title={MSG.kycDialogTitle}
      message={TX_MSG.kycRequired}
      onClose={onClose}
      closeLabel={WITHDRAWAL_TEXT.notNow}
      action={
        <Button component={RouterLink} to={ACCOUNT_PATHS.kyc} variant="contained" autoFocus>
          {WITHDRAWAL_TEXT.verifyAccount}
        </Button>
      }
    />
  );
}
