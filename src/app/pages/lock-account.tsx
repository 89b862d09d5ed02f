import { useLocation } from 'react-router-dom';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { BackToSignIn } from '@/src/features/auth/components/back-to-sign-in';
import { LockAccountScreen } from '@/src/features/account-lock/components/lock-account-screen';
import { LOCK_UI } from '@/src/features/account-lock/texts';
import { wasLockedHere } from '@/src/features/account-lock/utils/locked-state';

/** /lock-account: the "This wasn't me" link of security e-mails, and where "Lock my account" ends. */
export function LockAccountPage() {
  const lockedHere = wasLockedHere(useLocation().state);
  return (
    <AuthLayout title={lockedHere ? LOCK_UI.lockedTitle : LOCK_UI.linkTitle} subtitle={lockedHere ? undefined : LOCK_UI.linkSubtitle}>
      <LockAccountScreen />
      <BackToSignIn />
    </AuthLayout>
  );
}
