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
import { useSnackbar } from 'notistack';
import { useForm, type Resolver } from 'react-hook-form';
import { PASSKEY_MSG } from '@/common/api/passkeys';
import { MSG } from '@/common/messages';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { withStepUpCode } from '@/src/lib/forms/step-up-code';
import type { Passkey } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { StepUpFields } from './step-up-fields';
import { useStepUp } from '../hooks/use-step-up';
import { PASSKEY_TEXT } from '../texts';

type Values = { code: string };
/** nothing but the step-up to check */
const noFields: Resolver<Record<string, never>, unknown, Record<string, never>> = async () => ({ values: {}, errors: {} });

/**
 * Removing a passkey, with step-up: the code from the app (or a recovery code), or another
 * passkey's (or this one's) confirmation; with passkeys only, Remove runs the passkey prompt.
 */
export function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useRemovePasskey();
  const stepUp = useStepUp();
  const [problem, setProblem] = useState<string | null>(null);
  // the name stays in the title while the dialog closes
  const [shown, setShown] = useState(passkey);
  if (passkey !== null && passkey !== shown) setShown(passkey);
  const { control, handleSubmit, reset, resetField, setError, formState } = useForm<Values, unknown, Values>({
    resolver: withStepUpCode(noFields, () => stepUp.codeNeeded()) as unknown as Resolver<Values, unknown, Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });

  const close = () => {
    reset({ code: '' });
    setProblem(null);
    onClose();
  };

  const onSubmit = handleSubmit(async ({ code: typed }) => {
    if (!passkey) return;
    setProblem(null);
    try {
      const code = await stepUp.codeFor(typed);
      if (code === null) return;
      await remove.mutateAsync({ id: passkey.id, code });
      enqueueSnackbar(PASSKEY_MSG.removed, { variant: 'success' });
      close();
    } catch (error) {
      if (stepUp.showRefusal(error, { resetField, setError })) return;
      const { status, message } = readApiError(error);
      setProblem(status === null ? MSG.networkError : (message ?? PASSKEY_TEXT.removeFailed));
    }
  });

  const onPasskey = stepUp.withPasskey(() => onSubmit());
  const busy = formState.isSubmitting;
  const title = PASSKEY_TEXT.removeTitle(shown?.name ?? '');
  return (
    <Dialog open={passkey !== null} onClose={busy ? undefined : close} aria-labelledby="remove-passkey-title" fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="remove-passkey-title">
        <DialogTitle id="remove-passkey-title" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{PASSKEY_TEXT.removeIntro}</DialogContentText>
          <Stack spacing={2}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            <StepUpFields control={control} stepUp={stepUp} onPasskey={() => void onPasskey()} disabled={busy} autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={busy}>
            {PASSKEY_TEXT.cancel}
          </Button>
          <SpinnerButton busy={busy} fullWidth={false} size="medium" color="error">
            {PASSKEY_TEXT.remove}
          </SpinnerButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
