import type { AuditRecord } from './AuditChanges';
import { wordFor } from '../layout/words';
import { AUDIT_ACTION_TEXT, AUDIT_ENTITY_TEXT, AUDIT_TEXT } from './texts';

/** Who made a change: their name with the e-mail, the e-mail alone for a deleted actor, or the system. */
export const actorText = (r: Pick<AuditRecord, 'actorName' | 'actorEmail'>): string =>
  r.actorName ? `${r.actorName}${r.actorEmail ? ` (${r.actorEmail})` : ''}` : (r.actorEmail ?? AUDIT_TEXT.system);

/** What a kind of record is called, if it is one the back office names. */
export const entityName = (entity: string): string | undefined => wordFor(AUDIT_ENTITY_TEXT, entity);

/** The kinds of record, as the log's filter offers them (read at render, in the language of the moment). */
export const entityChoices = () => Object.entries(AUDIT_ENTITY_TEXT).map(([id, name]) => ({ id, name }));

/**
 * The changed record as a person reads it: its name from the API, else its type and the start
 * of its id (enough to tell two apart; the whole id is in the CSV and the search).
 */
export const recordText = (r: Pick<AuditRecord, 'entity' | 'entityId' | 'entityLabel'>): string =>
  r.entityLabel ?? `${entityName(r.entity) ?? r.entity} ${r.entityId.length > 8 ? `${r.entityId.slice(0, 8)}…` : r.entityId}`;

/**
 * An action as a sentence ('Credited an account'); an action AUDIT_ACTION_TEXT does not name reads
 * from its key ('payout.hold' -> 'Payout hold') rather than showing a raw key.
 */
export const actionText = (action: string): string => {
  const named = wordFor(AUDIT_ACTION_TEXT, action);
  if (named) return named;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
