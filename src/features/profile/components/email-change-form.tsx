// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MSG } from '@/common/messages';
import { emailChangeFormSchema, type EmailChangeFormValues } from '@/common/validation/email-verification';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { FormTextField } from '@/src/components/form/form-text-field';
import { StepUpFields } from '@/src/features/passkeys/components/step-up-fields';
import { useStepUp } from '@/src/features/passkeys/hooks/use-step-up';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import type { Profile } from '@/src/types/api';
import { useChangeEmail } from '../api/change-email';
import { PROFILE_TEXT } from '../texts';
import { ResendVerificationButton } from './resend-verification-button';

type Output = z.output<typeof emailChangeFormSchema>;
const FIELDS = ['email', 'password', 'code'] as const;
const EMPTY: EmailChangeFormValues = { email: '', password: '', code: '' };

/**
 * Profile > E-mail address: the current address and whether it is verified; a new address with
 * the password (and a code with two-factor sign-in on). The new one replaces the old only once
 * the link sent to it is opened, so this says where the link went and changes nothing yet.
 */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // with two-factor sign-in on (or once the server asked for it), a code goes along, or a passkey's confirmation
  const stepUp = useStepUp();
  // the code field appeared because the server asked: it takes the focus
  const [refused, setRefused] = useState(false);
  const { control, handleSubmit, formState, reset, setError } = useForm<EmailChangeFormValues, unknown, Output>({
    resolver: zodResolver(emailChangeFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ email, password, code: typed }) => {
    setFailure(null);
    setSentTo(null);
    let code: string | null = '';
    try {
      code = await stepUp.codeFor(typed);
      // the passkey prompt was closed: nothing is sent
      if (code === null) return;
      await change.mutateAsync({ email, password, ...(code ? { code } : {}) });
      setSentTo(email);
      stepUp.reset();
      setRefused(false);
      reset(EMPTY);
    } catch (error) {
      const codeProblem = stepUp.refusal(error);
      if (codeProblem !== null) {
        setRefused(true);
        // asked for one with none sent: the field's own hint says what to type
        if (code || !isAxiosError(error)) setError('code', { type: 'server', message: codeProblem }, { shouldFocus: true });
        return;
      }
      const { status, message, fieldErrors } = readApiError(error);
      if (status === 400 && applyFieldErrors(fieldErrors, FIELDS, setError) > 0) return;
      if (status === 409 && message) {
        setError('email', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      setFailure(status === null ? MSG.networkError : (message ?? MSG.networkError));
    }
  });

  // 'Use a passkey instead': the same change, with a passkey's confirmation for the code
  const withPasskey = stepUp.withPasskey(() => onSubmit());

  return (
    <Paper variant="outlined" component="section" aria-labelledby="email-change-heading" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography id="email-change-heading" component="h2" variant="h6">
        {PROFILE_TEXT.emailTitle}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, mb: 3 }}>
        <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{profile.email}</Typography>
        <Chip
          size="small"
          color={profile.email_verified ? 'success' : 'warning'}
          label={profile.email_verified ? PROFILE_TEXT.verified : PROFILE_TEXT.notVerified}
        />
      </Stack>
      {profile.email_verified === false && (
        <Box sx={{ mt: -1.5, mb: 3 }}>
          <ResendVerificationButton email={profile.email} />
        </Box>
      )}
      {sentTo && (
        <Alert severity="success" sx={{ mb: 2.5, overflowWrap: 'anywhere' }}>
          {PROFILE_TEXT.linkSent(sentTo)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {failure}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="email-change-heading">
        <Stack spacing={2.5}>
          <FormTextField control={control} name="email" label={PROFILE_TEXT.newEmailLabel} type="email" autoComplete="email" required />
          <FormPasswordField
            control={control}
            name="password"
            label={PROFILE_TEXT.passwordLabel}
            autoComplete="current-password"
            required
          />
          <StepUpFields
            control={control}
            stepUp={stepUp}
            onPasskey={() => void withPasskey()}
            disabled={formState.isSubmitting}
            autoFocus={refused}
          />
          <SpinnerButton busy={formState.isSubmitting} fullWidth={false} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {PROFILE_TEXT.changeEmail}
          </SpinnerButton>
        </Stack>
      </Box>
    </Paper>
  );
}
