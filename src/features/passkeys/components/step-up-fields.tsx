import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Fingerprint from '@mui/icons-material/Fingerprint';
import { useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { StepUpCodeField } from '@/src/components/form/step-up-code-field';
import type { StepUp } from '../hooks/use-step-up';
import { PASSKEY_TEXT } from '../texts';

/** 'Use a passkey instead', under a step-up code field, when the account has a passkey this browser can use. */
export function UsePasskeyButton({ stepUp, onPasskey, disabled = false }: { stepUp: StepUp; onPasskey: () => void; disabled?: boolean }) {
  if (!stepUp.passkeyOffered) return null;
  return (
    <Box>
      <Button type="button" variant="text" startIcon={<Fingerprint />} onClick={onPasskey} disabled={disabled || stepUp.passkeyBusy}>
        {PASSKEY_TEXT.usePasskey}
      </Button>
    </Box>
  );
}

/**
 * A form's step-up, as useStepUp says: the code field with 'Use a passkey instead' beside it,
 * or (an account whose second factor is its passkeys) a line saying the passkey prompt follows,
 * with the refusal under it; nothing when no step-up goes along. `onPasskey` sends the form
 * with a passkey's token (stepUp.withPasskey of the form's submit).
 */
export function StepUpFields<T extends FieldValues, TOut>({
  control,
  stepUp,
  onPasskey,
  autoFocus,
  helperText,
  disabled = false,
}: {
  control: Control<T, unknown, TOut>;
  stepUp: StepUp;
  onPasskey: () => void;
  autoFocus?: boolean;
  helperText?: string;
  disabled?: boolean;
}) {
  const { errors } = useFormState({ control, name: 'code' as Path<T> });
  const refused = (errors as { code?: { message?: unknown } }).code?.message;

  if (stepUp.askCode) {
    return (
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <StepUpCodeField control={control} autoFocus={autoFocus} helperText={helperText} />
        <UsePasskeyButton stepUp={stepUp} onPasskey={onPasskey} disabled={disabled} />
      </Stack>
    );
  }
  if (stepUp.passkeyOnly) {
    return (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Fingerprint fontSize="small" aria-hidden />
          {PASSKEY_TEXT.passkeyOnly}
        </Typography>
        {typeof refused === 'string' && refused !== '' && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {refused}
          </Typography>
        )}
      </Box>
    );
  }
  if (stepUp.passkeyUnusable) return <Alert severity="warning">{PASSKEY_TEXT.passkeyOnlyUnsupported}</Alert>;
  return null;
}
