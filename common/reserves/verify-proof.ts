import { inclusionProofSchema, type InclusionProof } from '../api/reserves';
import { defineTexts, plain } from '../i18n/translate';
import { commitmentOf, leafOf, parentOf, pathLength, siblingSide, type SumNode } from './merkle-sum';

// Checks an inclusion proof with nothing but the proof: the public page runs this in the browser
// and `npm run verify-proof` runs it offline, so neither trusts the server that made the proof.

export type ProofVerdict =
  { valid: true; proof: InclusionProof; /** what the path recomputes to */ root: SumNode } | { valid: false; problems: string[] };

const short = (hash: string) => `${hash.slice(0, 12)}…`;

const PROOF_CHECK = defineTexts('proofCheck', {
  /** a part of the proof its schema refused (`where`: its path, or the proof as a whole) */
  shape: (where: string, problem: string) => ({ where, problem }),
  wholeProof: plain,
  commitment: (expected: string) => ({ expected: short(expected) }),
  indexOutside: (index: number, leaves: number) => ({ index, leaves }),
  pathLength: (leaves: number, depth: number, length: number) => ({ leaves, depth, length }),
  sideWrong: (step: number, side: 'left' | 'right', index: number, expected: 'left' | 'right') => ({ step, side, index, expected }),
  rootWrong: (got: string, published: string) => ({ got: short(got), published: short(published) }),
  totalWrong: (sum: number, total: number) => ({ sum, total }),
});

/** Each rule a proof must meet, in the order a reader would check them by hand. */
export function verifyInclusionProof(input: unknown): ProofVerdict {
  const parsed = inclusionProofSchema.safeParse(input);
  if (!parsed.success) {
    return {
      valid: false,
      problems: parsed.error.issues.map((issue) =>
        PROOF_CHECK.shape(issue.path.length ? issue.path.join('.') : PROOF_CHECK.wholeProof, issue.message),
      ),
    };
  }
  const proof = parsed.data;
  const problems: string[] = [];

  const commitment = commitmentOf(proof.user_id, proof.nonce);
  if (commitment !== proof.leaf.commitment) {
    problems.push(PROOF_CHECK.commitment(commitment));
  }
  if (proof.leaf.index >= proof.leaf_count) {
    problems.push(PROOF_CHECK.indexOutside(proof.leaf.index, proof.leaf_count));
  }
  const depth = pathLength(proof.leaf_count);
  if (proof.path.length !== depth) {
    problems.push(PROOF_CHECK.pathLength(proof.leaf_count, depth, proof.path.length));
  }

  // walk up: at each level the leaf's position says on which side its sibling must stand
  let node = leafOf(proof.leaf.commitment, proof.leaf.cents);
  let index = proof.leaf.index;
  proof.path.forEach((step, level) => {
    if (step.side !== siblingSide(index)) {
      problems.push(PROOF_CHECK.sideWrong(level + 1, step.side, index, siblingSide(index)));
    }
    node = step.side === 'left' ? parentOf(step, node) : parentOf(node, step);
    index = Math.floor(index / 2);
  });

  if (node.hash !== proof.root) {
    problems.push(PROOF_CHECK.rootWrong(node.hash, proof.root));
  }
  if (node.sum !== proof.total_cents) {
    problems.push(PROOF_CHECK.totalWrong(node.sum, proof.total_cents));
  }
  return problems.length ? { valid: false, problems } : { valid: true, proof, root: node };
}
