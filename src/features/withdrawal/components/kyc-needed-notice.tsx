import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { useMyKyc } from '@/src/features/kyc/api/get-my-kyc';
import type { Profile } from '@/src/types/api';

/**
 * Above the withdrawal form while the identity is not verified: says before anything is typed
 * that a withdrawal waits for KYC, and where the person's check stands. The form stays (its
 * 'KYC Verification' dialog is still the answer to pressing Withdraw).
 */
export function KycNeededNotice({ profile }: { profile: Profile | undefined }) {
  const kyc = useMyKyc();
  if (!profile || profile.kyc_status) return null;
  const status = kyc.data?.status;
  const title = status === 'pending' ? 'Your identity check is under review' : 'Verify your identity before you withdraw';
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {title}
      </AlertTitle>
      {status === 'pending' ? (
        'You can fill in the form now; a withdrawal is sent once your documents are approved.'
      ) : (
        <>
          {status === 'rejected' ? 'Your last documents were not accepted. ' : ''}A withdrawal is sent only once your identity (KYC) is
          verified. It takes a few minutes: an ID document and your address.{' '}
          <Link component={RouterLink} to={ACCOUNT_PATHS.kyc} sx={{ fontWeight: 600 }}>
            {status === 'rejected' ? 'Send your documents again' : 'Verify your identity'}
          </Link>
        </>
      )}
    </Alert>
  );
}
