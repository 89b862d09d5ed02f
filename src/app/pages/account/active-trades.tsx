import Stack from '@mui/material/Stack';
import { PageHeader } from '@/src/components/ui/page-header';
import { ActiveTradesTable } from '@/src/features/investments/components/active-trades-table';

/** /account/activetrade: the investor's running investments. */
export function ActiveTradesPage() {
  return (
    <Stack spacing={3}>
      <PageHeader title="Active Trades" subtitle="Keep Track of your Trades." />
      <ActiveTradesTable />
    </Stack>
  );
}
