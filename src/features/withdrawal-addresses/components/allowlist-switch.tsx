import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { MSG } from '@/common/messages';
import { CODE_UI, stepUpCodeMissing } from '@/common/validation/sign-in-code';
import { WITHDRAWAL_ADDRESS_MSG } from '@/common/validation/withdrawal-addresses';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { StepUpFields } from '@/src/features/passkeys/components/step-up-fields';
import { useStepUp } from '@/src/features/passkeys/hooks/use-step-up';
import { useAllowlist } from '../api/get-allowlist';
import { useUpdateAllowlist } from '../api/update-allowlist';
import { WITHDRAWAL_ADDRESSES_TEXT as T } from '../texts';

type OffFields = { password: string; code: string };

/**
 * Turning the allow-list off: the password, or with two-factor sign-in on a code (or a
 * passkey's confirmation instead); an account whose second factor is its passkeys gives the
 * password and the passkey.
 */
function TurnOffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const update = useUpdateAllowlist();
  const { enqueueSnackbar } = useSnackbar();
  const stepUp = useStepUp();
  const askCode = stepUp.askCode;
  const { control, handleSubmit, formState, reset, setError } = useForm<OffFields>({ defaultValues: { password: '', code: '' } });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ password, code: typed }) => {
    if (stepUp.codeNeeded() && stepUpCodeMissing(typed))
      return setError('code', { type: 'required', message: CODE_UI.codeBlank }, { shouldFocus: true });
    if (!askCode && !password) {
      return setError('password', { type: 'required', message: WITHDRAWAL_ADDRESS_MSG.passwordNeeded }, { shouldFocus: true });
    }
    try {
      const code = await stepUp.codeFor(typed);
      // the passkey prompt was closed: nothing is sent
      if (code === null) return;
      await update.mutateAsync({ enabled: false, ...(askCode ? {} : { password }), ...(code ? { code } : {}) });
      enqueueSnackbar(WITHDRAWAL_ADDRESS_MSG.allowlistOff, { variant: 'success' });
      close();
    } catch (error) {
      const codeProblem = stepUp.refusal(error);
      if (codeProblem !== null) {
        setError('code', { type: 'server', message: codeProblem }, { shouldFocus: true });
        return;
      }
      const { status, message, fieldErrors } = readApiError(error);
      const passwordError = fieldErrors.find((e) => e.field === 'password');
      if (status === 400 && passwordError) setError('password', { type: 'server', message: passwordError.message }, { shouldFocus: true });
      else enqueueSnackbar(status === null ? MSG.networkError : (message ?? MSG.networkError), { variant: 'error' });
    }
  });

  // 'Use a passkey instead': Turn off, with a passkey's confirmation for the code
  const withPasskey = stepUp.withPasskey(() => onSubmit());

  return (
    <Dialog open={open} onClose={close} aria-labelledby="allowlist-off-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="allowlist-off-title">{T.offTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{T.offText}</DialogContentText>
          <Stack spacing={2}>
            {!askCode && (
              <FormPasswordField control={control} name="password" label={T.password} autoComplete="current-password" required autoFocus />
            )}
            <StepUpFields
              control={control}
              stepUp={stepUp}
              onPasskey={() => void withPasskey()}
              disabled={formState.isSubmitting}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{T.cancel}</Button>
          <SpinnerButton busy={formState.isSubmitting} fullWidth={false} color="error">
            {T.turnOff}
          </SpinnerButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The allow-list switch with what it does: on is free; off asks again who you are. */
export function AllowlistSwitch() {
  const allowlist = useAllowlist();
  const update = useUpdateAllowlist();
  const { enqueueSnackbar } = useSnackbar();
  const [askingOff, setAskingOff] = useState(false);
  const enabled = allowlist.data?.enabled === true;

  const turnOn = async () => {
    try {
      await update.mutateAsync({ enabled: true });
      enqueueSnackbar(WITHDRAWAL_ADDRESS_MSG.allowlistOn, { variant: 'success' });
    } catch (error) {
      const { status, message } = readApiError(error);
      enqueueSnackbar(status === null ? MSG.networkError : (message ?? MSG.networkError), { variant: 'error' });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="allowlist-heading" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography id="allowlist-heading" component="h2" variant="h6">
        {T.allowlistTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {T.allowlistIntro}
      </Typography>
      {allowlist.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {readApiError(allowlist.error).message ?? MSG.networkError}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            disabled={!allowlist.data || update.isPending}
            onChange={(_event, checked) => (checked ? void turnOn() : setAskingOff(true))}
          />
        }
        label={T.allowlistSwitch}
      />
      <TurnOffDialog open={askingOff} onClose={() => setAskingOff(false)} />
    </Paper>
  );
}
