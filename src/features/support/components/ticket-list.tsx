import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { ticketLink } from '@/common/app-links';
import { TICKET_CATEGORY_LABELS } from '@/common/validation/tickets';
import { PageLoader } from '@/src/components/ui/page-loader';
import { ListPager } from '@/src/components/ui/list-pager';
import { LoadError } from '@/src/components/ui/load-error';
import { RecordCard, RecordCards } from '@/src/components/ui/record-card';
import { TableRegion } from '@/src/components/ui/table-region';
import { formatDate } from '@/src/utils/format';
import { usePhoneLayout } from '@/src/hooks/use-phone-layout';
import { TICKETS_PAGE_SIZE, useMyTickets } from '../api/get-tickets';
import type { Ticket } from '../types';
import { SUPPORT_TEXT as T } from '../texts';
import { TicketStatusChip } from './ticket-status-chip';

const SubjectLink = ({ t }: { t: Ticket }) => (
  <Link component={RouterLink} to={ticketLink(t._id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
    {t.subject}
  </Link>
);

const Head = () => (
  <TableHead>
    <TableRow>
      <TableCell>{T.subject}</TableCell>
      <TableCell>{T.category}</TableCell>
      <TableCell>{T.status}</TableCell>
      <TableCell>{T.lastActivity}</TableCell>
    </TableRow>
  </TableHead>
);

/** The investor's tickets, the latest activity first; a subject opens its thread. */
export function TicketList() {
  const [page, setPage] = useState(0);
  const phone = usePhoneLayout();
  const tickets = useMyTickets(page);
  if (tickets.isPending) return <PageLoader label={T.loadingList} />;
  if (tickets.isError) return <LoadError error={tickets.error} what={T.listWhat} onRetry={() => void tickets.refetch()} />;
  const label = T.listLabel;
  const { rows, total } = tickets.data;
  if (total === 0) {
    return (
      <TableRegion label={label}>
        <Head />
        <TableBody>
          <TableRow>
            <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
              {T.noTickets}
            </TableCell>
          </TableRow>
        </TableBody>
      </TableRegion>
    );
  }
  return (
    <Stack spacing={1.5}>
      {phone ? (
        <RecordCards label={label}>
          {rows.map((t) => (
            <RecordCard
              key={t._id}
              title={<SubjectLink t={t} />}
              status={<TicketStatusChip status={t.status} />}
              fields={[
                [T.category, TICKET_CATEGORY_LABELS[t.category]],
                [T.lastActivity, formatDate(t.last_message_at)],
              ]}
            />
          ))}
        </RecordCards>
      ) : (
        <TableRegion label={label}>
          <Head />
          <TableBody>
            {rows.map((t) => (
              <TableRow key={t._id}>
                <TableCell>
                  <SubjectLink t={t} />
                </TableCell>
                <TableCell>{TICKET_CATEGORY_LABELS[t.category]}</TableCell>
                <TableCell>
                  <TicketStatusChip status={t.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.last_message_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </TableRegion>
      )}
      <ListPager label={label} total={total} page={page} perPage={TICKETS_PAGE_SIZE} onPageChange={setPage} />
    </Stack>
  );
}
