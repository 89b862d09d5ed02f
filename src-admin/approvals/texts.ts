// What the approvals desk says: a request named in one line, the second admin's decision and
// the list around them.
import { defineTexts, plain } from '@/common/i18n/translate';
import type { LedgerAccount } from '@/common/api/ledger';

export const APPROVAL_TEXT = defineTexts('adminApprovals', {
  // what a request would change: 'Credit $1,500.00 to the balance'
  credit: (amount: string, account: LedgerAccount | null | undefined) => ({ amount, account: account ?? 'balance' }),
  limit: (limit: string) => ({ limit }),
  limitToDefault: plain,
  /** the change and whose account it is: 'Credit $1,500.00 to the balance of Ann' */
  changeOf: (change: string, user: string) => ({ change, user }),
  changeOfThisUser: (change: string) => ({ change }),

  // the decision
  approve: plain,
  approveTitle: plain,
  approveContent: (what: string, requester: string) => ({ what, requester }),
  approveContentAnother: (what: string) => ({ what }),
  reject: plain,
  rejectTitle: plain,
  cancelTitle: plain,
  nothingChanges: (what: string) => ({ what }),
  applied: plain,
  cancelled: plain,
  rejected: plain,
  notDone: plain,

  // the list
  title: plain,
  status: plain,
  all: plain,
  askedBySummary: (user: string, requester: string) => ({ user, requester }),
  asked: plain,
  change: plain,
  user: plain,
  reason: plain,
  askedBy: plain,
  decidedBy: plain,
  actions: plain,
});
