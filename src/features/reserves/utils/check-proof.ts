import type { InclusionProof, ReserveSnapshot } from '@/common/api/reserves';
import { formatUsdFromCents } from '@/common/money';
import { verifyInclusionProof } from '@/common/reserves/verify-proof';
import { RESERVES_TEXT as T } from '../texts';

/** What the verifier box says about what was pasted. */
export type ProofCheck =
  | { kind: 'empty' }
  | { kind: 'not-json' }
  | { kind: 'invalid'; problems: string[] }
  /** `published`: the snapshot of the same number on this page; undefined when the page does not list it */
  | { kind: 'valid'; proof: InclusionProof; published: ReserveSnapshot | undefined };

/** Where a proof that holds together disagrees with what was published for its snapshot. */
function publicationProblems(proof: InclusionProof, published: ReserveSnapshot): string[] {
  const id = proof.snapshot_id;
  const problems: string[] = [];
  if (proof.root !== published.root) problems.push(T.rootNotPublished(id));
  if (proof.total_cents !== published.total_cents) {
    problems.push(T.totalNotPublished(id, formatUsdFromCents(proof.total_cents), formatUsdFromCents(published.total_cents)));
  }
  if (proof.leaf_count !== published.leaf_count) problems.push(T.accountsNotPublished(id, proof.leaf_count, published.leaf_count));
  return problems;
}

/**
 * Checks the text of a proof: JSON, then every rule of the written algorithm
 * (common/reserves/verify-proof.ts, the same code as `npm run verify-proof`), then, for a
 * snapshot the page lists, that the proof leads to the root and total published for it.
 */
export function checkProof(text: string, snapshots: readonly ReserveSnapshot[] | undefined): ProofCheck {
  if (!text.trim()) return { kind: 'empty' };
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { kind: 'not-json' };
  }
  const verdict = verifyInclusionProof(input);
  if (!verdict.valid) return { kind: 'invalid', problems: verdict.problems };
  const published = snapshots?.find((s) => s.id === verdict.proof.snapshot_id);
  const problems = published ? publicationProblems(verdict.proof, published) : [];
  return problems.length ? { kind: 'invalid', problems } : { kind: 'valid', proof: verdict.proof, published };
}
