import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { BackToSignIn } from '@/src/features/auth/components/back-to-sign-in';
import { UnlockAccountScreen } from '@/src/features/account-lock/components/unlock-account-screen';
import { LOCK_UI } from '@/src/features/account-lock/texts';

/** /unlock-account: the owner's own unlock (and the e-mailed link that finishes it). */
export function UnlockAccountPage() {
  return (
    <AuthLayout title={LOCK_UI.unlockTitle} subtitle={LOCK_UI.unlockSubtitle}>
      <UnlockAccountScreen />
      <BackToSignIn />
    </AuthLayout>
  );
}
