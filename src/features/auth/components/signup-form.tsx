// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MSG } from '@/common/messages';
import { signupFormSchema, type SignupFormValues } from '@/common/validation/signup';
import { FormConsentCheckbox } from '@/src/components/form/form-consent-checkbox';
import { TermsConsentLabel } from '@/src/components/form/terms-consent-label';
import { FormCountrySelect } from '@/src/components/form/form-country-select';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { PasswordStrengthHint } from '@/src/components/form/password-strength-hint';
import { FormTextField } from '@/src/components/form/form-text-field';
import { HydratedFieldset } from '@/src/components/form/hydrated-fieldset';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { paths } from '@/src/config/paths';
import { readApiError } from '@/src/lib/api-error';
import { useSignup } from '../api/signup';
import { AUTH_TEXT } from '../texts';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { signedUpState } from '../utils/signed-up-state';
import { toSignupPayload, type SignupFormOutput } from '../utils/to-signup-payload';

const FORM_FIELDS = ['name', 'phone_no', 'email_address', 'country', 'password', 'terms_accepted'] as const;

export function SignupForm() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const signupMutation = useSignup();
  const { control, handleSubmit, setError, formState, watch } = useForm<SignupFormValues, unknown, SignupFormOutput>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', phone_no: '', email_address: '', country: null, password: '', confirmPassword: '', terms_accepted: false },
  });
  const password = watch('password');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signupMutation.mutateAsync(toSignupPayload(values));
      enqueueSnackbar(MSG.signupSuccess, { variant: 'success' });
      // the sign-in page fills in the address and says a verification link is on its way
      navigate(paths.login, { state: signedUpState(values.email_address) });
    } catch (error) {
      console.error('Sign-up failed', error);
      const failure = readApiError(error);
      applyFieldErrors(failure.fieldErrors, FORM_FIELDS, setError);
      enqueueSnackbar(failure.message ?? MSG.loginError, { variant: 'error' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={AUTH_TEXT.signUpForm}>
      <HydratedFieldset legend={AUTH_TEXT.signUpLegend}>
        <Stack spacing={2.5}>
          <FormTextField control={control} name="name" label={AUTH_TEXT.nameLabel} autoComplete="name" required />
          {/* a row of its own: a long address stays in view whole, so a typo in it can be seen */}
          <FormTextField control={control} name="email_address" label={AUTH_TEXT.emailLabel} type="email" autoComplete="email" required />
          <FormTextField control={control} name="phone_no" label={AUTH_TEXT.phoneLabel} type="tel" autoComplete="tel" required />
          <FormCountrySelect control={control} name="country" label={AUTH_TEXT.countryLabel} required />
          <FormPasswordField
            control={control}
            name="password"
            label={AUTH_TEXT.passwordLabel}
            autoComplete="new-password"
            required
            helperText={<PasswordStrengthHint password={password} />}
          />
          <FormPasswordField
            control={control}
            name="confirmPassword"
            label={AUTH_TEXT.confirmPasswordLabel}
            autoComplete="new-password"
            required
          />
          <FormConsentCheckbox control={control} name="terms_accepted" label={<TermsConsentLabel verb="accept" />} />
          <SpinnerButton busy={formState.isSubmitting}>{AUTH_TEXT.signUp}</SpinnerButton>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {AUTH_TEXT.haveAccount}{' '}
            <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
              {AUTH_TEXT.logInLink}
            </Link>
          </Typography>
        </Stack>
      </HydratedFieldset>
    </Box>
  );
}
