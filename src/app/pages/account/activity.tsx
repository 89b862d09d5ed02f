import Stack from '@mui/material/Stack';
import { PageHeader } from '@/src/features/account/components/page-header';
import { ActivityTable } from '@/src/features/activity/components/activity-table';

/** /account/activity (SPEC.md section 2). */
export function ActivityPage() {
  return (
    <Stack spacing={3}>
      <PageHeader title="Your Activity" subtitle="Explore your recent transactions." />
      <ActivityTable />
    </Stack>
  );
}
