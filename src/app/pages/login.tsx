import { lazy, Suspense } from 'react';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { FormFallback } from '@/src/features/auth/components/form-fallback';
import { SessionEndedAlert } from '@/src/features/auth/components/session-ended-alert';
import { SignedUpAlert } from '@/src/features/auth/components/signed-up-alert';
import { AUTH_PAGES_TEXT as T } from './texts';

// In the prerendered HTML with the page; its code (zod, react-hook-form, the API client) comes
// after, and React hydrates the form then (it keeps a suspended boundary's server HTML till then).
const LoginForm = lazy(() => import('@/src/features/auth/components/login-form').then((m) => ({ default: m.LoginForm })));

export function LoginPage() {
  return (
    <AuthLayout title={T.loginTitle} subtitle={T.loginSubtitle}>
      <SessionEndedAlert />
      <SignedUpAlert />
      <Suspense fallback={<FormFallback />}>
        <LoginForm />
      </Suspense>
    </AuthLayout>
  );
}
