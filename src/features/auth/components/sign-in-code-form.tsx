import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { MSG } from '@/common/messages';
import { CODE_UI, signInCodeFormSchema, type SignInCodeFormValues } from '@/common/validation/sign-in-code';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import type { Session } from '@/src/lib/auth/session';
import type { DeviceApprovalRequired } from '@/src/types/api';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { AUTH_TEXT } from '../texts';

type Mode = 'app' | 'recovery';

interface SignInCodeFormProps {
  /** from POST /api/user/login */
  challenge: string;
  onSignedIn: (session: Session) => void;
  /** a browser the account has not used before, under NEW_DEVICE_APPROVAL=on: the wait for the owner's approval */
  onDeviceApproval: (result: DeviceApprovalRequired) => void;
  /** the challenge is over (expired, too many wrong codes, account disabled): back to the password */
  onRestart: (message: string) => void;
}

/**
 * The sign-in code step: after the password, for an account with two-factor sign-in
 * on. Six digits from the authenticator app, or, switched by the link, a recovery code.
 */
export function SignInCodeForm({ challenge, onSignedIn, onDeviceApproval, onRestart }: SignInCodeFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const verify = useLoginTwoFactor();
  const [mode, setMode] = useState<Mode>('app');
  // the rule follows the mode the field is in when Verify is pressed
  const modeRef = useRef<Mode>('app');
  const { control, handleSubmit, setError, reset, setFocus, formState } = useForm<SignInCodeFormValues, unknown, { code: string }>({
    resolver: (values, context, options) => zodResolver(signInCodeFormSchema(modeRef.current))(values, context, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });

  const switchMode = () => {
    const next: Mode = mode === 'app' ? 'recovery' : 'app';
    modeRef.current = next;
    setMode(next);
    reset({ code: '' });
    setFocus('code');
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const result = await verify.mutateAsync({ challenge, code });
      if ('deviceApprovalRequired' in result) onDeviceApproval(result);
      else onSignedIn(result);
    } catch (error) {
      const failure = readApiError(error);
      const message = failure.message;
      if (failure.status === 401 && message !== TWO_FACTOR_MSG.codeWrong) {
        onRestart(message ?? TWO_FACTOR_MSG.challengeEnded);
      } else if (failure.status === 403) {
        onRestart(message ?? MSG.loginError);
      } else if (failure.status !== null && failure.status < 500 && message) {
        // a wrong code, too many attempts, a malformed code: under the field, and try again
        const fieldMessage = failure.fieldErrors.find((e) => e.field === 'code')?.message ?? message;
        setError('code', { type: 'server', message: fieldMessage }, { shouldFocus: true });
      } else {
        // the status only: the request body holds the code
        console.error('Two-factor sign-in failed', failure.status);
        enqueueSnackbar(MSG.loginError, { variant: 'error' });
      }
    }
  });

  const app = mode === 'app';
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={AUTH_TEXT.codeStepForm}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {CODE_UI.codeStepIntro}
        </Typography>
        <FormTextField
          key={mode}
          control={control}
          name="code"
          label={app ? CODE_UI.codeLabel : CODE_UI.recoveryLabel}
          helperText={app ? CODE_UI.codeHint : CODE_UI.recoveryHint}
          required
          autoFocus
          slotProps={{
            htmlInput: app
              ? { inputMode: 'numeric', autoComplete: 'one-time-code', spellCheck: false }
              : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false },
          }}
        />
        <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
          <Link component="button" type="button" variant="body2" onClick={switchMode}>
            {app ? CODE_UI.useRecovery : CODE_UI.useApp}
          </Link>
        </Box>
        <SpinnerButton busy={formState.isSubmitting}>{CODE_UI.verify}</SpinnerButton>
      </Stack>
    </Box>
  );
}
