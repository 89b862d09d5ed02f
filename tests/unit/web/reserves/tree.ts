// A proof-of-reserves snapshot of three accounts, built here leaf by leaf with the shared hash
// functions, and each account's proof derived from its levels by hand (the sibling on each
// level, the side it stands on): what the server would publish and hand out.
import type { InclusionProof, ReserveSnapshot } from '@/common/api/reserves';
import { commitmentOf, EMPTY_NODE, leafOf, levelsOf } from '@/common/reserves/merkle-sum';
import { USER_ID } from '../helpers/fixtures';

const nonce = (n: number) => n.toString(16).padStart(64, '0');

/** The signed-in investor of the fixtures (USER_ID) and two others; the leaves go in the order of their commitments. */
export const ACCOUNTS = [
  { userId: USER_ID, nonce: nonce(1), cents: 125_050 },
  { userId: '22222222-2222-4222-8222-222222222222', nonce: nonce(2), cents: 40_000 },
  { userId: '33333333-3333-4333-8333-333333333333', nonce: nonce(3), cents: 9_999_999 },
]
  .map((a) => ({ ...a, commitment: commitmentOf(a.userId, a.nonce) }))
  .sort((a, b) => (a.commitment < b.commitment ? -1 : 1));

const LEVELS = levelsOf(ACCOUNTS.map((a) => leafOf(a.commitment, a.cents)));
export const ROOT = LEVELS[LEVELS.length - 1][0];

export const SNAPSHOT_ID = 7;

/** `userId`'s proof for the snapshot: its leaf and, level by level up to the root's children, the node beside it. */
export function proofFor(userId: string): InclusionProof {
  const index = ACCOUNTS.findIndex((a) => a.userId === userId);
  const account = ACCOUNTS[index];
  const path: InclusionProof['path'] = [];
  // three leaves: level 0 pairs (0, 1) and (2, padding); level 1 pairs the two parents
  for (let level = 0, position = index; level < LEVELS.length - 1; level++, position = Math.floor(position / 2)) {
    const sibling = LEVELS[level][position % 2 === 0 ? position + 1 : position - 1] ?? EMPTY_NODE;
    path.push({ side: position % 2 === 0 ? 'right' : 'left', hash: sibling.hash, sum: sibling.sum });
  }
  return {
    snapshot_id: SNAPSHOT_ID,
    root: ROOT.hash,
    total_cents: ROOT.sum,
    leaf_count: ACCOUNTS.length,
    user_id: account.userId,
    nonce: account.nonce,
    leaf: { commitment: account.commitment, cents: account.cents, index },
    path,
  };
}

/** The snapshot as GET /api/reserves/snapshots lists it: $101,650.49 owed, $96,690.00 proven (95.12 %). */
export const snapshot = (overrides: Partial<ReserveSnapshot> = {}): ReserveSnapshot => ({
  id: SNAPSHOT_ID,
  taken_at: '2026-11-21T10:00:00.000Z',
  root: ROOT.hash,
  total_cents: ROOT.sum,
  leaf_count: ACCOUNTS.length,
  previous_root: 'ab'.repeat(32),
  reserves: [{ coin: 'btc', units: '1.25000000', usd_cents: 9_669_000, addresses: ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'] }],
  declared_cents: 2_000_000,
  coverage: 0.9512,
  ...overrides,
});
