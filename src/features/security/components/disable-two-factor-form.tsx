// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TWO_FACTOR_MSG, twoFactorDisableBodySchema } from '@/common/api/two-factor';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { withStepUpCode } from '@/src/lib/forms/step-up-code';
import { UsePasskeyButton } from '@/src/features/passkeys/components/step-up-fields';
import { useStepUp } from '@/src/features/passkeys/hooks/use-step-up';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { SECURITY_TEXT } from '../texts';

type Values = z.input<typeof twoFactorDisableBodySchema>;
/** the password by the request's rule; the code (or a passkey's token instead) is the step-up's */
const passwordOnly = z.object({ password: twoFactorDisableBodySchema.shape.password });
type Output = z.output<typeof passwordOnly> & { code: string };

/**
 * Turning two-factor sign-in off: the password and a current code (a recovery code works too),
 * or, with 'Use a passkey instead', a passkey's confirmation in place of the code.
 */
export function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const disable = useDisableTwoFactor();
  const stepUp = useStepUp();
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    // two-factor sign-in is on here, so a code is needed unless a passkey stands in for it
    resolver: withStepUpCode(zodResolver(passwordOnly), () => stepUp.codeNeeded()),
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = handleSubmit(async ({ password, code: typed }) => {
    try {
      const code = await stepUp.codeFor(typed);
      // the passkey prompt was closed: nothing sent
      if (code === null) return;
      await disable.mutateAsync({ password, code });
      enqueueSnackbar(SECURITY_TEXT.turnedOff, { variant: 'success' });
      onDone();
    } catch (error) {
      const failure = readApiError(error);
      if (applyFieldErrors(failure.fieldErrors, ['password', 'code'], setError) > 0) return;
      const message = stepUp.refusal(error) ?? failure.message ?? TWO_FACTOR_MSG.codeWrong;
      setError('code', { type: 'server', message }, { shouldFocus: true });
    }
  });
  const onPasskey = stepUp.withPasskey(() => onSubmit());

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={SECURITY_TEXT.disableForm}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormPasswordField control={control} name="password" label={SECURITY_TEXT.passwordLabel} autoComplete="current-password" required />
        <FormTextField control={control} name="code" label={SECURITY_TEXT.disableCodeLabel} autoComplete="one-time-code" required />
        <UsePasskeyButton stepUp={stepUp} onPasskey={() => void onPasskey()} disabled={formState.isSubmitting} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SpinnerButton busy={formState.isSubmitting} fullWidth={false} size="medium" color="error">
            {SECURITY_TEXT.turnOff}
          </SpinnerButton>
          <Button onClick={onDone} disabled={formState.isSubmitting}>
            {SECURITY_TEXT.cancel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
