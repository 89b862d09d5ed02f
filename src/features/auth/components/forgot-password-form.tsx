// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MSG } from '@/common/messages';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '@/common/validation/password-reset';
import { FormTextField } from '@/src/components/form/form-text-field';
import { HydratedFieldset } from '@/src/components/form/hydrated-fieldset';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AUTH_TEXT } from '../texts';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { BackToSignIn } from './back-to-sign-in';

type Output = z.output<typeof forgotPasswordFormSchema>;

/**
 * Asks for the e-mail and requests a reset link. The answer is the same whether or not the
 * e-mail has an account, so the screen never tells which.
 */
export function ForgotPasswordForm() {
  const { enqueueSnackbar } = useSnackbar();
  const request = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<ForgotPasswordFormValues, unknown, Output>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email_address: '' },
  });

  useEffect(() => {
    if (sentMessage) confirmation.current?.focus();
  }, [sentMessage]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSentMessage(await request.mutateAsync(values));
    } catch (error) {
      const failure = readApiError(error);
      if (failure.status === 400 && applyFieldErrors(failure.fieldErrors, ['email_address'], setError) > 0) return;
      if (failure.status === 429 || failure.status === 400) {
        enqueueSnackbar(failure.message ?? MSG.loginError, { variant: 'error' });
      } else {
        console.error(error);
        enqueueSnackbar(MSG.loginError, { variant: 'error' });
      }
    }
  });

  if (sentMessage) {
    return (
      <Box>
        <Alert severity="success" role="status" ref={confirmation} tabIndex={-1} sx={{ outline: 'none' }}>
          {sentMessage}
        </Alert>
        <Button
          fullWidth
          variant="outlined"
          sx={{ mt: 3 }}
          onClick={() => {
            reset();
            setSentMessage(null);
          }}
        >
          {AUTH_TEXT.useAnotherEmail}
        </Button>
        <BackToSignIn />
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={AUTH_TEXT.forgotForm}>
      <HydratedFieldset legend={AUTH_TEXT.forgotLegend}>
        <Stack spacing={2.5}>
          <FormTextField control={control} name="email_address" label={AUTH_TEXT.emailLabel} type="email" autoComplete="email" required />
          <SpinnerButton busy={formState.isSubmitting}>{AUTH_TEXT.sendResetLink}</SpinnerButton>
        </Stack>
        <BackToSignIn />
      </HydratedFieldset>
    </Box>
  );
}
