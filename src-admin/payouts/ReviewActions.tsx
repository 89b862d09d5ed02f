import Box from '@mui/material/Box';
import { MarkPaidButton } from './MarkPaidButton';
import { ApproveButton, WithdrawApprovalButton } from './ReviewButtons';
import type { PayoutRecord } from './review';

/** The steps the signed-in staff member may take on this withdrawal now (none: nothing shown). */
export const ReviewActions = ({ record }: { record?: PayoutRecord }) => (
  <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
    <MarkPaidButton record={record} />
    <ApproveButton record={record} />
    <WithdrawApprovalButton record={record} />
  </Box>
);
