import Stack from '@mui/material/Stack';
import { PageLoader } from '@/src/components/ui/page-loader';
import { LoadError } from '@/src/components/ui/load-error';
import { PageHeader } from '@/src/components/ui/page-header';
import { useMyKyc } from '@/src/features/kyc/api/get-my-kyc';
import { KycForm } from '@/src/features/kyc/components/kyc-form';
import { KycStatusPanel } from '@/src/features/kyc/components/kyc-status-panel';
import { useMe } from '@/src/lib/auth/me';

/** /account/kyc-verify: the form, or where a submission stands. */
export function KycPage() {
  const kyc = useMyKyc();
  const me = useMe();
  const verified = me.data?.kyc_status === true;
  const submission = kyc.data ?? null;
  const canSubmit = !verified && submission?.status !== 'pending' && submission?.status !== 'approved';

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeader title="Verify your identity" subtitle="We need to confirm who you are before you can withdraw. It takes a few minutes." />
      {kyc.isPending ? (
        <PageLoader label="Loading your verification" />
      ) : kyc.isError ? (
        <LoadError error={kyc.error} what="Your verification" onRetry={() => void kyc.refetch()} />
      ) : (
        <>
          <KycStatusPanel submission={submission} verified={verified} />
          {canSubmit && <KycForm />}
        </>
      )}
    </Stack>
  );
}
