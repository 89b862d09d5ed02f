import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { KYC_DOC_TYPE_LABELS, KYC_DOC_TYPES, KYC_MSG, kycNeedsBack, type KycDocType } from '@/common/validation/kyc';
import { FormConsentCheckbox } from '@/src/components/form/form-consent-checkbox';
import { FormCountrySelect } from '@/src/components/form/form-country-select';
import { TermsConsentLabel } from '@/src/components/form/terms-consent-label';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { useMe } from '@/src/lib/auth/me';
import { useSubmitKyc } from '../api/submit-kyc';
import { KYC_TEXT as T } from '../texts';
import { formatUploadPercent } from '../utils/figures';
import { prefillFromProfile } from '../utils/prefill-from-profile';
import { KYC_FORM_DEFAULTS, kycFormSchema, toKycUpload, type KycFormOutput, type KycFormValues } from '../utils/kyc-form-schema';
import { DocumentUploadField } from './document-upload-field';

const SERVER_FIELDS: readonly Path<KycFormValues>[] = [
  'first_name',
  'last_name',
  'phone_no',
  'dob',
  'address_one',
  'address_two',
  'city',
  'state',
  'nationality',
  'address_country',
  'zip_code',
  'doc_type',
  'front_img',
  'back_img',
];

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    // the legend names the group (a fieldset without one is flagged) and holds the section's heading
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 2, width: '100%' }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/**
 * The KYC form: personal details (with nationality), the address (with
 * its country), document type, the front and, but for a passport, the back, the two
 * declarations, 'Process for Verify'. Uploads for real (POST /api/kyc). What sign-up asked
 * (name, phone, country) is filled in.
 */
export function KycForm() {
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<number | null>(null);
  const submit = useSubmitKyc(setProgress);
  const profile = useMe().data;
  const { control, handleSubmit, setError, formState, reset, watch, setValue } = useForm<KycFormValues, unknown, KycFormOutput>({
    // the schema's input types are stricter than the form's (checkboxes start false)
    resolver: zodResolver(kycFormSchema) as unknown as Resolver<KycFormValues, unknown, KycFormOutput>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: profile ? { ...KYC_FORM_DEFAULTS, ...prefillFromProfile(profile) } : KYC_FORM_DEFAULTS,
  });
  // the profile can arrive after the form: fill it in then, unless the person has started typing
  const { isDirty } = formState;
  useEffect(() => {
    if (profile && !isDirty) reset({ ...KYC_FORM_DEFAULTS, ...prefillFromProfile(profile) });
    // once per profile: a later edit of the form must not be undone
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile?._id]);
  const docType = watch('doc_type');
  const askBack = docType === '' || kycNeedsBack(docType);

  const onSubmit = handleSubmit(async (values) => {
    setProgress(0);
    try {
      await submit.mutateAsync(toKycUpload(values));
      enqueueSnackbar(KYC_MSG.submitted, { variant: 'success' });
    } catch (error) {
      const failure = readApiError(error);
      applyFieldErrors(failure.fieldErrors, SERVER_FIELDS, setError);
      enqueueSnackbar(failure.message ?? T.sendFailed, { variant: 'error' });
    } finally {
      setProgress(null);
    }
  });

  const busy = formState.isSubmitting;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={T.formLabel}>
        <Stack spacing={4}>
          <Section title={T.personal} id="kyc-personal">
            <Grid container spacing={2.5}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="first_name" label={T.firstName} autoComplete="given-name" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="last_name" label={T.lastName} autoComplete="family-name" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="phone_no" label={T.phone} type="tel" autoComplete="tel" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }} sx={{ alignSelf: 'flex-end' }}>
                <FormTextField
                  control={control}
                  name="dob"
                  label={T.dob}
                  type="date"
                  autoComplete="bday"
                  required
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormCountrySelect control={control} name="nationality" label={T.nationality} required />
              </Grid>
            </Grid>
          </Section>

          <Section title={T.address} id="kyc-address">
            <Grid container spacing={2.5}>
              <Grid size={12}>
                <FormTextField control={control} name="address_one" label={T.addressOne} autoComplete="address-line1" required />
              </Grid>
              <Grid size={12}>
                <FormTextField control={control} name="address_two" label={T.addressTwo} autoComplete="address-line2" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="city" label={T.city} autoComplete="address-level2" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="state" label={T.state} autoComplete="address-level1" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }} sx={{ alignSelf: 'flex-end' }}>
                <FormTextField control={control} name="zip_code" label={T.zip} autoComplete="postal-code" required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormCountrySelect control={control} name="address_country" label={T.country} required />
              </Grid>
            </Grid>
          </Section>

          <Section title={T.document} id="kyc-document">
            <Stack spacing={2.5}>
              <Controller
                control={control}
                name="doc_type"
                render={({ field, fieldState }) => (
                  <FormControl error={fieldState.invalid} required>
                    <FormLabel id="kyc-doc-type-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
                      {T.docType}
                    </FormLabel>
                    <RadioGroup
                      row
                      aria-labelledby="kyc-doc-type-label"
                      name={field.name}
                      value={field.value}
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        // a back chosen for another document is not kept (nor checked) for a passport
                        if (!kycNeedsBack(event.target.value as KycDocType)) setValue('back_img', null, { shouldValidate: false });
                      }}
                      onBlur={field.onBlur}
                    >
                      {KYC_DOC_TYPES.map((type) => (
                        <FormControlLabel key={type} value={type} control={<Radio />} label={KYC_DOC_TYPE_LABELS[type]} />
                      ))}
                    </RadioGroup>
                    {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                  </FormControl>
                )}
              />
              {!askBack && (
                <Typography variant="body2" color="text.secondary">
                  {T.passportNote}
                </Typography>
              )}
              <Grid container spacing={2.5}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <DocumentUploadField control={control} name="front_img" label={askBack ? T.front : T.passportPage} />
                </Grid>
                {askBack && (
                  <Grid size={{ xs: 12, md: 6 }}>
                    <DocumentUploadField control={control} name="back_img" label={T.back} />
                  </Grid>
                )}
              </Grid>
            </Stack>
          </Section>

          <Section title={T.declarations} id="kyc-declarations">
            <Stack spacing={1}>
              <FormConsentCheckbox control={control} name="agree_terms" label={<TermsConsentLabel verb="agree to" />} />
              <FormConsentCheckbox control={control} name="confirm_info" label={T.confirmInfo} />
            </Stack>
          </Section>

          {progress !== null && (
            <Box>
              <Typography variant="body2" color="text.secondary" id="kyc-upload-label" sx={{ mb: 0.5 }}>
                {T.uploading(formatUploadPercent(progress))}
              </Typography>
              <LinearProgress variant="determinate" value={progress} aria-labelledby="kyc-upload-label" />
            </Box>
          )}
          <SpinnerButton busy={busy} fullWidth={false} sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 220 }}>
            {T.submit}
          </SpinnerButton>
        </Stack>
      </Box>
    </Paper>
  );
}
