import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify } from 'react-admin';
import type { PublicTicketMessage } from '@/common/api/tickets';
import type { AdminDataProvider } from '../dataProvider';
import { failure } from '../ui/messages';
import { saveFile } from '@/src/utils/save-file';
import { formatDateTime } from '@/common/date-format';
import { fileSize } from '../kyc/fileSize';
import { TICKET_TEXT as T } from './texts';

const when = (iso: string) => formatDateTime(iso);

/** Opens the file as a download: a blob: address (the CSP keeps blob: out of <img> and frames). */
function AttachmentLink({ attachment }: { attachment: NonNullable<PublicTicketMessage['attachment']> }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const download = async () => {
    try {
      // saved under the name that follows its real type; the name it was sent with is only shown
      saveFile(await dataProvider.getTicketAttachment(attachment.url), attachment.file_name);
    } catch (error) {
      notify(failure(T.downloadFailed, error), { type: 'error' });
    }
  };
  return (
    <Link
      component="button"
      type="button"
      onClick={() => void download()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      <AttachFile fontSize="small" aria-hidden />
      {T.downloadFile(attachment.name, fileSize(attachment.size))}
    </Link>
  );
}

/** The thread, oldest first; staff messages tinted and marked 'Staff'. */
export const TicketThread = ({ messages }: { messages: PublicTicketMessage[] }) => (
  <Stack component="ol" aria-label={T.messages} spacing={1.5} sx={{ m: 0, p: 0 }}>
    {messages.map((m) => (
      <Paper
        key={m._id}
        component="li"
        variant="outlined"
        sx={{
          listStyle: 'none',
          p: 2,
          maxWidth: { xs: '100%', md: '85%' },
          alignSelf: m.author.staff ? 'flex-end' : 'flex-start',
          bgcolor: m.author.staff ? '#eef4ff' : 'background.paper',
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mb: 0.5 }}>
          <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
            {m.author.name}
            {m.author.staff ? T.staffMark : ''}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            {when(m.createdAt)}
          </Typography>
        </Box>
        <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.body}
        </Typography>
        {m.attachment && <AttachmentLink attachment={m.attachment} />}
      </Paper>
    ))}
  </Stack>
);
