import Stack from '@mui/material/Stack';
import { PageHeader } from '@/src/features/account/components/page-header';
import { SessionsPanel } from '@/src/features/security/components/sessions-panel';
import { SignInHistory } from '@/src/features/security/components/sign-in-history';
import { TwoFactorPanel } from '@/src/features/security/components/two-factor-panel';

/** /account/security (issue 11): two-factor sign-in, the signed-in sessions and the sign-in history; any signed-in role. */
export function SecurityPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, minWidth: 0 }}>
      <PageHeader title="Security" subtitle="Two-factor sign-in, where you are signed in, and recent sign-ins." />
      <TwoFactorPanel />
      <SessionsPanel />
      <SignInHistory />
    </Stack>
  );
}
