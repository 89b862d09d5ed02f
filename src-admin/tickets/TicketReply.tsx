import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { KYC_SNIFF_BYTES } from '@/common/validation/kyc';
import {
  checkTicketAttachment,
  TICKET_FILE_ACCEPT,
  TICKET_MAX_FILE_LABEL,
  TICKET_MESSAGE_MAX,
  ticketMessageField,
} from '@/common/validation/tickets';
import type { AdminDataProvider } from '../dataProvider';
import { failure } from '../ui/messages';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';
import { useMutationOnce } from '../ui/useMutationOnce';
import { TICKET_TEXT as T } from './texts';

/**
 * The staff reply: the ticket becomes 'answered' and its owner is told (inbox and e-mail). Sent
 * as a mutation, once at a time: an impatient double click is one reply.
 */
export const TicketReply = ({ ticketId }: { ticketId: string }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const fileId = useId();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const reply = useMutationOnce({
    mutationFn: ({ body, file }: { body: string; file: File | null }) => dataProvider.replyToTicket(ticketId, body, file),
    onSuccess: () => {
      notify(T.replySent, { type: 'success' });
      setBody('');
      setFile(null);
      setFileKey((k) => k + 1);
      refresh();
    },
    onError: (error) => notify(failure(T.replyFailed, error), { type: 'error' }),
  });
  const sending = reply.isPending;

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    if (!chosen) return;
    const head = new Uint8Array(await chosen.slice(0, KYC_SNIFF_BYTES).arrayBuffer());
    const checked = checkTicketAttachment(head, chosen.size);
    if ('error' in checked) setFileError(checked.error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketMessageField.safeParse(body);
    if (!parsed.success) {
      setBodyError(parsed.error.issues[0].message);
      return;
    }
    if (fileError) return;
    reply.send({ body: parsed.data, file });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={T.replyForm} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={T.reply}
        multiline
        minRows={4}
        required
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setBodyError(null);
        }}
        error={!!bodyError}
        helperText={bodyError ?? ' '}
        slotProps={{ htmlInput: { maxLength: TICKET_MESSAGE_MAX } }}
      />
      <Box>
        <FormLabel htmlFor={fileId} sx={{ display: 'block', mb: 0.5, fontWeight: 600, color: 'text.primary' }}>
          {T.attachment}
        </FormLabel>
        <input
          key={fileKey}
          id={fileId}
          type="file"
          accept={TICKET_FILE_ACCEPT}
          aria-describedby={`${fileId}-help`}
          aria-invalid={!!fileError}
          onChange={(e) => void chooseFile(e.target.files?.[0] ?? null)}
        />
        <FormHelperText id={`${fileId}-help`} error={!!fileError}>
          {fileError ?? T.attachmentRule(TICKET_MAX_FILE_LABEL)}
        </FormHelperText>
      </Box>
      <Box>
        <Button type="submit" variant="contained" startIcon={<Send sx={MIRRORED_IN_RTL} />} disabled={sending} aria-busy={sending}>
          {T.send}
        </Button>
      </Box>
    </Box>
  );
};
