import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { APP_LINKS, ticketLink } from '@/common/app-links';
import { PageHeader } from '@/src/components/ui/page-header';
import { NewTicketForm } from '@/src/features/support/components/new-ticket-form';
import { TicketList } from '@/src/features/support/components/ticket-list';
import { TicketThread } from '@/src/features/support/components/ticket-thread';
import { ACCOUNT_PAGES_TEXT as T } from './texts';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';

/** /account/support: the investor's tickets and a new-ticket form; `?ticket=<id>` opens one thread. */
export function SupportPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const ticketId = params.get('ticket');

  if (ticketId) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <PageHeader title={T.support} subtitle={T.supportThreadSubtitle} />
        <Link
          component={RouterLink}
          to={APP_LINKS.support}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
        >
          <ArrowBack fontSize="small" aria-hidden sx={MIRRORED_IN_RTL} />
          {T.allTickets}
        </Link>
        <TicketThread key={ticketId} id={ticketId} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeader
        title={T.support}
        subtitle={T.supportSubtitle}
        actions={
          !creating && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {T.newTicket}
            </Button>
          )
        }
      />
      {creating && <NewTicketForm onCancel={() => setCreating(false)} onCreated={(t) => void navigate(ticketLink(t._id))} />}
      <TicketList />
    </Stack>
  );
}
