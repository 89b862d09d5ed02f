import Stack from '@mui/material/Stack';
import { PageHeader } from '@/src/components/ui/page-header';
import { ActiveTradesTable } from '@/src/features/investments/components/active-trades-table';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/** /account/activetrade: the investor's running investments. */
export function ActiveTradesPage() {
  return (
    <Stack spacing={3}>
      <PageHeader title={T.activeTradesTitle} subtitle={T.activeTradesSubtitle} />
      <ActiveTradesTable />
    </Stack>
  );
}
