// What a withdrawal's screens say beyond every transaction's (ui/transactions/texts.ts): its
// status's effect, rejecting it with a reason, and where its payout review stands.
import { defineTexts, plain } from '@/common/i18n/translate';

export const WITHDRAWAL_TEXT = defineTexts('adminWithdrawals', {
  listTitle: plain,
  statusHelp: plain,
  // failed on a pending withdrawal: the reason the investor is told
  reasonLabel: plain,
  reasonHelp: plain,
  reject: plain,
  rejectTitle: plain,
  rejected: plain,
  // the payout review
  reviewTitle: plain,
  approval: plain,
  paid: plain,
  rejectedLabel: plain,
  reason: (reason: string) => ({ reason }),
  riskFlags: plain,
  nextStep: plain,
  /** who did a step, when their name is not known */
  someone: plain,
  byAt: (who: string, at: string) => ({ who, at }),
});
