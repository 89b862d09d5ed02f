// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TWO_FACTOR_MSG, twoFactorEnableBodySchema } from '@/common/api/two-factor';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { useEnableTwoFactor, type RecoveryCodes } from '../api/enable-two-factor';
import type { TwoFactorSetup } from '../api/setup-two-factor';
import { SECURITY_TEXT } from '../texts';
import { CopyButton } from './copy-button';

// the password was asked before setup (StartTwoFactorForm) and is sent again with the code
const codeOnly = twoFactorEnableBodySchema.pick({ code: true });
type Values = z.input<typeof codeOnly>;
type Output = z.output<typeof codeOnly>;

/** The enrolment: the QR code, the key for typing in by hand, and the first code that turns it on. */
export function EnrolmentForm({
  setup,
  password,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  /** the current password, as typed to start the setup */
  password: string;
  onEnabled: (codes: RecoveryCodes['recovery_codes']) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(codeOnly),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { recovery_codes } = await enable.mutateAsync({ password, code: values.code });
      onEnabled(recovery_codes);
    } catch (error) {
      const failure = readApiError(error);
      setError('code', { type: 'server', message: failure.message ?? TWO_FACTOR_MSG.codeWrong }, { shouldFocus: true });
    }
  });

  return (
    <Stack spacing={2}>
      <Typography>{SECURITY_TEXT.scanQr}</Typography>
      <Box
        component="img"
        src={setup.qr}
        alt={SECURITY_TEXT.qrAlt}
        sx={{
          width: 200,
          maxWidth: '100%',
          height: 'auto',
          alignSelf: { xs: 'center', sm: 'flex-start' },
          bgcolor: '#fff',
          p: 1,
          borderRadius: 1,
        }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary" id="two-factor-secret-label">
          {SECURITY_TEXT.secretLabel}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography
            component="code"
            aria-labelledby="two-factor-secret-label"
            data-testid="two-factor-secret"
            sx={{ fontFamily: 'monospace', fontSize: 16, letterSpacing: 1, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {setup.secret}
          </Typography>
          <CopyButton text={setup.secret} size="small" aria-label={SECURITY_TEXT.copySecret}>
            {SECURITY_TEXT.copy}
          </CopyButton>
        </Box>
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={SECURITY_TEXT.enableForm}>
        <Stack spacing={2} sx={{ maxWidth: 360 }}>
          <FormTextField
            control={control}
            name="code"
            label={SECURITY_TEXT.codeLabel}
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 64 } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <SpinnerButton busy={formState.isSubmitting} fullWidth={false} size="medium">
              {SECURITY_TEXT.verifyAndTurnOn}
            </SpinnerButton>
            <Button onClick={onCancel} disabled={formState.isSubmitting}>
              {SECURITY_TEXT.cancel}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
