import { lazy, Suspense } from 'react';
import { ClientOnly } from '@/src/components/ui/client-only';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { FormFallback } from '@/src/features/auth/components/form-fallback';

// The heading paints first; the form's code (zod, react-hook-form, react-select, the country list) follows.
const SignupForm = lazy(() => import('@/src/features/auth/components/signup-form').then((m) => ({ default: m.SignupForm })));

export function SignupPage() {
  return (
    <AuthLayout title="Create your account" subtitle="Start investing in a few minutes">
      <ClientOnly fallback={<FormFallback />}>
        <Suspense fallback={<FormFallback />}>
          <SignupForm />
        </Suspense>
      </ClientOnly>
    </AuthLayout>
  );
}
