import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/config/paths';
import { PageHeader } from '@/src/components/ui/page-header';
import { useMustEnrolTwoFactor } from '@/src/lib/auth/two-factor-status';
import { PasskeysPanel } from '@/src/features/passkeys/components/passkeys-panel';
import { AntiPhishingPanel } from '@/src/features/security/components/anti-phishing-panel';
import { LockAccountPanel } from '@/src/features/account-lock/components/lock-account-panel';
import { SessionsPanel } from '@/src/features/security/components/sessions-panel';
import { SignInHistory } from '@/src/features/security/components/sign-in-history';
import { TwoFactorPanel } from '@/src/features/security/components/two-factor-panel';
import { SECURITY_TEXT } from '@/src/features/security/texts';
import { canUseBackOffice } from '@/src/lib/auth/access';
import { useSession } from '@/src/lib/auth/use-session';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/**
 * /account/security: two-factor sign-in, passkeys, the anti-phishing code, the signed-in sessions and
 * the sign-in history; any signed-in role. Staff are sent here to enrol, so they get their way back.
 */
export function SecurityPage() {
  const staff = canUseBackOffice(useSession());
  const mustEnrol = useMustEnrolTwoFactor(staff);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, minWidth: 0 }}>
      <PageHeader
        title={T.security}
        subtitle={T.securitySubtitle}
        actions={
          staff && (
            <Button component={RouterLink} to={paths.admin} variant="outlined">
              {T.backToBackOffice}
            </Button>
          )
        }
      />
      {mustEnrol && <Alert severity="info">{SECURITY_TEXT.staffMustEnrol}</Alert>}
      <TwoFactorPanel />
      {/* staff who must turn two-factor sign-in on first are refused everything else, passkeys too */}
      {mustEnrol === false && <PasskeysPanel />}
      <AntiPhishingPanel />
      <SessionsPanel />
      <SignInHistory />
      <LockAccountPanel />
    </Stack>
  );
}
