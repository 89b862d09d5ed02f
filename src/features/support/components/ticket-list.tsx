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
import { TicketStatusChip } from './ticket-status-chip';

const LABEL = 'Your tickets';

const SubjectLink = ({ t }: { t: Ticket }) => (
  <Link component={RouterLink} to={ticketLink(t._id)} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
    {t.subject}
  </Link>
);

const Head = () => (
  <TableHead>
    <TableRow>
      <TableCell>Subject</TableCell>
      <TableCell>Category</TableCell>
      <TableCell>Status</TableCell>
      <TableCell>Last activity</TableCell>
    </TableRow>
  </TableHead>
);

/** The investor's tickets, the latest activity first; a subject opens its thread. */
export function TicketList() {
  const [page, setPage] = useState(0);
  const phone = usePhoneLayout();
  const tickets = useMyTickets(page);
  if (tickets.isPending) return <PageLoader label="Loading your tickets" />;
  if (tickets.isError) return <LoadError error={tickets.error} what="Your tickets" onRetry={() => void tickets.refetch()} />;
  const { rows, total } = tickets.data;
  if (total === 0) {
    return (
      <TableRegion label={LABEL}>
        <Head />
        <TableBody>
          <TableRow>
            <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
              No tickets yet. Questions about a deposit, a withdrawal or your account? Open a ticket and we will answer here.
            </TableCell>
          </TableRow>
        </TableBody>
      </TableRegion>
    );
  }
  return (
    <Stack spacing={1.5}>
      {phone ? (
        <RecordCards label={LABEL}>
          {rows.map((t) => (
            <RecordCard
              key={t._id}
              title={<SubjectLink t={t} />}
              status={<TicketStatusChip status={t.status} />}
              fields={[
                ['Category', TICKET_CATEGORY_LABELS[t.category]],
                ['Last activity', formatDate(t.last_message_at)],
              ]}
            />
          ))}
        </RecordCards>
      ) : (
        <TableRegion label={LABEL}>
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
      <ListPager label={LABEL} total={total} page={page} perPage={TICKETS_PAGE_SIZE} onPageChange={setPage} />
    </Stack>
  );
}
