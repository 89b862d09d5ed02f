import { csvExporter, utc } from '../ui/csv';
import { summarizeChanges, type AuditRecord } from './AuditChanges';
import { AUDIT_TEXT } from './texts';

/** The audit log as CSV: who and what by name beside the ids, the changes as one line of text (not JSON). */
export const auditExporter = csvExporter<AuditRecord>('audit', [
  { header: 'entry_id', value: (r) => String(r.id) },
  { header: 'created_at_utc', value: (r) => utc(r.createdAt) },
  { header: 'actor_id', value: (r) => r.actorId },
  { header: 'actor_name', value: (r) => r.actorName ?? (r.actorId ? null : AUDIT_TEXT.system) },
  { header: 'actor_email', value: (r) => r.actorEmail },
  { header: 'action', value: (r) => r.action },
  { header: 'record_type', value: (r) => r.entity },
  { header: 'record_id', value: (r) => r.entityId },
  { header: 'record_name', value: (r) => r.entityLabel },
  { header: 'changes', value: (r) => summarizeChanges(r.before, r.after, Infinity) },
]);
