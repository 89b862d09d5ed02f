// The Merkle-sum tree and its verifier against the written algorithm (docs/proof-of-reserves.md),
// computed here by hand with Node's own SHA-256, not with the code under test.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { InclusionProof } from '@/common/api/reserves';
import { commitmentOf, EMPTY_NODE, leafOf, levelsOf, pathLength } from '@/common/reserves/merkle-sum';
import { verifyInclusionProof } from '@/common/reserves/verify-proof';

const h = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const node = (l: { hash: string; sum: number }, r: { hash: string; sum: number }) => ({
  hash: h(`node:${l.hash}:${l.sum}:${r.hash}:${r.sum}`),
  sum: l.sum + r.sum,
});

// three investors; the leaves go in the order of their commitments
const NONCE = (n: number) => n.toString(16).padStart(64, '0');
const people = [
  { id: '7c1e5a52-0000-4000-8000-000000000001', nonce: NONCE(1), cents: 125_050 },
  { id: '7c1e5a52-0000-4000-8000-000000000002', nonce: NONCE(2), cents: 0 },
  { id: '7c1e5a52-0000-4000-8000-000000000003', nonce: NONCE(3), cents: 9_999_999 },
]
  .map((p) => ({ ...p, commitment: h(`${p.id}:${p.nonce}`) }))
  .sort((a, b) => (a.commitment < b.commitment ? -1 : 1));
const leaves = people.map((p) => ({ hash: h(`leaf:${p.commitment}:${p.cents}`), sum: p.cents }));
const empty = { hash: h('empty'), sum: 0 };
// level 1: (0,1) and (2, empty); the root pairs those two
const level1 = [node(leaves[0], leaves[1]), node(leaves[2], empty)];
const root = node(level1[0], level1[1]);

/** The third person's proof, written out by hand: their sibling is the padding, then the first pair. */
const handProof = (): InclusionProof => ({
  snapshot_id: 7,
  root: root.hash,
  total_cents: root.sum,
  leaf_count: 3,
  user_id: people[2].id,
  nonce: people[2].nonce,
  leaf: { commitment: people[2].commitment, cents: people[2].cents, index: 2 },
  path: [
    { side: 'right', hash: empty.hash, sum: 0 },
    { side: 'left', hash: level1[0].hash, sum: level1[0].sum },
  ],
});

const problemsOf = (proof: unknown) => {
  const verdict = verifyInclusionProof(proof);
  return verdict.valid ? [] : verdict.problems;
};

describe('the Merkle-sum tree', () => {
  it('hashes exactly as written: commitment, leaf, empty node, parent', () => {
    expect(commitmentOf(people[0].id, people[0].nonce)).toBe(people[0].commitment);
    expect(leafOf(people[0].commitment, people[0].cents)).toEqual(leaves[0]);
    expect(EMPTY_NODE).toEqual(empty);
    expect(h('empty')).toBe('2e1cfa82b035c26cbbbdae632cea070514eb8b773f616aaeaf668e2f0be8f10d');
  });

  it('pads an odd level with the empty node, and its root sums every leaf', () => {
    const levels = levelsOf(leaves);
    expect(levels).toEqual([leaves, level1, [root]]);
    expect(root.sum).toBe(125_050 + 9_999_999);
  });

  it('a single leaf is its own root; no leaves give the empty node', () => {
    expect(levelsOf([leaves[0]])).toEqual([[leaves[0]]]);
    expect(levelsOf([])).toEqual([[empty]]);
  });

  it('has as many steps from a leaf to the root as halvings of the leaf count', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 1000].map(pathLength)).toEqual([0, 1, 2, 2, 3, 3, 4, 10]);
  });
});

describe('verifying a proof', () => {
  it('accepts the proof written by hand', () => {
    expect(verifyInclusionProof(handProof())).toEqual({ valid: true, proof: handProof(), root });
  });

  it('accepts the one-leaf proof with an empty path', () => {
    const only = leafOf(people[0].commitment, 5);
    const proof = { ...handProof(), root: only.hash, total_cents: 5, leaf_count: 1, user_id: people[0].id, nonce: people[0].nonce };
    expect(problemsOf({ ...proof, leaf: { commitment: people[0].commitment, cents: 5, index: 0 }, path: [] })).toEqual([]);
  });

  it('refuses any changed cents, hash, sum, side, index, nonce, root or total, saying what is wrong', () => {
    const p = handProof();
    expect(problemsOf({ ...p, leaf: { ...p.leaf, cents: p.leaf.cents - 1 } }).join(' ')).toMatch(/not to the published root/);
    expect(problemsOf({ ...p, path: [p.path[0], { ...p.path[1], sum: p.path[1].sum + 1 }] }).join(' ')).toMatch(/published root/);
    expect(problemsOf({ ...p, path: [p.path[0], { ...p.path[1], hash: h('forged') }] }).join(' ')).toMatch(/published root/);
    expect(problemsOf({ ...p, path: [{ ...p.path[0], side: 'left' }, p.path[1]] }).join(' ')).toMatch(
      /Step 1 puts the sibling on the left/,
    );
    expect(problemsOf({ ...p, leaf: { ...p.leaf, index: 1 } }).join(' ')).toMatch(/Step 1 puts the sibling on the right/);
    expect(problemsOf({ ...p, leaf: { ...p.leaf, index: 3 } }).join(' ')).toMatch(/outside a tree of 3 leaves/);
    expect(problemsOf({ ...p, nonce: NONCE(9) }).join(' ')).toMatch(/commitment is not sha256\(user_id:nonce\)/);
    expect(problemsOf({ ...p, user_id: people[0].id }).join(' ')).toMatch(/commitment/);
    expect(problemsOf({ ...p, root: h('another root') }).join(' ')).toMatch(/not to the published root/);
    expect(problemsOf({ ...p, total_cents: p.total_cents + 100 }).join(' ')).toMatch(/adds up to 10125049 cents/);
    expect(problemsOf({ ...p, path: [p.path[0]] }).join(' ')).toMatch(/has 2 steps .* the path has 1/);
  });

  it('refuses what is not a proof, naming the field', () => {
    expect(problemsOf('hello')).toEqual(['The proof: Invalid input: expected object, received string']);
    const p = handProof();
    expect(problemsOf({ ...p, leaf: { ...p.leaf, cents: -5 } }).join(' ')).toMatch(/^leaf\.cents: must not be negative/);
    expect(problemsOf({ ...p, leaf: { ...p.leaf, cents: 1.5 } }).join(' ')).toMatch(/whole number of cents/);
    expect(problemsOf({ ...p, root: p.root.toUpperCase() }).join(' ')).toMatch(/^root: must be 64 lower-case hexadecimal/);
    expect(problemsOf({ ...p, path: [{ ...p.path[0], side: 'up' }, p.path[1]] }).join(' ')).toMatch(/^path\.0\.side/);
    expect(problemsOf({ ...p, extra: 1 }).join(' ')).toMatch(/extra/);
  });
});
