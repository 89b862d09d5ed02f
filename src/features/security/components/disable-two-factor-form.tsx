// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TWO_FACTOR_MSG, twoFactorDisableBodySchema } from '@/common/api/two-factor';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { SECURITY_TEXT } from '../texts';

type Values = z.input<typeof twoFactorDisableBodySchema>;
type Output = z.output<typeof twoFactorDisableBodySchema>;

/** Turning two-factor sign-in off: the password and a current code (a recovery code works too). */
export function DisableTwoFactorForm({ onDone }: { onDone: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const disable = useDisableTwoFactor();
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(twoFactorDisableBodySchema),
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      enqueueSnackbar(SECURITY_TEXT.turnedOff, { variant: 'success' });
      onDone();
    } catch (error) {
      const failure = readApiError(error);
      if (applyFieldErrors(failure.fieldErrors, ['password', 'code'], setError) > 0) return;
      setError('code', { type: 'server', message: failure.message ?? TWO_FACTOR_MSG.codeWrong }, { shouldFocus: true });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Turn off two-factor sign-in">
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" required />
        <FormTextField control={control} name="code" label={SECURITY_TEXT.disableCodeLabel} autoComplete="one-time-code" required />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SpinnerButton busy={formState.isSubmitting} fullWidth={false} size="medium" color="error">
            Turn off
          </SpinnerButton>
          <Button onClick={onDone} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
