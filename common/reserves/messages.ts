/** What the proof-of-reserves screens and API say (one place for the server, the site and the back office). */
export const RESERVES_MSG = {
  noProof: 'There is no proof for you in that snapshot: it does not exist, or it was taken before your account was opened',
  noSnapshots: 'No snapshot has been published yet.',
  proofValid: 'Verified: your balance is included in the published total.',
  proofInvalid: 'This proof does not verify:',
  notJson: 'The proof is not valid JSON',
  signatureWrong: "The signature does not prove control of this address: sign exactly the message shown, with this address's key",
  treasuryTaken: 'This address is on the list already',
  treasuryNotFound: 'There is no such treasury address',
  chainUnreadable: (detail: string) => `The reserves could not be read from the chain, so no snapshot was taken: ${detail}`,
  noRate: (coin: string) => `There is no rate for ${coin} to value the reserves at: set a fallback rate or try again later`,
} as const;
