import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { withStepUpCode } from '@/src/lib/forms/step-up-code';
import { StepUpFields } from '@/src/features/passkeys/components/step-up-fields';
import { useStepUp } from '@/src/features/passkeys/hooks/use-step-up';
import { MSG } from '@/common/messages';
import { countryOptionByName } from '@/common/countries';
import { profileFormSchema, type ProfileFormValues } from '@/common/validation/profile';
import { FormCountrySelect } from '@/src/components/form/form-country-select';
import { FormPasswordField } from '@/src/components/form/form-password-field';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import type { Profile } from '@/src/types/api';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { useUpdateProfile, type ProfileUpdatePayload } from '../api/update-profile';
import { PROFILE_TEXT } from '../texts';

type ProfileFormOutput = {
  name: string;
  country: { label: string; value: string } | null;
  password: string;
  confirmPassword: string;
  currentPassword: string;
  /** with two-factor sign-in on, a new password needs a current code (step-up), or a passkey's token */
  code: string;
};

type ProfileFields = ProfileFormValues & { code: string };

const FIELDS = ['name', 'country', 'password', 'currentPassword', 'code'] as const;

const defaultsFor = (profile: Profile): ProfileFields => ({
  name: profile.name,
  country: countryOptionByName(profile.country) ?? null,
  password: '',
  confirmPassword: '',
  currentPassword: '',
  code: '',
});

/** Builds the PUT body: a blank password keeps the current one. */
function toProfilePayload(values: ProfileFormOutput): ProfileUpdatePayload {
  return {
    name: values.name,
    country: values.country?.label ?? '',
    ...(values.password
      ? { password: values.password, current_password: values.currentPassword, ...(values.code ? { code: values.code } : {}) }
      : {}),
  };
}

/**
 * The profile edit form: name, country (the sign-up dropdown), new
 * password and its confirmation, which must match, and then the current password. Save stays
 * disabled until it is valid.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateProfile();
  // with two-factor sign-in on (or once the server asked for it), a password change carries a
  // code, or a passkey's confirmation in its place
  const stepUp = useStepUp();
  const resolver = withStepUpCode<ProfileFormValues, Omit<ProfileFormOutput, 'code'>>(
    zodResolver(profileFormSchema),
    // only a new password needs one
    (values) => stepUp.codeNeeded() && values.password !== '',
  );

  const { control, handleSubmit, formState, reset, resetField, setError, watch } = useForm<ProfileFields, unknown, ProfileFormOutput>({
    resolver,
    mode: 'onChange',
    defaultValues: defaultsFor(profile),
  });

  // asked for only when a new password is being set
  const password = watch('password');

  const onSubmit = handleSubmit(async (values) => {
    try {
      // only a new password asks for a step-up
      const code = await stepUp.codeFor(values.code, values.password !== '');
      // the passkey prompt was closed: nothing is sent
      if (code === null) return;
      const updated = await update.mutateAsync({ id: profile._id, payload: toProfilePayload({ ...values, code }) });
      enqueueSnackbar(MSG.profileUpdateSuccess, { variant: 'success' });
      reset(defaultsFor(updated));
    } catch (error) {
      if (stepUp.showRefusal(error, { resetField, setError })) return;
      // the API names it current_password; the form, currentPassword
      const fieldErrors = readApiError(error).fieldErrors.map((e) =>
        e.field === 'current_password' ? { ...e, field: 'currentPassword' } : e,
      );
      applyFieldErrors(fieldErrors, FIELDS, setError);
      enqueueSnackbar(MSG.profileUpdateFailed, { variant: 'error' });
    }
  });

  // 'Use a passkey instead': the same Save, with a passkey's confirmation for the code
  const withPasskey = stepUp.withPasskey(() => onSubmit());

  return (
    <Paper variant="outlined" component="section" aria-labelledby="profile-edit-heading" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography id="profile-edit-heading" component="h2" variant="h6">
        {PROFILE_TEXT.editTitle}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
        {PROFILE_TEXT.editIntro}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="profile-edit-heading">
        <Stack spacing={2.5}>
          <FormTextField control={control} name="name" label={PROFILE_TEXT.nameLabel} autoComplete="name" required />
          <FormCountrySelect control={control} name="country" label={PROFILE_TEXT.countryLabel} required />
          <FormPasswordField control={control} name="password" label={PROFILE_TEXT.newPasswordLabel} autoComplete="new-password" />
          <FormPasswordField
            control={control}
            name="confirmPassword"
            label={PROFILE_TEXT.confirmNewPasswordLabel}
            autoComplete="new-password"
          />
          {password && (
            <FormPasswordField
              control={control}
              name="currentPassword"
              label={PROFILE_TEXT.currentPasswordLabel}
              autoComplete="current-password"
              required
              helperText={PROFILE_TEXT.currentPasswordHint}
            />
          )}
          {password && (
            <StepUpFields control={control} stepUp={stepUp} onPasskey={() => void withPasskey()} disabled={formState.isSubmitting} />
          )}
          <SpinnerButton
            busy={formState.isSubmitting}
            disabled={!formState.isValid}
            fullWidth={false}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {PROFILE_TEXT.save}
          </SpinnerButton>
        </Stack>
      </Box>
    </Paper>
  );
}
