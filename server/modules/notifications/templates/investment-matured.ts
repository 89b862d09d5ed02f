import { APP_LINKS } from '@/common/app-links';
import { formatUsdFromCents } from '@/common/money';
import { settledInvestmentFigures } from './settled-investment';
import type { NotificationParams, Template } from './types';

export const investmentMatured: Template<NotificationParams['investment_matured']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Investment completed: ${p.planName}, ${formatUsdFromCents(p.profitCents)} profit`,
    lines: [
      `Your investment of ${formatUsdFromCents(p.principalCents)} in ${p.planName} has completed. ` +
        (p.returnedCents > 0
          ? `Its profit and principal, ${formatUsdFromCents(p.profitCents + p.returnedCents)} in all, are now in your balance.`
          : `Its profit of ${formatUsdFromCents(p.profitCents)} is now in your balance (this plan does not return the principal).`),
    ],
    figures: settledInvestmentFigures(p),
    action: { label: 'See your activity', url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: 'Investment completed',
    body: `${p.planName}: ${formatUsdFromCents(p.profitCents)} profit paid${p.returnedCents > 0 ? ` and ${formatUsdFromCents(p.returnedCents)} returned` : ''}.`,
    link: APP_LINKS.activity,
  }),
};
