import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Show, useRecordContext } from 'react-admin';
import { TICKET_CATEGORY_LABELS } from '@/common/validation/tickets';
import { ShowLoadError, loadErrorProps } from '../ui/LoadError';
import { UserField } from '../ui/UserField';
import { TicketActions } from './TicketActions';
import { TicketReply } from './TicketReply';
import { TicketStatusField } from './TicketStatusField';
import { TicketThread } from './TicketThread';
import { TICKET_TEXT as T } from './texts';
import type { TicketDetailRecord } from './types';
import { DetailItem } from '../ui/DetailItem';
import { formatDateTime } from '@/common/date-format';

const when = (iso: string | null | undefined) => formatDateTime(iso) || '—';

const TicketTitle = () => {
  const record = useRecordContext<TicketDetailRecord>();
  return <span>{record ? T.pageTitle(record.subject) : T.pageTitleEmpty}</span>;
};

const TicketDetails = () => {
  const record = useRecordContext<TicketDetailRecord>();
  if (!record) return null;
  return (
    <>
      <Card component="section" aria-labelledby="ticket-title">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <Typography id="ticket-title" component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
              {record.subject}
            </Typography>
            <TicketActions />
          </Box>
          <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
            <DetailItem label={T.status}>
              <TicketStatusField />
            </DetailItem>
            <DetailItem label={T.investor}>
              <UserField />
            </DetailItem>
            <DetailItem label={T.category}>{TICKET_CATEGORY_LABELS[record.category] ?? record.category}</DetailItem>
            <DetailItem label={T.assignedTo}>{record.assignee_name ?? T.nobody}</DetailItem>
            <DetailItem label={T.opened}>{when(record.createdAt)}</DetailItem>
            <DetailItem label={T.lastActivity}>{when(record.last_message_at)}</DetailItem>
            {record.closed_at && <DetailItem label={T.closed}>{when(record.closed_at)}</DetailItem>}
          </Box>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="ticket-thread-title" sx={{ mt: 2 }}>
        <CardContent>
          <Typography id="ticket-thread-title" component="h2" variant="h6" gutterBottom>
            {T.conversation}
          </Typography>
          <TicketThread messages={record.messages ?? []} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="ticket-reply-title" sx={{ mt: 2 }}>
        <CardContent>
          <Typography id="ticket-reply-title" component="h2" variant="h6" gutterBottom>
            {T.reply}
          </Typography>
          {record.status === 'closed' ? (
            <Typography variant="body2" color="text.secondary">
              {T.closedNoReply}
            </Typography>
          ) : (
            <TicketReply ticketId={String(record.id)} />
          )}
        </CardContent>
      </Card>
    </>
  );
};

/** One ticket: its facts, the assign/close actions, the thread and the reply form. */
export const TicketShow = () => (
  <Show title={<TicketTitle />} {...loadErrorProps} error={<ShowLoadError />} actions={false} component="div">
    <TicketDetails />
  </Show>
);
