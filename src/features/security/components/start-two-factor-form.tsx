// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TWO_FACTOR_MSG, twoFactorSetupBodySchema } from '@/common/api/two-factor';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { useSetupTwoFactor, type TwoFactorSetup } from '../api/setup-two-factor';
import { SECURITY_TEXT } from '../texts';

type Values = z.input<typeof twoFactorSetupBodySchema>;
type Output = z.output<typeof twoFactorSetupBodySchema>;

/**
 * The first step of turning two-factor sign-in on: the current password, so that someone
 * holding only a signed-in browser cannot enrol their own app.
 */
export function StartTwoFactorForm({
  onStarted,
  onCancel,
}: {
  onStarted: (setup: TwoFactorSetup, password: string) => void;
  onCancel: () => void;
}) {
  const setup = useSetupTwoFactor();
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(twoFactorSetupBodySchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onStarted(await setup.mutateAsync(values), values.password);
    } catch (error) {
      const message = readApiError(error).message ?? TWO_FACTOR_MSG.passwordWrong;
      setError('password', { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={SECURITY_TEXT.startForm}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Typography>{SECURITY_TEXT.confirmPassword}</Typography>
        <FormPasswordField control={control} name="password" label={SECURITY_TEXT.passwordLabel} autoComplete="current-password" required />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SpinnerButton busy={formState.isSubmitting} fullWidth={false} size="medium">
            {SECURITY_TEXT.continue}
          </SpinnerButton>
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            {SECURITY_TEXT.cancel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
