import { lazy, Suspense } from 'react';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { FormFallback } from '@/src/features/auth/components/form-fallback';

const ResetPasswordForm = lazy(() =>
  import('@/src/features/auth/components/reset-password-form').then((m) => ({ default: m.ResetPasswordForm })),
);

export function ResetPasswordPage() {
  return (
    <AuthLayout title="Choose a new password" subtitle="Every device signed in to your account will be logged out.">
      <Suspense fallback={<FormFallback />}>
        <ResetPasswordForm />
      </Suspense>
    </AuthLayout>
  );
}
