// What the proof of reserves page says: the snapshots, the treasury addresses and their form.
import { defineTexts, plain } from '@/common/i18n/translate';

export const RESERVES_TEXT = defineTexts('adminReserves', {
  // the page
  title: plain,
  intro: plain,
  /** after the introduction, for support staff (it starts with its own space where the language has one) */
  onlyAdminsSnapshot: plain,
  publicPage: plain,
  opensInNewTab: plain,
  taking: plain,
  takeNow: plain,
  loading: plain,
  loadFailed: plain,
  notCovered: (id: string, proven: string, coverage: string, total: string) => ({ id, proven, coverage, total }),
  published: plain,
  publishedHelp: plain,
  showing: (shown: number, count: number) => ({ shown, count }),
  showOlder: plain,
  taken: (id: string, total: string, count: number) => ({ id, total, count }),
  takeFailed: plain,
  rootCopied: (id: string) => ({ id }),
  rootCopyFailed: plain,

  // a snapshot
  accounts: (count: number) => ({ count }),
  nothingOwed: plain,
  underCovered: plain,
  copyFullRoot: plain,
  copyRootOf: (id: string) => ({ id }),
  snapshotNumber: (id: string) => ({ id }),
  takenAt: (time: string) => ({ time }),
  totalOwed: plain,
  accountsLabel: plain,
  provenReserves: plain,
  declaredHoldings: plain,
  coverage: plain,
  root: plain,
  snapshot: plain,
  takenAtHeader: plain,
  declared: (amount: string) => ({ amount }),

  // copying
  copied: (what: string) => ({ what }),
  copyFailed: (what: string) => ({ what }),
});

export const TREASURY_TEXT = defineTexts('adminTreasury', {
  // the list
  heading: plain,
  /** the introduction, in two parts around the link to the Liabilities page ({link}) */
  intro: (link: string) => ({ link }),
  liabilitiesLink: plain,
  /** after the introduction, for support staff (it starts with its own space where the language has one) */
  onlyAdmins: plain,
  loading: plain,
  loadFailed: plain,
  none: plain,
  coin: plain,
  address: plain,
  registeredAt: plain,
  proofOfControl: plain,
  registered: (time: string) => ({ time }),
  signedMessage: plain,
  signedMessageOf: (address: string) => ({ address }),
  remove: plain,
  removeAddress: (address: string) => ({ address }),
  removeTitle: plain,
  /** the confirmation, around the address ({address}) */
  removeContent: (coin: string, address: string) => ({ coin, address }),
  removed: (address: string) => ({ address }),
  removeFailed: plain,

  // the proof dialog
  /** around the address ({address}) */
  proofIntro: (coin: string, address: string, time: string) => ({ coin, address, time }),
  signature: plain,
  theSignedMessage: plain,
  theSignature: plain,
  copySignedMessage: plain,
  copySignature: plain,
  copy: plain,
  checkAgain: (format: string) => ({ format }),
  close: plain,

  // the form
  addTitle: plain,
  addHelp: plain,
  addressHelp: (network: string) => ({ network }),
  messageLater: (coin: string) => ({ coin }),
  messageToSign: plain,
  theMessageToSign: plain,
  copyMessageToSign: plain,
  signExactly: (network: string, format: string) => ({ network, format }),
  signatureHelp: plain,
  adding: plain,
  add: plain,
  added: (coin: string, address: string) => ({ coin, address }),
  addFailed: plain,
});
