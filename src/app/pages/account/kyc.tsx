import Stack from '@mui/material/Stack';
import { PageLoader } from '@/src/components/ui/page-loader';
import { LoadError } from '@/src/components/ui/load-error';
import { PageHeader } from '@/src/components/ui/page-header';
import { useMyKyc } from '@/src/features/kyc/api/get-my-kyc';
import { KycForm } from '@/src/features/kyc/components/kyc-form';
import { KycStatusPanel } from '@/src/features/kyc/components/kyc-status-panel';
import { useMe } from '@/src/lib/auth/me';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/** /account/kyc-verify: the form, or where a submission stands. */
export function KycPage() {
  const kyc = useMyKyc();
  const me = useMe();
  const verified = me.data?.kyc_status === true;
  const submission = kyc.data ?? null;
  const canSubmit = !verified && submission?.status !== 'pending' && submission?.status !== 'approved';

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeader title={T.kycTitle} subtitle={T.kycSubtitle} />
      {kyc.isPending ? (
        <PageLoader label={T.loadingVerification} />
      ) : kyc.isError ? (
        <LoadError error={kyc.error} what={T.yourVerification} onRetry={() => void kyc.refetch()} />
      ) : (
        <>
          <KycStatusPanel submission={submission} verified={verified} />
          {canSubmit && <KycForm />}
        </>
      )}
    </Stack>
  );
}
