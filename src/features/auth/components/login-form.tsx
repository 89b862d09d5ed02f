// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { MSG } from '@/common/messages';
import { loginFormSchema, type LoginFormValues } from '@/common/validation/auth';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { FormTextField } from '@/src/components/form/form-text-field';
import { HydratedFieldset } from '@/src/components/form/hydrated-fieldset';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { paths, REDIRECT_PARAM } from '@/src/config/paths';
import { readApiError } from '@/src/lib/api-error';
import { postLoginRedirect } from '@/src/lib/auth/redirect';
import { adoptAccountLocale } from '@/src/lib/i18n/account-locale';
import { useLogin } from '../api/login';
import { AUTH_TEXT } from '../texts';
import type { Session } from '@/src/lib/auth/session';
import type { DeviceApprovalRequired } from '@/src/types/api';
import { readSignedUpEmail } from '../utils/signed-up-state';
import { SignInCodeForm } from './sign-in-code-form';
import { DeviceApprovalWait } from './device-approval-wait';
import { PasskeySignIn } from './passkey-sign-in';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';

type LoginOutput = z.output<typeof loginFormSchema>;

export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // just signed up: the address is filled in, only the password is left to type
  const signedUpEmail = readSignedUpEmail(useLocation().state);
  const { enqueueSnackbar } = useSnackbar();
  const loginMutation = useLogin();
  // two-factor sign-in on: the challenge the code step sends back; null on the password step
  const [challenge, setChallenge] = useState<string | null>(null);
  // why the code step sent the user back here (expired, too many wrong codes)
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  // NEW_DEVICE_APPROVAL=on and a browser the account has not used: the wait for the owner's approval
  const [deviceWait, setDeviceWait] = useState<DeviceApprovalRequired | null>(null);
  const { control, handleSubmit, setError, resetField, formState } = useForm<LoginFormValues, unknown, LoginOutput>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email_address: signedUpEmail ?? '', password: '' },
  });

  const signedIn = (session: Session) => {
    const target = postLoginRedirect(session, searchParams.get(REDIRECT_PARAM));
    void adoptAccountLocale().then((locale) => {
      // the account reads another language: the next page loads in it (its words, its direction)
      if (locale) return window.location.replace(target);
      enqueueSnackbar(MSG.loginSuccess, { variant: 'success' });
      navigate(target, { replace: true });
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    setRestartNotice(null);
    try {
      const result = await loginMutation.mutateAsync(values);
      if ('twoFactorRequired' in result) setChallenge(result.challenge);
      else if ('deviceApprovalRequired' in result) setDeviceWait(result);
      else signedIn(result);
    } catch (error) {
      const failure = readApiError(error);
      if (failure.status === 401) {
        enqueueSnackbar(MSG.loginIncorrect, { variant: 'error' });
      } else if (failure.status === 429) {
        enqueueSnackbar(failure.message ?? MSG.loginTooMany, { variant: 'error' });
      } else if (failure.status === 403) {
        // the right password on a closed account (locked by its owner, disabled): the server says how to get back in
        setRestartNotice(failure.message ?? MSG.loginError);
      } else if (failure.status === 400 && failure.fieldErrors.length > 0) {
        applyFieldErrors(failure.fieldErrors, ['email_address', 'password'], setError);
        enqueueSnackbar(failure.message ?? MSG.loginError, { variant: 'error' });
      } else {
        console.error(error);
        enqueueSnackbar(MSG.loginError, { variant: 'error' });
      }
    }
  });

  /** Back to the password (the e-mail address stays; the password is asked again), saying why when there is a reason. */
  const restart = (message: string | null) => {
    setChallenge(null);
    setDeviceWait(null);
    setRestartNotice(message);
    resetField('password');
  };

  if (deviceWait !== null) {
    return <DeviceApprovalWait waiting={deviceWait} onSignedIn={signedIn} onRestart={restart} />;
  }

  if (challenge !== null) {
    return (
      <SignInCodeForm
        challenge={challenge}
        onSignedIn={signedIn}
        onDeviceApproval={(wait) => {
          setChallenge(null);
          setDeviceWait(wait);
        }}
        onRestart={restart}
      />
    );
  }

  const busy = formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={AUTH_TEXT.signInForm}>
      <HydratedFieldset legend={AUTH_TEXT.signInLegend}>
        <Stack spacing={2.5}>
          {restartNotice && (
            <Alert severity="warning" role="alert">
              {restartNotice}
            </Alert>
          )}
          {/* 'webauthn': the browser's suggestions for this field list the site's passkeys too (passkey-sign-in.tsx) */}
          <FormTextField
            control={control}
            name="email_address"
            label={AUTH_TEXT.emailLabel}
            type="email"
            autoComplete="email webauthn"
            required
          />
          <FormPasswordField control={control} name="password" label={AUTH_TEXT.passwordLabel} autoComplete="current-password" required />
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
              {AUTH_TEXT.forgotPassword}
            </Link>
          </Box>
          <SpinnerButton busy={busy}>{AUTH_TEXT.signIn}</SpinnerButton>
          <PasskeySignIn onSignedIn={signedIn} onDeviceApproval={setDeviceWait} />
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {AUTH_TEXT.noAccount}{' '}
            <Link component={RouterLink} to={paths.signup} sx={{ fontWeight: 600 }}>
              {AUTH_TEXT.signUpLink}
            </Link>
          </Typography>
        </Stack>
      </HydratedFieldset>
    </Box>
  );
}
