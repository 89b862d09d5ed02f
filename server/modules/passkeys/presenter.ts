import type { Passkey } from '@/common/api/passkeys';
import type { PasskeyRow } from './repository';

/** What the owner sees of a passkey: never its credential ID or key. */
export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created: row.createdAt.toISOString(),
  last_used: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
});
