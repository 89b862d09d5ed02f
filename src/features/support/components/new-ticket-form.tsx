import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_MESSAGE_MAX, TICKET_MSG, TICKET_SUBJECT_MAX } from '@/common/validation/tickets';
import { FormTextField } from '@/src/components/form/form-text-field';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { useCreateTicket } from '../api/create-ticket';
import type { TicketDetail } from '../types';
import { NEW_TICKET_DEFAULTS, newTicketFormSchema, type NewTicketFormOutput, type NewTicketFormValues } from '../utils/ticket-form-schema';
import { SUPPORT_TEXT as T } from '../texts';
import { AttachmentInput } from './attachment-input';

const SERVER_FIELDS: readonly Path<NewTicketFormValues>[] = ['subject', 'category', 'message', 'attachment'];

/** Subject, category, message and an optional file; the server answers with the new ticket. */
export function NewTicketForm({ onCreated, onCancel }: { onCreated: (ticket: TicketDetail) => void; onCancel: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateTicket();
  const { control, handleSubmit, setError, formState } = useForm<NewTicketFormValues, unknown, NewTicketFormOutput>({
    resolver: zodResolver(newTicketFormSchema) as unknown as Resolver<NewTicketFormValues, unknown, NewTicketFormOutput>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: NEW_TICKET_DEFAULTS,
  });

  const onSubmit = handleSubmit(async ({ attachment, ...fields }) => {
    try {
      const ticket = await create.mutateAsync({ fields, attachment });
      enqueueSnackbar(TICKET_MSG.created, { variant: 'success' });
      onCreated(ticket);
    } catch (error) {
      const failure = readApiError(error);
      applyFieldErrors(failure.fieldErrors, SERVER_FIELDS, setError);
      enqueueSnackbar(failure.message ?? T.createFailed, { variant: 'error' });
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="new-ticket-title">
        <Stack spacing={2.5}>
          <Typography id="new-ticket-title" component="h2" variant="h6">
            {T.newTitle}
          </Typography>
          <FormTextField
            control={control}
            name="subject"
            label={T.subject}
            required
            slotProps={{ htmlInput: { maxLength: TICKET_SUBJECT_MAX } }}
          />
          <FormTextField control={control} name="category" label={T.category} select required>
            {TICKET_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {TICKET_CATEGORY_LABELS[c]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="message"
            label={T.message}
            required
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: TICKET_MESSAGE_MAX } }}
          />
          <AttachmentInput control={control} name="attachment" />
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={onCancel} disabled={formState.isSubmitting}>
              {T.cancel}
            </Button>
            <SpinnerButton busy={formState.isSubmitting} fullWidth={false} size="medium">
              {T.send}
            </SpinnerButton>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
