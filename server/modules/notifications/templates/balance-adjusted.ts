import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { MAIL_PARTS, SUPPORT } from './format';
import type { NotificationParams, Template } from './types';

type Account = NotificationParams['balance_adjusted']['account'];

// the account is a select of each message ('balance' or 'bonus', the profit balance): a
// language may write "your" and the account's name differently in each sentence
const TEXT = defineTexts('mails', {
  balanceCreditedSubject: (account: Account, amount: string) => ({ account, amount }),
  balanceDebitedSubject: (account: Account, amount: string) => ({ account, amount }),
  balanceCredited: (account: Account, amount: string) => ({ account, amount }),
  balanceDebited: (account: Account, amount: string) => ({ account, amount }),
  balanceAdjustedUnknown: () => SUPPORT,
  balanceCreditedLabel: plain,
  balanceDebitedLabel: plain,
  balanceAccountLabel: plain,
  balanceAccountName: (account: Account) => ({ account }),
});

const NOTICE = defineTexts('notices', { balanceCreditedTitle: plain, balanceDebitedTitle: plain });

/** Staff credited or debited the balance or the profit balance by hand (an adjustment, or a figure set in the user edit). */
export const balanceAdjusted: Template<NotificationParams['balance_adjusted']> = {
  mail: (p, { publicUrl }) => {
    const credit = p.amountCents > 0;
    const amount = formatUsdFromCents(Math.abs(p.amountCents));
    return {
      subject: (credit ? TEXT.balanceCreditedSubject : TEXT.balanceDebitedSubject)(p.account, amount),
      lines: [(credit ? TEXT.balanceCredited : TEXT.balanceDebited)(p.account, amount), TEXT.balanceAdjustedUnknown()],
      figures: [
        { label: credit ? TEXT.balanceCreditedLabel : TEXT.balanceDebitedLabel, value: amount },
        { label: TEXT.balanceAccountLabel, value: TEXT.balanceAccountName(p.account) },
      ],
      action: { label: MAIL_PARTS.seeActivity, url: `${publicUrl}${APP_LINKS.activity}` },
    };
  },
  inbox: (p) => ({
    title: p.amountCents > 0 ? NOTICE.balanceCreditedTitle : NOTICE.balanceDebitedTitle,
    // the mail's own sentence: the notice says what the mail says first
    body: (p.amountCents > 0 ? TEXT.balanceCredited : TEXT.balanceDebited)(p.account, formatUsdFromCents(Math.abs(p.amountCents))),
    link: APP_LINKS.activity,
  }),
};
