import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { ApprovalStateField } from './ApprovalStateField';
import { reviewStateOf, type PayoutRecord } from './review';

/**
 * The desk's row: where the approval stands, then who must do what next, as the server tells
 * the signed-in staff member (so nobody clicks a step that leaves the money stuck).
 */
export const NextStepField = ({ record: given }: { record?: PayoutRecord }) => {
  const fromContext = useRecordContext<PayoutRecord>();
  const record = given ?? fromContext;
  if (!record) return null;
  const { next_step } = reviewStateOf(record);
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <ApprovalStateField record={record} />
      {next_step && (
        <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {next_step}
        </Typography>
      )}
    </Box>
  );
};
