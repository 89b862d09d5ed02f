import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import type { StaffApproval } from '@/common/api/approvals';
import { ApprovalList } from './ApprovalList';
import { describeApproval } from './describe';

// the second admin's desk: a list only, each pending row with its Approve / Reject buttons
export default {
  list: ApprovalList,
  icon: HowToRegOutlined,
  recordRepresentation: (record: StaffApproval) => describeApproval(record),
};
