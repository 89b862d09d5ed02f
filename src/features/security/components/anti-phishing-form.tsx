// first: zod's settings must be in place before any shared schema is built
import '@/src/lib/zod-no-eval';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  ANTI_PHISHING_MAX,
  ANTI_PHISHING_MIN,
  ANTI_PHISHING_MSG,
  antiPhishingCodeField,
  antiPhishingUpdateSchema,
  type AntiPhishingUpdate,
} from '@/common/api/anti-phishing';
import { MSG } from '@/common/messages';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { withStepUpCode } from '@/src/lib/forms/step-up-code';
import { StepUpFields } from '@/src/features/passkeys/components/step-up-fields';
import { useStepUp } from '@/src/features/passkeys/hooks/use-step-up';
import { useUpdateAntiPhishingCode } from '../api/update-anti-phishing-code';
import { SECURITY_TEXT } from '../texts';

/** The phrase and the password, by the rules of the request body. */
const saveSchema = z.object({ anti_phishing_code: antiPhishingCodeField, password: antiPhishingUpdateSchema.shape.password });

type Values = { anti_phishing_code: string; password: string; code: string };
type Output = z.output<typeof saveSchema> & { code: string };
type Intent = 'save' | 'remove';

const EMPTY: Values = { anti_phishing_code: '', password: '', code: '' };
const FIELDS = ['anti_phishing_code', 'password', 'code'] as const;
/** what Remove checks: the phrase field is not its business */
const REMOVE_FIELDS = ['password', 'code'] as const;

/**
 * Sets, changes or removes the anti-phishing code: the phrase, the current password and, with
 * two-factor sign-in on (or once the server asks for it), a current code. Remove sends null for
 * the phrase, with the same password and code.
 */
export function AntiPhishingForm({ current }: { current: string | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateAntiPhishingCode();
  // with two-factor sign-in on (or once the server asked for it), a current code goes along, or a passkey's confirmation
  const stepUp = useStepUp();
  const [busy, setBusy] = useState<Intent | null>(null);

  const { control, handleSubmit, reset, resetField, setError, clearErrors, trigger, getValues } = useForm<Values, unknown, Output>({
    resolver: withStepUpCode(zodResolver(saveSchema), () => stepUp.codeNeeded()),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const send = async (intent: Intent, { anti_phishing_code, password, code: typed }: AntiPhishingUpdate) => {
    setBusy(intent);
    try {
      const code = await stepUp.codeFor(typed ?? '');
      // the passkey prompt was closed: nothing is sent
      if (code === null) return;
      await update.mutateAsync({ anti_phishing_code, password, ...(code ? { code } : {}) });
      enqueueSnackbar(intent === 'remove' ? ANTI_PHISHING_MSG.removed : ANTI_PHISHING_MSG.saved, { variant: 'success' });
      stepUp.reset();
      reset(EMPTY);
    } catch (error) {
      if (stepUp.showRefusal(error, { resetField, setError })) return;
      const { status, message, fieldErrors } = readApiError(error);
      if (applyFieldErrors(fieldErrors, FIELDS, setError) > 0) return;
      enqueueSnackbar(status === null ? MSG.networkError : (message ?? SECURITY_TEXT.antiPhishingFailed), { variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const save = handleSubmit((values) => send('save', values));

  const remove = async () => {
    clearErrors('anti_phishing_code');
    if (!(await trigger(REMOVE_FIELDS, { shouldFocus: true }))) return;
    const { password, code } = getValues();
    await send('remove', { anti_phishing_code: null, password, code });
  };

  // 'Use a passkey instead': Save, with a passkey's confirmation for the code
  const withPasskey = stepUp.withPasskey(() => save());

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      aria-label={current === null ? SECURITY_TEXT.antiPhishingSetForm : SECURITY_TEXT.antiPhishingChangeForm}
    >
      <Stack spacing={2.5} sx={{ maxWidth: { sm: 420 } }}>
        <FormTextField
          control={control}
          name="anti_phishing_code"
          label={current === null ? SECURITY_TEXT.antiPhishingLabel : SECURITY_TEXT.antiPhishingNewLabel}
          // what the phrase may hold: the rules of common/api/anti-phishing.ts
          helperText={SECURITY_TEXT.antiPhishingRules(ANTI_PHISHING_MIN, ANTI_PHISHING_MAX)}
          autoComplete="off"
          required
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <FormPasswordField
          control={control}
          name="password"
          label={SECURITY_TEXT.antiPhishingPasswordLabel}
          autoComplete="current-password"
          required
        />
        <StepUpFields control={control} stepUp={stepUp} onPasskey={() => void withPasskey()} disabled={busy !== null} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SpinnerButton busy={busy === 'save'} disabled={busy !== null} fullWidth={false} size="medium">
            {SECURITY_TEXT.antiPhishingSave}
          </SpinnerButton>
          {current !== null && (
            <SpinnerButton
              busy={busy === 'remove'}
              disabled={busy !== null}
              fullWidth={false}
              size="medium"
              type="button"
              variant="outlined"
              color="error"
              onClick={() => void remove()}
            >
              {SECURITY_TEXT.antiPhishingRemove}
            </SpinnerButton>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
