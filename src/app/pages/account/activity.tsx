import Stack from '@mui/material/Stack';
import { PageHeader } from '@/src/components/ui/page-header';
import { ActivityTable } from '@/src/features/activity/components/activity-table';
import { StatementDownload } from '@/src/features/statements/components/statement-download';

/** /account/activity, with the monthly statement download. */
export function ActivityPage() {
  return (
    <Stack spacing={3}>
      <PageHeader title="Your Activity" subtitle="Explore your recent transactions." />
      <ActivityTable />
      <StatementDownload />
    </Stack>
  );
}
