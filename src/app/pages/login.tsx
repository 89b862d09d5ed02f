import { AuthLayout } from '../../features/auth/components/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';

export function LoginPage() {
  return (
    <AuthLayout title="Welcome Back!" subtitle="Please sign in to continue">
      <LoginForm />
    </AuthLayout>
  );
}
