// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { unlockStartFormSchema, type UnlockStartFormValues } from '@/common/api/account-lock';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { useStartUnlock } from '../api/start-unlock';
import { LOCK_UI } from '../texts';
import { failureText } from '../utils/api-failure';

type Output = z.output<typeof unlockStartFormSchema>;

/**
 * The first step of the owner's own unlock: e-mail, password and (two-factor sign-in on) a code.
 * The server says what is wrong, or that it is too early; once they are right, the link is mailed.
 */
export function UnlockStartForm() {
  const start = useStartUnlock();
  const [mailed, setMailed] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<UnlockStartFormValues, unknown, Output>({
    resolver: zodResolver(unlockStartFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email_address: '', password: '', code: '' },
  });

  const onSubmit = handleSubmit(async ({ email_address, password, code }) => {
    setRefusal(null);
    try {
      setMailed(await start.mutateAsync({ email_address, password, ...(code ? { code } : {}) }));
    } catch (error) {
      const failure = readApiError(error);
      if (failure.status === 400 && applyFieldErrors(failure.fieldErrors, ['email_address', 'password', 'code'], setError) > 0) return;
      setRefusal(failureText(error, LOCK_UI.failed));
    }
  });

  if (mailed !== null) {
    return (
      <Alert severity="success">
        <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
          {LOCK_UI.unlockMailedTitle}
        </AlertTitle>
        {mailed}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={LOCK_UI.unlockTitle}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{LOCK_UI.unlockIntro}</Typography>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <FormTextField control={control} name="email_address" label={LOCK_UI.emailLabel} type="email" autoComplete="username" required />
        <FormPasswordField control={control} name="password" label={LOCK_UI.passwordLabel} autoComplete="current-password" required />
        <FormTextField
          control={control}
          name="code"
          label={LOCK_UI.unlockCodeLabel}
          helperText={LOCK_UI.unlockCodeHelp}
          slotProps={{ htmlInput: { autoComplete: 'one-time-code', spellCheck: false, autoCapitalize: 'none' } }}
        />
        <SpinnerButton busy={formState.isSubmitting}>{LOCK_UI.unlockStart}</SpinnerButton>
      </Stack>
    </Box>
  );
}
