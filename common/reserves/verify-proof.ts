import { inclusionProofSchema, type InclusionProof } from '../api/reserves';
import { commitmentOf, leafOf, parentOf, pathLength, siblingSide, type SumNode } from './merkle-sum';

// Checks an inclusion proof with nothing but the proof: the public page runs this in the browser
// and `npm run verify-proof` runs it offline, so neither trusts the server that made the proof.

export type ProofVerdict =
  { valid: true; proof: InclusionProof; /** what the path recomputes to */ root: SumNode } | { valid: false; problems: string[] };

const short = (hash: string) => `${hash.slice(0, 12)}…`;

/** Each rule a proof must meet, in the order a reader would check them by hand. */
export function verifyInclusionProof(input: unknown): ProofVerdict {
  const parsed = inclusionProofSchema.safeParse(input);
  if (!parsed.success) {
    return {
      valid: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'The proof'}: ${issue.message}`),
    };
  }
  const proof = parsed.data;
  const problems: string[] = [];

  const commitment = commitmentOf(proof.user_id, proof.nonce);
  if (commitment !== proof.leaf.commitment) {
    problems.push(`The leaf's commitment is not sha256(user_id:nonce) (that is ${short(commitment)}).`);
  }
  if (proof.leaf.index >= proof.leaf_count) {
    problems.push(`The leaf's index ${proof.leaf.index} is outside a tree of ${proof.leaf_count} leaves.`);
  }
  const depth = pathLength(proof.leaf_count);
  if (proof.path.length !== depth) {
    problems.push(`A tree of ${proof.leaf_count} leaves has ${depth} steps from a leaf to the root; the path has ${proof.path.length}.`);
  }

  // walk up: at each level the leaf's position says on which side its sibling must stand
  let node = leafOf(proof.leaf.commitment, proof.leaf.cents);
  let index = proof.leaf.index;
  proof.path.forEach((step, level) => {
    if (step.side !== siblingSide(index)) {
      problems.push(
        `Step ${level + 1} puts the sibling on the ${step.side}, but at position ${index} it stands on the ${siblingSide(index)}.`,
      );
    }
    node = step.side === 'left' ? parentOf(step, node) : parentOf(node, step);
    index = Math.floor(index / 2);
  });

  if (node.hash !== proof.root) {
    problems.push(`The path leads to the root ${short(node.hash)}, not to the published root ${short(proof.root)}.`);
  }
  if (node.sum !== proof.total_cents) {
    problems.push(`The path adds up to ${node.sum} cents, not to the published total of ${proof.total_cents} cents.`);
  }
  return problems.length ? { valid: false, problems } : { valid: true, proof, root: node };
}
