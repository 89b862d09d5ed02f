import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditRecord {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Written inside the same database transaction as the change it describes. */
export async function recordAudit(tx: Queryable, r: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: r.actorId,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
  });
}
