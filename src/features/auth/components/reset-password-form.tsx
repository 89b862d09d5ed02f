// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { MSG } from '@/common/messages';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/common/validation/fields';
import { RESET_TOKEN_PARAM, resetPasswordFormSchema, type ResetPasswordFormValues } from '@/common/validation/password-reset';
import { RESET_TOKEN_PATTERN } from '@/common/api/password-reset';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { paths } from '@/src/config/paths';
import { readApiError } from '@/src/lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { AUTH_TEXT } from '../texts';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { BackToSignIn } from './back-to-sign-in';

type Output = z.output<typeof resetPasswordFormSchema>;

/** A link that can't work (unknown, used or expired): say so and offer a new one. */
function InvalidLink() {
  return (
    <Box>
      <Alert severity="error">{MSG.resetInvalid}</Alert>
      <Button component={RouterLink} to={paths.forgotPassword} variant="contained" fullWidth size="large" sx={{ mt: 3 }}>
        {AUTH_TEXT.requestNewLink}
      </Button>
      <BackToSignIn />
    </Box>
  );
}

/** The new password twice, with the sign-up rules; on success, off to sign in with it. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get(RESET_TOKEN_PARAM);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const reset = useResetPassword();
  const [linkInvalid, setLinkInvalid] = useState(() => token === null || !RESET_TOKEN_PATTERN.test(token));
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordFormValues, unknown, Output>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const message = await reset.mutateAsync({ token: token ?? '', password });
      enqueueSnackbar(message, { variant: 'success' });
      navigate(paths.login, { replace: true });
    } catch (error) {
      const failure = readApiError(error);
      if (failure.status === 400 && failure.message === MSG.resetInvalid) {
        setLinkInvalid(true);
      } else if (failure.status === 400 && applyFieldErrors(failure.fieldErrors, ['password'], setError) > 0) {
        // shown under the field
      } else if (failure.status === 429) {
        enqueueSnackbar(failure.message ?? MSG.tooManyRequests, { variant: 'error' });
      } else {
        console.error(error);
        enqueueSnackbar(MSG.loginError, { variant: 'error' });
      }
    }
  });

  if (linkInvalid) return <InvalidLink />;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={AUTH_TEXT.resetForm}>
      <Stack spacing={2.5}>
        <FormPasswordField
          control={control}
          name="password"
          label={AUTH_TEXT.newPasswordLabel}
          autoComplete="new-password"
          helperText={AUTH_TEXT.passwordLength(PASSWORD_MIN, PASSWORD_MAX)}
          required
        />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label={AUTH_TEXT.confirmPasswordLabel}
          autoComplete="new-password"
          required
        />
        <SpinnerButton busy={formState.isSubmitting}>{AUTH_TEXT.resetPassword}</SpinnerButton>
      </Stack>
      <BackToSignIn />
    </Box>
  );
}
