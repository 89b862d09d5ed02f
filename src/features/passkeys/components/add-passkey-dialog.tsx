// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { isAxiosError } from 'axios';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PASSKEY_MSG, passkeyNameField, passkeyRegistrationOptionsBodySchema } from '@/common/api/passkeys';
import { MSG } from '@/common/messages';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { withStepUpCode } from '@/src/lib/forms/step-up-code';
import { ceremonyFailure, createPasskey as makePasskey } from '@/src/lib/auth/webauthn';
import { useCreatePasskey } from '../api/create-passkey';
import { useRegistrationOptions } from '../api/get-registration-options';
import { useStepUp } from '../hooks/use-step-up';
import { PASSKEY_TEXT } from '../texts';
import { StepUpFields } from './step-up-fields';

const schema = z.object({ name: passkeyNameField, password: passkeyRegistrationOptionsBodySchema.shape.password });
type Values = { name: string; password: string; code: string };
type Output = z.output<typeof schema> & { code: string };
const EMPTY: Values = { name: '', password: '', code: '' };
const FIELDS = ['name', 'password', 'code'] as const;

/**
 * Adding a passkey: its name, the password (and the step-up when the account has a second
 * factor), then the browser's own prompt makes the passkey, which the server then keeps.
 */
export function AddPasskeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const registrationOptions = useRegistrationOptions();
  const create = useCreatePasskey();
  const stepUp = useStepUp();
  // what went wrong beyond a field: the limit, the browser's refusal, the server's verdict
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, reset, resetField, setError, formState } = useForm<Values, unknown, Output>({
    resolver: withStepUpCode(zodResolver(schema), () => stepUp.codeNeeded()),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    setProblem(null);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ name, password, code: typed }) => {
    setProblem(null);
    let options;
    try {
      const code = await stepUp.codeFor(typed);
      // the passkey prompt was closed: nothing sent, nothing to say
      if (code === null) return;
      options = await registrationOptions.mutateAsync({ password, ...(code ? { code } : {}) });
    } catch (error) {
      if (stepUp.showRefusal(error, { resetField, setError })) return;
      const { status, message, fieldErrors } = readApiError(error);
      if (status === 400 && applyFieldErrors(fieldErrors, FIELDS, setError) > 0) return;
      setProblem(status === null ? MSG.networkError : (message ?? PASSKEY_TEXT.addFailed));
      return;
    }
    try {
      const response = await makePasskey(options);
      await create.mutateAsync({ name, response });
      enqueueSnackbar(PASSKEY_MSG.added, { variant: 'success' });
      close();
    } catch (error) {
      if (isAxiosError(error)) {
        const { status, message, fieldErrors } = readApiError(error);
        if (status === 400 && applyFieldErrors(fieldErrors, ['name'] as const, setError) > 0) return;
        setProblem(status === null ? MSG.networkError : (message ?? PASSKEY_TEXT.addFailed));
        return;
      }
      // the person closed the browser's prompt: null, and they may try again
      setProblem(ceremonyFailure(error));
    }
  });

  const onPasskey = stepUp.withPasskey(() => onSubmit());
  const busy = formState.isSubmitting;
  return (
    <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby="add-passkey-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="add-passkey-title">
        <DialogTitle id="add-passkey-title">{PASSKEY_TEXT.addTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{PASSKEY_TEXT.addIntro}</DialogContentText>
          <Stack spacing={2}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <FormTextField
              control={control}
              name="name"
              label={PASSKEY_TEXT.nameLabel}
              helperText={PASSKEY_TEXT.nameHint}
              required
              autoFocus
              slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 80 } }}
            />
            <FormPasswordField
              control={control}
              name="password"
              label={PASSKEY_TEXT.passwordLabel}
              autoComplete="current-password"
              required
            />
            <StepUpFields control={control} stepUp={stepUp} onPasskey={() => void onPasskey()} disabled={busy} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={busy}>
            {PASSKEY_TEXT.cancel}
          </Button>
          <SpinnerButton busy={busy} fullWidth={false} size="medium">
            {PASSKEY_TEXT.continue}
          </SpinnerButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
