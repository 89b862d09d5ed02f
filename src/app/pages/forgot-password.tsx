import { lazy, Suspense } from 'react';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { FormFallback } from '@/src/features/auth/components/form-fallback';
import { AUTH_PAGES_TEXT as T } from './texts';

const ForgotPasswordForm = lazy(() =>
  import('@/src/features/auth/components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

export function ForgotPasswordPage() {
  return (
    <AuthLayout title={T.forgotTitle} subtitle={T.forgotSubtitle}>
      <Suspense fallback={<FormFallback />}>
        <ForgotPasswordForm />
      </Suspense>
    </AuthLayout>
  );
}
