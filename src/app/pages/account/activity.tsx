import Stack from '@mui/material/Stack';
import { PageHeader } from '@/src/components/ui/page-header';
import { ActivityTable } from '@/src/features/activity/components/activity-table';
import { StatementDownload } from '@/src/features/statements/components/statement-download';
import { ACCOUNT_PAGES_TEXT as T } from './texts';

/** /account/activity, with the monthly statement download. */
export function ActivityPage() {
  return (
    <Stack spacing={3}>
      <PageHeader title={T.activityTitle} subtitle={T.activitySubtitle} />
      <ActivityTable />
      <StatementDownload />
    </Stack>
  );
}
