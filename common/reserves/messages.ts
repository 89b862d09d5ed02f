/** What the proof-of-reserves screens and API say (one place for the server, the site and the back office). */
export const RESERVES_MSG = {
  noProof: 'There is no proof for you in that snapshot: it does not exist, or it was taken before your account was opened',
  noSnapshots: 'No snapshot has been published yet.',
  proofValid: 'Verified: your balance is included in the published total.',
  proofInvalid: 'This proof does not verify:',
  notJson: 'The proof is not valid JSON',
} as const;
