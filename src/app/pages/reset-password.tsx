import { lazy, Suspense } from 'react';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { FormFallback } from '@/src/features/auth/components/form-fallback';
import { AUTH_PAGES_TEXT as T } from './texts';

const ResetPasswordForm = lazy(() =>
  import('@/src/features/auth/components/reset-password-form').then((m) => ({ default: m.ResetPasswordForm })),
);

export function ResetPasswordPage() {
  return (
    <AuthLayout title={T.resetTitle} subtitle={T.resetSubtitle}>
      <Suspense fallback={<FormFallback />}>
        <ResetPasswordForm />
      </Suspense>
    </AuthLayout>
  );
}
