import { lazy, Suspense } from 'react';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { FormFallback } from '@/src/features/auth/components/form-fallback';

const ForgotPasswordForm = lazy(() =>
  import('@/src/features/auth/components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot password?"
      subtitle="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      <Suspense fallback={<FormFallback />}>
        <ForgotPasswordForm />
      </Suspense>
    </AuthLayout>
  );
}
