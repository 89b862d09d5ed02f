import HistoryEdu from '@mui/icons-material/HistoryEdu';
import { AuditList } from './AuditList';
import type { AuditRecord } from './AuditChanges';

export default {
  list: AuditList,
  icon: HistoryEdu,
  recordRepresentation: (record: AuditRecord) => `${record.action} on ${record.entity} ${record.entityId}`,
};
