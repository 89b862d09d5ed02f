import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { MAIL_PARTS } from './format';
import { settledInvestmentFigures } from './settled-investment';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  investmentCancelledSubject: (plan: string, total: string) => ({ plan, total }),
  investmentCancelled: (principal: string, plan: string, days: number, total: string) => ({ principal, plan, days, total }),
});

const NOTICE = defineTexts('notices', {
  investmentCancelledTitle: plain,
  investmentCancelledBody: (plan: string, profit: string, returned: string) => ({ plan, profit, returned }),
});

/** An investment cancelled by staff: the profit so far and the whole principal are in the balance. */
export const investmentCancelled: Template<NotificationParams['investment_cancelled']> = {
  mail: (p, { publicUrl }) => {
    const total = formatUsdFromCents(p.profitCents + p.returnedCents);
    return {
      subject: TEXT.investmentCancelledSubject(p.planName, total),
      lines: [TEXT.investmentCancelled(formatUsdFromCents(p.principalCents), p.planName, p.days, total)],
      figures: settledInvestmentFigures(p),
      action: { label: MAIL_PARTS.seeActivity, url: `${publicUrl}${APP_LINKS.activity}` },
    };
  },
  inbox: (p) => ({
    title: NOTICE.investmentCancelledTitle,
    body: NOTICE.investmentCancelledBody(p.planName, formatUsdFromCents(p.profitCents), formatUsdFromCents(p.returnedCents)),
    link: APP_LINKS.activity,
  }),
};
