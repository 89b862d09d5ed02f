import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { TICKET_CATEGORY_LABELS, TICKET_MESSAGE_MAX, TICKET_MSG } from '@/common/validation/tickets';
import { FormTextField } from '@/src/components/form/form-text-field';
import { PageLoader } from '@/src/components/ui/page-loader';
import { SpinnerButton } from '@/src/components/ui/spinner-button';
import { LoadError } from '@/src/components/ui/load-error';
import { formatDate } from '@/src/utils/format';
import { readApiError } from '@/src/lib/api-error';
import { applyFieldErrors } from '@/src/lib/forms/apply-field-errors';
import { downloadAttachment } from '../api/download-attachment';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { useSetTicketStatus } from '../api/set-ticket-status';
import type { TicketDetail, TicketMessage } from '../types';
import { replyFormSchema, type ReplyFormOutput, type ReplyFormValues } from '../utils/ticket-form-schema';
import { AttachmentInput } from './attachment-input';
import { SUPPORT_TEXT as T } from '../texts';
import { formatFileSize } from '../utils/file-size';
import { TicketStatusChip } from './ticket-status-chip';

function Attachment({ attachment }: { attachment: NonNullable<TicketMessage['attachment']> }) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Link
      component="button"
      type="button"
      onClick={() =>
        void downloadAttachment(attachment.url, attachment.file_name).catch(() => enqueueSnackbar(T.downloadFailed, { variant: 'error' }))
      }
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      <AttachFile fontSize="small" aria-hidden />
      {T.download(attachment.name, formatFileSize(attachment.size))}
    </Link>
  );
}

/** One message: staff replies on the right, tinted and labelled 'Support'. */
function Message({ m }: { m: TicketMessage }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={m.author.staff ? T.fromSupport(formatDate(m.createdAt)) : T.fromYou(formatDate(m.createdAt))}
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: 2,
        maxWidth: { xs: '100%', sm: '85%' },
        alignSelf: m.author.staff ? 'flex-end' : 'flex-start',
        bgcolor: m.author.staff ? '#eef4ff' : 'background.paper',
        borderColor: m.author.staff ? 'primary.light' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mb: 0.5 }}>
        <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
          {m.author.staff ? T.staffAuthor(m.author.name) : T.you}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary">
          {formatDate(m.createdAt)}
        </Typography>
      </Box>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {m.body}
      </Typography>
      {m.attachment && <Attachment attachment={m.attachment} />}
    </Paper>
  );
}

const REPLY_FIELDS: readonly Path<ReplyFormValues>[] = ['body', 'attachment'];

function ReplyForm({ ticket }: { ticket: TicketDetail }) {
  const { enqueueSnackbar } = useSnackbar();
  const send = useReplyToTicket(ticket._id);
  const { control, handleSubmit, setError, reset, formState } = useForm<ReplyFormValues, unknown, ReplyFormOutput>({
    resolver: zodResolver(replyFormSchema) as unknown as Resolver<ReplyFormValues, unknown, ReplyFormOutput>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { body: '', attachment: null },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset({ body: '', attachment: null });
      enqueueSnackbar(TICKET_MSG.replied, { variant: 'success' });
    } catch (error) {
      const failure = readApiError(error);
      applyFieldErrors(failure.fieldErrors, REPLY_FIELDS, setError);
      enqueueSnackbar(failure.message ?? T.replyFailed, { variant: 'error' });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={T.replyLabel}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="body"
          label={T.yourReply}
          multiline
          minRows={3}
          required
          slotProps={{ htmlInput: { maxLength: TICKET_MESSAGE_MAX } }}
        />
        {/* a new key after each reply empties the native file input */}
        <AttachmentInput key={formState.submitCount} control={control} name="attachment" />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <SpinnerButton busy={formState.isSubmitting} fullWidth={false} size="medium">
            {T.reply}
          </SpinnerButton>
        </Box>
      </Stack>
    </Box>
  );
}

function StatusButton({ ticket }: { ticket: TicketDetail }) {
  const { enqueueSnackbar } = useSnackbar();
  const change = useSetTicketStatus(ticket._id);
  const closed = ticket.status === 'closed';
  const onClick = async () => {
    try {
      await change.mutateAsync(closed ? 'open' : 'closed');
      enqueueSnackbar(closed ? TICKET_MSG.reopened : TICKET_MSG.closedDone, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(readApiError(error).message ?? T.changeFailed, { variant: 'error' });
    }
  };
  return (
    <Button variant="outlined" onClick={() => void onClick()} disabled={change.isPending} aria-busy={change.isPending}>
      {closed ? T.reopen : T.close}
    </Button>
  );
}

/** A ticket's thread (`?ticket=<id>`): the messages, a reply box while it is not closed, Close / Reopen. */
export function TicketThread({ id }: { id: string }) {
  const ticket = useTicket(id);
  if (ticket.isPending) return <PageLoader label={T.loadingTicket} />;
  if (ticket.isError) return <LoadError error={ticket.error} what={T.ticketWhat} onRetry={() => void ticket.refetch()} />;
  const t = ticket.data;
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
              {t.subject}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
              <TicketStatusChip status={t.status} />
              <Typography variant="body2" color="text.secondary">
                {T.opened(TICKET_CATEGORY_LABELS[t.category], formatDate(t.createdAt))}
              </Typography>
            </Box>
          </Box>
          <StatusButton ticket={t} />
        </Box>
      </Paper>
      <Stack component="ol" aria-label={T.messages} spacing={1.5} sx={{ m: 0, p: 0 }}>
        {t.messages.map((m) => (
          <Message key={m._id} m={m} />
        ))}
      </Stack>
      {t.status === 'closed' ? (
        <Typography color="text.secondary">{T.closed}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <ReplyForm ticket={t} />
        </Paper>
      )}
    </Stack>
  );
}
