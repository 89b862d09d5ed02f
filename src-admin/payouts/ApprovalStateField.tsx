import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { approvalState, type PayoutRecord } from './review';

const COLOR = {
  approved: 'success.dark',
  paid: 'success.dark',
  rejected: 'error.dark',
  'needs-approval': 'warning.dark',
  single: 'text.secondary',
} as const;

/** 'Approved by X at T', 'Needs approval' (at or above the two-person threshold) or 'No approval needed'. */
export const ApprovalStateField = ({ record: given }: { record?: PayoutRecord }) => {
  const fromContext = useRecordContext<PayoutRecord>();
  const record = given ?? fromContext;
  if (!record) return null;
  const state = approvalState(record);
  return (
    <Typography variant="body2" component="span" sx={{ color: COLOR[state.kind], fontWeight: state.kind === 'needs-approval' ? 600 : 400 }}>
      {state.text}
    </Typography>
  );
};
