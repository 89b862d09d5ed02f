import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/src/components/ui/page-loader';
import { LoadError } from '@/src/components/ui/load-error';
import { useTwoFactorStatus } from '@/src/lib/auth/two-factor-status';
import type { TwoFactorSetup } from '../api/setup-two-factor';
import { SECURITY_TEXT } from '../texts';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { EnrolmentForm } from './enrolment-form';
import { RecoveryCodes } from './recovery-codes';
import { SecuritySection } from '@/src/components/ui/security-section';
import { StartTwoFactorForm } from './start-two-factor-form';

type Step =
  | { name: 'status' }
  | { name: 'start' }
  | { name: 'enrol'; setup: TwoFactorSetup; password: string }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' };

/** Two-factor sign-in: its state, turning it on (QR, key, code, recovery codes) and off. */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>({ name: 'status' });
  // the secret and the password live in this state only while the steps need them
  const toStatus = () => setStep({ name: 'status' });

  let body;
  if (step.name === 'start') {
    body = <StartTwoFactorForm onStarted={(setup, password) => setStep({ name: 'enrol', setup, password })} onCancel={toStatus} />;
  } else if (step.name === 'enrol') {
    body = (
      <EnrolmentForm
        setup={step.setup}
        password={step.password}
        onEnabled={(codes) => setStep({ name: 'codes', codes })}
        onCancel={toStatus}
      />
    );
  } else if (step.name === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={toStatus} />;
  } else if (status.isPending) {
    body = <PageLoader label={SECURITY_TEXT.loadingTwoFactor} />;
  } else if (status.isError) {
    body = <LoadError error={status.error} what={SECURITY_TEXT.twoFactorTitle} onRetry={() => void status.refetch()} />;
  } else if (status.data.enabled) {
    body = (
      <Stack spacing={2}>
        <Typography>{SECURITY_TEXT.twoFactorOn}</Typography>
        <Typography variant="body2" color="text.secondary">
          {SECURITY_TEXT.recoveryCodesLeft(status.data.recovery_codes_left)}
        </Typography>
        {step.name === 'disable' ? (
          <DisableTwoFactorForm onDone={toStatus} />
        ) : (
          <Box>
            <Button variant="outlined" color="error" onClick={() => setStep({ name: 'disable' })}>
              {SECURITY_TEXT.turnOff}
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
          <Button variant="contained" onClick={() => setStep({ name: 'start' })}>
            {SECURITY_TEXT.turnOn}
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
          <Chip
            size="small"
            color={on ? 'success' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            label={on ? SECURITY_TEXT.stateOn : SECURITY_TEXT.stateOff}
          />
        </Box>
      )}
      {body}
    </SecuritySection>
  );
}
