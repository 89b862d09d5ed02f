import { APP_LINKS } from '@/common/app-links';
import { formatUsdFromCents } from '@/common/money';
import { formatMailTime } from './format';
import type { NotificationParams, Template } from './types';

export const investmentStarted: Template<NotificationParams['investment_started']> = {
  mail: (p, { publicUrl }) => ({
    subject: `Investment started: ${p.planName}, ${formatUsdFromCents(p.amountCents)}`,
    lines: [
      `Your investment of ${formatUsdFromCents(p.amountCents)} in ${p.planName} has started. Profit is paid daily for ${p.days} days.`,
    ],
    figures: [
      { label: 'Plan', value: p.planName },
      { label: 'Amount invested', value: formatUsdFromCents(p.amountCents) },
      { label: 'Duration', value: `${p.days} days` },
      { label: 'Expected profit', value: formatUsdFromCents(p.expectedProfitCents) },
      { label: 'Ends', value: formatMailTime(p.endsAt) },
      { label: 'Reference', value: p.transactionId },
    ],
    action: { label: 'See your investments', url: `${publicUrl}${APP_LINKS.activeTrades}` },
  }),
  inbox: (p) => ({
    title: 'Investment started',
    body: `${formatUsdFromCents(p.amountCents)} in ${p.planName} for ${p.days} days (expected profit ${formatUsdFromCents(p.expectedProfitCents)}).`,
    link: APP_LINKS.activeTrades,
  }),
};
