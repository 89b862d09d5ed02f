import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

// The Merkle-sum tree of what investors are owed, exactly as docs/proof-of-reserves.md writes it
// down for anyone building their own verifier. The server builds snapshots with these functions,
// and the public page and `npm run verify-proof` check proofs with them; nothing else hashes a
// node, so the three can never disagree.

/** A node of the tree: its hash and the cents under it. */
export interface SumNode {
  hash: string;
  sum: number;
}

/** Lower-case hex SHA-256 of the UTF-8 text. */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** What an investor's leaf names instead of them: only who holds the nonce can link the two. */
export const commitmentOf = (userId: string, nonce: string): string => sha256Hex(`${userId}:${nonce}`);

export const leafOf = (commitment: string, cents: number): SumNode => ({ hash: sha256Hex(`leaf:${commitment}:${cents}`), sum: cents });

/** What pads a level with an odd count of nodes. */
export const EMPTY_NODE: SumNode = { hash: sha256Hex('empty'), sum: 0 };

export const parentOf = (left: SumNode, right: SumNode): SumNode => ({
  hash: sha256Hex(`node:${left.hash}:${left.sum}:${right.hash}:${right.sum}`),
  sum: left.sum + right.sum,
});

/**
 * Every level of the tree, the leaves first and the root's level (one node) last. A level of
 * more than one node with an odd count is padded with the empty node before it is paired; the
 * padding is not stored in the level. A tree with no leaves has the empty node as its root.
 */
export function levelsOf(leaves: readonly SumNode[]): SumNode[][] {
  const levels: SumNode[][] = [leaves.length ? [...leaves] : [EMPTY_NODE]];
  for (let level = levels[0]; level.length > 1; level = levels[levels.length - 1]) {
    const next: SumNode[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(parentOf(level[i], level[i + 1] ?? EMPTY_NODE));
    levels.push(next);
  }
  return levels;
}

/** How many levels stand above the leaves in a tree of `leafCount` leaves: the length of every proof's path. */
export function pathLength(leafCount: number): number {
  let length = 0;
  for (let width = leafCount; width > 1; width = Math.ceil(width / 2)) length += 1;
  return length;
}

/** Which side of the node on the path its sibling stands, from the node's position on its level. */
export const siblingSide = (index: number): 'left' | 'right' => (index % 2 === 0 ? 'right' : 'left');
