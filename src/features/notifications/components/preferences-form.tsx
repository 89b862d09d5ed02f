import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { notificationPreferencesSchema, type NotificationPreferences } from '@/common/api/notifications';
import { ALWAYS_MAILED, EMAIL_CATEGORIES } from '@/common/notification-kinds';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { useUpdatePreferences } from '../api/update-preferences';
import { ALWAYS_MAILED_TEXT, EMAIL_CATEGORY_TEXT, NOTIFICATION_TEXT } from '../texts';

const HEADING_ID = 'email-preferences-heading';
const ALWAYS_ON_ID = 'always-mailed';

function SwitchLabel({ label, hint }: { label: string; hint: string }) {
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {hint}
      </Typography>
    </Box>
  );
}

/**
 * Profile > Notifications: e-mail on or off per category. Security and withdrawal e-mail have
 * no switch to turn off: they are shown on and disabled, with the reason.
 */
export function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const update = useUpdatePreferences();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, formState, reset } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: preferences,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(saved);
      enqueueSnackbar(NOTIFICATION_TEXT.saved, { variant: 'success' });
    } catch {
      enqueueSnackbar(NOTIFICATION_TEXT.saveFailed, { variant: 'error' });
    }
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={HEADING_ID} sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Typography id={HEADING_ID} component="h2" variant="h6">
        {NOTIFICATION_TEXT.settingsTitle}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {NOTIFICATION_TEXT.settingsIntro}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={HEADING_ID}>
        <Stack spacing={2.5}>
          <FormGroup>
            {EMAIL_CATEGORIES.map((category) => (
              <Controller
                key={category}
                control={control}
                name={`email.${category}`}
                render={({ field }) => (
                  <FormControlLabel
                    sx={{ alignItems: 'flex-start', mx: 0, gap: 1, '& .MuiSwitch-root': { mt: 0.5 } }}
                    control={
                      <Switch
                        name={field.name}
                        inputRef={field.ref}
                        checked={field.value}
                        onChange={(_, checked) => field.onChange(checked)}
                        onBlur={field.onBlur}
                      />
                    }
                    label={<SwitchLabel {...EMAIL_CATEGORY_TEXT[category]} />}
                  />
                )}
              />
            ))}
            {ALWAYS_MAILED.map((category) => (
              <FormControlLabel
                key={category}
                sx={{ alignItems: 'flex-start', mx: 0, gap: 1, '& .MuiSwitch-root': { mt: 0.5 } }}
                control={<Switch checked disabled slotProps={{ input: { 'aria-describedby': ALWAYS_ON_ID } }} />}
                label={<SwitchLabel {...ALWAYS_MAILED_TEXT[category]} />}
              />
            ))}
          </FormGroup>
          <Alert severity="info" id={ALWAYS_ON_ID}>
            {NOTIFICATION_TEXT.alwaysOn}
          </Alert>
          <SpinnerButton
            busy={formState.isSubmitting}
            disabled={!formState.isDirty}
            fullWidth={false}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {NOTIFICATION_TEXT.saveSettings}
          </SpinnerButton>
        </Stack>
      </Box>
    </Paper>
  );
}
