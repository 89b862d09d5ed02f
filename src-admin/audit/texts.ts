// What the audit log says: its list and filters, the changes of an entry, and the names of the
// records, fields and actions it is about.
import { defineTexts, plain } from '@/common/i18n/translate';

export const AUDIT_TEXT = defineTexts('adminAudit', {
  // the list
  listTitle: plain,
  search: plain,
  searchPlaceholder: plain,
  recordType: plain,
  all: plain,
  changedBy: plain,
  actionFilter: plain,
  recordId: plain,
  from: plain,
  to: plain,
  when: plain,
  who: plain,
  action: plain,
  record: plain,
  changes: plain,
  /** a record's representation: 'user.credit on Jane Doe' */
  actionOn: (action: string, record: string) => ({ action, record }),
  system: plain,

  // an entry's changes
  created: plain,
  deleted: plain,
  noFieldChanged: plain,
  /** more changes than the line shows: 'Status: a → b; and 2 more' */
  andMore: (text: string, count: number) => ({ text, count }),
  /** a credit or debit: the account is 'balance' or 'bonus' (the profit), or another account's own name */
  credited: (amount: string, account: string) => ({ amount, account }),
  debited: (amount: string, account: string) => ({ amount, account }),
  nowSuffix: (amount: string) => ({ amount }),
  reasonSuffix: (reason: string) => ({ reason }),
  noDetails: plain,
  changesMadeBy: (action: string) => ({ action }),
  field: plain,
  before: plain,
  after: plain,
  changedMark: plain,
});

/** What each kind of record is called. */
export const AUDIT_ENTITY_TEXT = defineTexts('adminAuditEntity', {
  user: plain,
  transaction: plain,
  plan: plain,
  wallet: plain,
  kyc: plain,
  translation: plain,
});

/** Stored field names as staff say them. */
export const AUDIT_FIELD_TEXT = defineTexts('adminAuditField', {
  acct_bal: plain,
  acct_bonus: plain,
  progress_bar: plain,
  kyc_status: plain,
  status: plain,
  trnx_type: plain,
  userid: plain,
  userId: plain,
  payment_method: plain,
  payment_address: plain,
  daily_withdrawal_limit: plain,
  roi: plain,
  min: plain,
  max: plain,
  phone_no: plain,
  email_address: plain,
  amountCents: plain,
  usdRate: plain,
  usd: plain,
  createdAt: plain,
  deletedAt: plain,
  isAdmin: plain,
});

/** Each audit action as staff say it (the raw key stays searchable: the filter and the CSV use it). */
export const AUDIT_ACTION_TEXT = defineTexts('adminAuditAction', {
  'user.update': plain,
  'user.credit': plain,
  'user.debit': plain,
  'user.delete': plain,
  'user.sessions.end': plain,
  'user.two_factor_reset': plain,
  'user.lock': plain,
  'user.unlock': plain,
  'transaction.update': plain,
  'transaction.delete': plain,
  'withdrawal.approve': plain,
  'withdrawal.approval_cleared': plain,
  'withdrawal.pay': plain,
  'withdrawal.reject': plain,
  'kyc.approve': plain,
  'kyc.reject': plain,
  'plan.create': plain,
  'plan.update': plain,
  'plan.delete': plain,
  'wallet.create': plain,
  'wallet.update': plain,
  'wallet.delete': plain,
  'ticket.reply': plain,
  'ticket.update': plain,
  'approval.request': plain,
  'approval.approve': plain,
  'approval.reject': plain,
  'approval.cancel': plain,
  'rate.fallback': plain,
  'holding.update': plain,
  'translation.override': plain,
  'translation.reset': plain,
});
