// What the proof-of-reserves page says. The verdicts and the API's refusals are shared with the
// server and `npm run verify-proof`: common/reserves/messages.ts (RESERVES_MSG).

export const RESERVES_TEXT = {
  title: 'Proof of reserves',
  intro:
    "We regularly publish a snapshot of everything we owe our investors, as a single fingerprint and a total. Each investor can check that their own balance is counted in it, without seeing anyone else's.",
  loading: 'Loading the published snapshots',
  snapshots: 'The published snapshots',

  latestTitle: 'Latest snapshot',
  takenAt: (when: string, id: number) => `Snapshot #${id}, taken ${when}`,
  totalOwed: 'Total owed to investors',
  totalOwedHint: "Every account's balance, profit, returning principal and pending withdrawals",
  accounts: 'Accounts included',
  accountsHint: 'Every account, including those with a zero balance',
  proven: 'Proven reserves',
  provenHint: 'Held on chain at addresses we control',
  declared: 'Declared holdings',
  declaredHint: 'Our own statement of what we hold; not proven on chain',
  coverage: 'Coverage',
  coverageHint: 'Proven reserves divided by the total owed',
  nothingOwed: 'Nothing owed',
  coverageFull: 'Proven reserves cover everything owed to investors in this snapshot.',
  coverageShort: (percent: string) =>
    `Proven reserves cover ${percent} of what is owed to investors in this snapshot. The rest is not proven on chain.`,
  coverageNone: 'Nothing is owed to investors in this snapshot.',
  root: 'Root',
  previousRoot: 'Root of the snapshot before',
  firstSnapshot: 'None: this is the first snapshot.',
  provenList: 'Proven reserves by coin',
  noProvenReserves: 'No on-chain holdings are proven in this snapshot.',
  addressCount: (count: number) => (count === 1 ? '1 address' : `${count} addresses`),

  verifierTitle: 'Check your proof',
  verifierIntro:
    'Your proof shows where your balance sits in the snapshot. The check runs in your browser: nothing you paste is sent to us.',
  getMyProof: 'Get my proof',
  gettingProof: 'Getting your proof',
  signInForProof: 'Signed-in investors can fetch their proof for the latest snapshot here.',
  proofLabel: 'Proof (JSON)',
  proofHint: 'Paste a proof, or use “Get my proof”.',
  verify: 'Verify',
  saveProof: 'Save as file',
  proofFileName: (snapshotId: number) => `proof-of-reserves-${snapshotId}.json`,
  pasteFirst: 'Paste a proof in the box first.',
  proofLoadFailed: 'Your proof could not be loaded. Please try again.',
  verifiedDetails: 'What the proof shows',
  verifiedSnapshot: 'Snapshot',
  verifiedBalance: 'Your balance in it',
  verifiedTotal: 'Total owed',
  verifiedAccounts: 'Accounts',
  verifiedMatches: (when: string) => `The root matches the one we published for this snapshot on ${when}.`,
  verifiedUnlisted: (id: number) =>
    `Snapshot #${id} is not in the list on this page, so compare its root with the one we published for it.`,
  rootNotPublished: (id: number) => `The proof's root is not the root we published for snapshot #${id}.`,
  totalNotPublished: (id: number, proofTotal: string, published: string) =>
    `The proof's total of ${proofTotal} is not the total of ${published} we published for snapshot #${id}.`,
  accountsNotPublished: (id: number, proofCount: number, published: number) =>
    `The proof counts ${proofCount} accounts; snapshot #${id} was published with ${published}.`,

  howTitle: 'How it works',
  howSteps: [
    'For every snapshot, each account gets a new random code (a nonce), which only its owner receives with their proof. The account appears in the snapshot as a commitment: the SHA-256 of the account id, a colon and the nonce. Without the nonce, nobody can tell whose commitment it is.',
    'Each account becomes a leaf: the SHA-256 of “leaf:”, the commitment, a colon and the balance in cents. The leaf carries that balance as its sum.',
    'The leaves are sorted by commitment and paired. Each pair makes a parent: the SHA-256 of “node:” followed by the left hash, the left sum, the right hash and the right sum, separated by colons. Its sum is the two sums added together. When a level has an odd number of nodes, it is completed with an empty node: the SHA-256 of “empty”, with a sum of zero.',
    'Pairing goes on, level by level, until one node is left: the root. Its sum is the total we owe to all investors. The root and the total are what we publish.',
    'Your proof holds your leaf and, for each level, the node next to yours and the side it is on. Rebuilding the path from your leaf must give exactly the published root and total. If any balance had been left out or lowered, the hashes or the sums would not match.',
  ],
  howOfflineLead: 'You do not have to trust this page: the same check runs offline with the command ',
  offlineCommand: 'npm run verify-proof -- proof.json',
  howOfflineTail: '. The format of snapshots and proofs is set out in our published specification, so anyone can write their own verifier.',
  howLimits:
    'Proven reserves are the balances of addresses we control, read from the blockchains when the snapshot is taken. Declared holdings are our own statement and are shown separately, because they are not proven.',

  historyTitle: 'History',
  historyCaption: 'Every published snapshot, newest first',
  historySnapshot: 'Snapshot',
  historyDate: 'Taken',
  historyTotal: 'Total owed',
  historyAccounts: 'Accounts',
  historyCoverage: 'Coverage',
  historyRoot: 'Root',
} as const;
