import { lazy, Suspense } from 'react';
import { AuthLayout } from '@/src/features/auth/components/auth-layout';
import { FormFallback } from '@/src/features/auth/components/form-fallback';
import { AUTH_PAGES_TEXT as T } from './texts';

// In the prerendered HTML with the page; its code (zod, react-hook-form, the country list) comes
// after, and React hydrates the form then (it keeps a suspended boundary's server HTML till then).
const SignupForm = lazy(() => import('@/src/features/auth/components/signup-form').then((m) => ({ default: m.SignupForm })));

export function SignupPage() {
  return (
    <AuthLayout title={T.signupTitle} subtitle={T.signupSubtitle}>
      <Suspense fallback={<FormFallback />}>
        <SignupForm />
      </Suspense>
    </AuthLayout>
  );
}
