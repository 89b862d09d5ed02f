import HistoryEdu from '@mui/icons-material/HistoryEdu';
import { AuditList } from './AuditList';
import type { AuditRecord } from './AuditChanges';
import { recordText } from './names';

export default {
  list: AuditList,
  icon: HistoryEdu,
  recordRepresentation: (record: AuditRecord) => `${record.action} on ${recordText(record)}`,
};
