import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { useMyKyc } from '@/src/features/kyc/api/get-my-kyc';
import type { Profile } from '@/src/types/api';
import { WITHDRAWAL_TEXT as T } from '../texts';

/**
 * Above the withdrawal form while the identity is not verified: says before anything is typed
 * that a withdrawal waits for KYC, and where the person's check stands. The form stays (its
 * 'KYC Verification' dialog is still the answer to pressing Withdraw).
 */
export function KycNeededNotice({ profile }: { profile: Profile | undefined }) {
  const kyc = useMyKyc();
  if (!profile || profile.kyc_status) return null;
  const status = kyc.data?.status;
  const title = status === 'pending' ? T.kycPendingTitle : T.kycNeededTitle;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {title}
      </AlertTitle>
      {status === 'pending' ? (
        T.kycPendingText
      ) : (
        <>
          {status === 'rejected' ? `${T.kycRejected} ` : ''}
          {T.kycNeededText}{' '}
          <Link component={RouterLink} to={ACCOUNT_PATHS.kyc} sx={{ fontWeight: 600 }}>
            {status === 'rejected' ? T.kycSendAgain : T.kycVerify}
          </Link>
        </>
      )}
    </Alert>
  );
}
