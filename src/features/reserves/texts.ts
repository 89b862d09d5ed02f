// What the proof-of-reserves page says. The verdicts and the API's refusals are shared with the
// server and `npm run verify-proof`: common/reserves/messages.ts (RESERVES_MSG).
import { defineTexts, plain } from '@/common/i18n/translate';
import { withGetters } from '@/common/validation/lazy-text';

// Snapshot numbers and account counts are written as the page always wrote them ('#1204'),
// not grouped like amounts: an id is compared with the one in a proof's file, digit by digit.
const TEXTS = defineTexts('reservesPage', {
  title: plain,
  intro: plain,
  loading: plain,
  snapshots: plain,

  latestTitle: plain,
  takenAt: (when: string, id: number) => ({ when, id: String(id) }),
  totalOwed: plain,
  totalOwedHint: plain,
  accounts: plain,
  accountsHint: plain,
  proven: plain,
  provenHint: plain,
  declared: plain,
  declaredHint: plain,
  coverage: plain,
  coverageHint: plain,
  nothingOwed: plain,
  coverageFull: plain,
  coverageShort: (percent: string) => ({ percent }),
  coverageNone: plain,
  root: plain,
  rootIs: plain,
  previousRoot: plain,
  firstSnapshot: plain,
  provenList: plain,
  noProvenReserves: plain,
  // 'Bitcoin: 1.25000000 BTC, $96,690.00': the units exactly as the chain gives them
  coinReserve: (coin: string, units: string, symbol: string, usd: string) => ({ coin, units, symbol, usd }),
  addressCount: (count: number) => ({ count }),

  verifierTitle: plain,
  verifierIntro: plain,
  getMyProof: plain,
  gettingProof: plain,
  signInForProof: plain,
  proofLabel: plain,
  proofHint: plain,
  verify: plain,
  saveProof: plain,
  pasteFirst: plain,
  proofLoadFailed: plain,
  verifiedDetails: plain,
  verifiedSnapshot: plain,
  verifiedBalance: plain,
  verifiedTotal: plain,
  verifiedAccounts: plain,
  verifiedMatches: (when: string) => ({ when }),
  verifiedUnlisted: (id: number) => ({ id: String(id) }),
  rootNotPublished: (id: number) => ({ id: String(id) }),
  totalNotPublished: (id: number, proofTotal: string, published: string) => ({ id: String(id), proofTotal, published }),
  accountsNotPublished: (id: number, proofCount: number, published: number) => ({
    id: String(id),
    proofCount: String(proofCount),
    published: String(published),
  }),

  howTitle: plain,
  howStep1: plain,
  howStep2: plain,
  howStep3: plain,
  howStep4: plain,
  howStep5: plain,
  // the command (OFFLINE_VERIFY_COMMAND) stands between the two
  howOfflineLead: plain,
  howOfflineTail: plain,
  howLimits: plain,

  historyTitle: plain,
  historyCaption: plain,
  historySnapshot: plain,
  historyDate: plain,
  historyTotal: plain,
  historyAccounts: plain,
  historyCoverage: plain,
  historyRoot: plain,
});

export const RESERVES_TEXT = withGetters(TEXTS, {
  howSteps: () => [TEXTS.howStep1, TEXTS.howStep2, TEXTS.howStep3, TEXTS.howStep4, TEXTS.howStep5],
});

/** The command that runs the same check offline: code, the same in every language. */
export const OFFLINE_VERIFY_COMMAND = 'npm run verify-proof -- proof.json';

/** The name a saved proof gets: a file name, the same in every language. */
export const proofFileName = (snapshotId: number): string => `proof-of-reserves-${snapshotId}.json`;
