// What the payout desk says (its queue, summary, review steps and dialogs) and what the Bitcoin
// batches say (building, signing, cancelling a PSBT). Withdrawals are counted with a plural, so
// every language says '1 withdrawal' its own way.
import { defineTexts, plain } from '@/common/i18n/translate';
import type { PayoutBatch } from '@/common/api/payout-batches';

export const PAYOUT_TEXT = defineTexts('adminPayouts', {
  withdrawals: (count: number) => ({ count }),

  // where a withdrawal stands: 'Approved by X at T'
  someone: plain,
  approvedBy: (name: string) => ({ name }),
  approvedByAt: (name: string, at: string) => ({ name, at }),
  paidBy: (name: string) => ({ name }),
  paidByAt: (name: string, at: string) => ({ name, at }),
  rejectedBy: (name: string) => ({ name }),
  rejectedByAt: (name: string, at: string) => ({ name, at }),
  needsApproval: plain,
  noApprovalNeeded: plain,
  noFlags: plain,
  // how long it waited
  justNow: plain,
  minutes: (n: number) => ({ n }),
  hours: (n: number) => ({ n }),
  days: (n: number) => ({ n }),

  // the review steps
  approve: plain,
  approveTitle: plain,
  approveContent: plain,
  approved: plain,
  withdrawApproval: plain,
  withdrawApprovalTitle: plain,
  withdrawApprovalContent: plain,
  approvalWithdrawn: plain,
  markPaid: plain,
  markPaidTitle: plain,
  markPaidIntro: (amount: string, coin: string) => ({ amount, coin }),
  transactionHash: plain,
  transactionHashHelp: plain,
  markedPaid: plain,

  // rejecting, one or many
  reject: plain,
  rejectAndRefund: plain,
  rejectIntro: plain,
  reasonLabel: plain,
  reasonHelp: (max: number) => ({ max }),

  // the bulk actions and what they answer
  approveSelectedTitle: (count: number) => ({ count }),
  approveSelectedContent: plain,
  rejectSelectedTitle: (count: number) => ({ count }),
  approvedCount: (count: number) => ({ count }),
  rejectedCount: (count: number) => ({ count }),
  nothingApproved: plain,
  nothingRejected: plain,
  notDone: (done: string, count: number, why: string) => ({ done, count, why }),

  // mark paid in bulk
  markPaidBulk: plain,
  markPaidBulkIntro: plain,
  uploadCsv: plain,
  uploadCsvFile: plain,
  lines: plain,
  markedPaidCount: (count: number) => ({ count }),

  // the summary per coin
  exportCsv: plain,
  exportCsvOf: (coin: string) => ({ coin }),
  exportFailed: (why: string) => ({ why }),
  readyToPay: plain,
  awaitingApproval: plain,
  totalsFailed: (why: string) => ({ why }),
  nothingWaiting: plain,

  // the desk
  title: plain,
  search: plain,
  searchPlaceholder: plain,
  coin: plain,
  allCoins: plain,
  approval: plain,
  any: plain,
  approvedChoice: plain,
  notApproved: plain,
  riskFlags: plain,
  flagged: plain,
  bitcoinBatches: plain,
  waiting: (waited: string) => ({ waited }),
  requested: plain,
  user: plain,
  amount: plain,
  address: plain,
  nextStep: plain,
  actions: plain,
});

/** A batch is named by its id's first 8 characters ('batch 1a2b3c4d'), as its .psbt file is. */
const shortId = (batch: Pick<PayoutBatch, 'id'>) => batch.id.slice(0, 8);
const named = (batch: Pick<PayoutBatch, 'id'>) => ({ id: shortId(batch) });

export const BATCH_TEXT = defineTexts('adminPayoutBatches', {
  /** the batch's name at the start of a sentence or a title ('Batch 1a2b3c4d') */
  title: named,
  state: (state: PayoutBatch['state']) => ({ state }),

  // building one from the desk
  build: plain,
  buildTitle: (count: number) => ({ count }),
  buildSubmit: plain,
  buildIntro: plain,
  feeRate: plain,
  feeRateHelp: (max: string) => ({ max }),
  built: (batch: Pick<PayoutBatch, 'id'>, count: number, fee: string, rate: number, txid: string) => ({
    id: shortId(batch),
    count,
    fee,
    rate: String(rate),
    txid,
  }),

  // uploading it signed
  uploadTitle: named,
  uploadSubmit: plain,
  uploadIntro: named,
  chooseFile: plain,
  fileOf: named,
  signedLabel: plain,
  signedHelp: plain,
  readFrom: (file: string) => ({ file }),
  broadcastPaid: (batch: Pick<PayoutBatch, 'id'>, txid: string, count: number) => ({ id: shortId(batch), txid, count }),
  broadcastWaiting: (batch: Pick<PayoutBatch, 'id'>, txid: string) => ({ id: shortId(batch), txid }),

  // its details
  transactionId: plain,
  change: plain,
  changeTo: (amount: string) => ({ amount }),
  none: plain,
  broadcastAt: plain,
  paidAt: plain,
  inputsOf: named,
  path: (path: string) => ({ path }),
  address: plain,
  amount: plain,
  derivationPath: plain,
  withdrawalsOf: named,
  withdrawal: plain,
  usd: plain,

  // the page
  pageTitle: plain,
  intro: plain,
  onlyAdmins: plain,
  payoutDesk: plain,
  loading: plain,
  loadFailed: (why: string) => ({ why }),
  noneYetAdmin: plain,
  noneYet: plain,
  batches: plain,
  batchesNote: plain,
  copyTxid: plain,
  txidOf: named,
  copyTxidOf: named,
  details: plain,
  detailsOf: named,
  downloadPsbt: plain,
  downloadPsbtOf: named,
  uploadSigned: plain,
  uploadSignedOf: named,
  cancelBatch: plain,
  cancelOf: named,
  builtAt: (at: string) => ({ at }),
  transaction: plain,
  withdrawalsPaid: plain,
  fee: plain,
  feeRateValue: (rate: number) => ({ rate: String(rate) }),
  changeValue: (change: string) => ({ change }),
  batch: plain,
  stateLabel: plain,
  builtAtLabel: plain,
  actions: plain,
  downloadFailed: plain,
  cancelled: named,
  cancelFailed: plain,
  cancelTitleOf: named,
  cancelTitle: plain,
  cancelContent: (count: number) => ({ count }),
  cancelConfirm: plain,
  keep: plain,
});
