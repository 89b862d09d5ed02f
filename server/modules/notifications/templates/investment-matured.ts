import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { MAIL_PARTS } from './format';
import { settledInvestmentFigures } from './settled-investment';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  investmentMaturedSubject: (plan: string, profit: string) => ({ plan, profit }),
  /** a plan that returns the principal: profit and principal in the balance */
  investmentMaturedReturned: (principal: string, plan: string, total: string) => ({ principal, plan, total }),
  /** a plan that keeps the principal: the profit only */
  investmentMaturedKept: (principal: string, plan: string, profit: string) => ({ principal, plan, profit }),
});

const NOTICE = defineTexts('notices', {
  investmentMaturedTitle: plain,
  investmentMaturedReturned: (plan: string, profit: string, returned: string) => ({ plan, profit, returned }),
  investmentMaturedKept: (plan: string, profit: string) => ({ plan, profit }),
});

export const investmentMatured: Template<NotificationParams['investment_matured']> = {
  mail: (p, { publicUrl }) => {
    const principal = formatUsdFromCents(p.principalCents);
    const profit = formatUsdFromCents(p.profitCents);
    return {
      subject: TEXT.investmentMaturedSubject(p.planName, profit),
      lines: [
        p.returnedCents > 0
          ? TEXT.investmentMaturedReturned(principal, p.planName, formatUsdFromCents(p.profitCents + p.returnedCents))
          : TEXT.investmentMaturedKept(principal, p.planName, profit),
      ],
      figures: settledInvestmentFigures(p),
      action: { label: MAIL_PARTS.seeActivity, url: `${publicUrl}${APP_LINKS.activity}` },
    };
  },
  inbox: (p) => ({
    title: NOTICE.investmentMaturedTitle,
    body:
      p.returnedCents > 0
        ? NOTICE.investmentMaturedReturned(p.planName, formatUsdFromCents(p.profitCents), formatUsdFromCents(p.returnedCents))
        : NOTICE.investmentMaturedKept(p.planName, formatUsdFromCents(p.profitCents)),
    link: APP_LINKS.activity,
  }),
};
