import HistoryEdu from '@mui/icons-material/HistoryEdu';
import { AuditList } from './AuditList';
import type { AuditRecord } from './AuditChanges';
import { recordText } from './names';
import { AUDIT_TEXT } from './texts';

export default {
  list: AuditList,
  icon: HistoryEdu,
  recordRepresentation: (record: AuditRecord) => AUDIT_TEXT.actionOn(record.action, recordText(record)),
};
