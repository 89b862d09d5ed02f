import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { PageLoader } from '@/src/components/ui/page-loader';
import { LoadError } from '@/src/features/account/components/load-error';
import { readApiError } from '@/src/lib/api-error';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useSetupTwoFactor, type TwoFactorSetup } from '../api/setup-two-factor';
import { SECURITY_TEXT } from '../texts';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { EnrolmentForm } from './enrolment-form';
import { RecoveryCodes } from './recovery-codes';
import { SecuritySection } from './security-section';

type Step = { name: 'status' } | { name: 'enrol'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] } | { name: 'disable' };

/** Two-factor sign-in: its state, turning it on (QR, key, code, recovery codes) and off. */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const { enqueueSnackbar } = useSnackbar();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const toStatus = () => {
    setup.reset(); // forget the secret
    setStep({ name: 'status' });
  };

  const start = async () => {
    try {
      setStep({ name: 'enrol', setup: await setup.mutateAsync() });
    } catch (error) {
      enqueueSnackbar(readApiError(error).message ?? 'Two-factor setup could not start. Try again.', { variant: 'error' });
    }
  };

  let body;
  if (step.name === 'enrol') {
    body = (
      <EnrolmentForm
        setup={step.setup}
        onEnabled={(codes) => {
          setup.reset();
          setStep({ name: 'codes', codes });
        }}
        onCancel={toStatus}
      />
    );
  } else if (step.name === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={toStatus} />;
  } else if (status.isPending) {
    body = <PageLoader label="Loading two-factor sign-in" />;
  } else if (status.isError) {
    body = <LoadError error={status.error} what="Two-factor sign-in" onRetry={() => void status.refetch()} />;
  } else if (status.data.enabled) {
    body = (
      <Stack spacing={2}>
        <Typography>{SECURITY_TEXT.twoFactorOn}</Typography>
        <Typography variant="body2" color="text.secondary">
          Recovery codes left: {status.data.recovery_codes_left}
        </Typography>
        {step.name === 'disable' ? (
          <DisableTwoFactorForm onDone={toStatus} />
        ) : (
          <Box>
            <Button variant="outlined" color="error" onClick={() => setStep({ name: 'disable' })}>
              Turn off
            </Button>
          </Box>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Typography>{SECURITY_TEXT.twoFactorOff}</Typography>
        <Box>
          <Button variant="contained" onClick={() => void start()} disabled={setup.isPending} aria-busy={setup.isPending}>
            Turn on
          </Button>
        </Box>
      </Stack>
    );
  }

  const on = status.data?.enabled === true;
  return (
    <SecuritySection id="security-two-factor" title={SECURITY_TEXT.twoFactorTitle}>
      {status.data && (
        <Box>
          <Chip size="small" color={on ? 'success' : 'default'} variant={on ? 'filled' : 'outlined'} label={on ? 'On' : 'Off'} />
        </Box>
      )}
      {body}
    </SecuritySection>
  );
}
