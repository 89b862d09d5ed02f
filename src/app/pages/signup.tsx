import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignupForm } from '../../features/auth/components/signup-form';

export function SignupPage() {
  return (
    <AuthLayout title="Create your account" subtitle="Start investing in a few minutes">
      <SignupForm />
    </AuthLayout>
  );
}
