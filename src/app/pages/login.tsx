import { lazy, Suspense } from 'react';
import { ClientOnly } from '@/src/components/ui/client-only';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { FormFallback } from '@/src/features/auth/components/form-fallback';
import { SessionEndedAlert } from '@/src/features/auth/components/session-ended-alert';

// The heading paints first; the form's code (zod, react-hook-form, the API client) follows.
const LoginForm = lazy(() => import('@/src/features/auth/components/login-form').then((m) => ({ default: m.LoginForm })));

export function LoginPage() {
  return (
    <AuthLayout title="Welcome Back!" subtitle="Please sign in to continue">
      <SessionEndedAlert />
      <ClientOnly fallback={<FormFallback />}>
        <Suspense fallback={<FormFallback />}>
          <LoginForm />
        </Suspense>
      </ClientOnly>
    </AuthLayout>
  );
}
