import type { AuditRecord } from './AuditChanges';

/** Who made a change: their name with the e-mail, the e-mail alone for a deleted actor, or the system. */
export const actorText = (r: Pick<AuditRecord, 'actorName' | 'actorEmail'>): string =>
  r.actorName ? `${r.actorName}${r.actorEmail ? ` (${r.actorEmail})` : ''}` : (r.actorEmail ?? 'System');

/** The changed record as a person reads it: its name from the API, else its type and id. */
export const recordText = (r: Pick<AuditRecord, 'entity' | 'entityId' | 'entityLabel'>): string =>
  r.entityLabel ?? `${r.entity} ${r.entityId}`;
