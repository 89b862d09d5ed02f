import { APP_LINKS } from '@/common/app-links';
import { formatUsdFromCents } from '@/common/money';
import { settledInvestmentFigures } from './settled-investment';
import type { NotificationParams, Template } from './types';

/** An investment cancelled by staff: the profit so far and the whole principal are in the balance. */
export const investmentCancelled: Template<NotificationParams['investment_cancelled']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Investment cancelled: ${p.planName}, ${formatUsdFromCents(p.profitCents + p.returnedCents)} to your balance`,
    lines: [
      `Your investment of ${formatUsdFromCents(p.principalCents)} in ${p.planName} was cancelled after ${p.days} paid days. ` +
        `Its profit so far and its principal, ${formatUsdFromCents(p.profitCents + p.returnedCents)} in all, are now in your balance.`,
    ],
    figures: settledInvestmentFigures(p),
    action: { label: 'See your activity', url: `${publicUrl}${APP_LINKS.activity}` },
  }),
  inbox: (p) => ({
    title: 'Investment cancelled',
    body: `${p.planName}: ${formatUsdFromCents(p.profitCents)} profit and ${formatUsdFromCents(p.returnedCents)} principal moved to your balance.`,
    link: APP_LINKS.activity,
  }),
};
