import { APP_LINKS } from '@/common/app-links';
import { defineTexts, plain } from '@/common/i18n/translate';
import { formatUsdFromCents } from '@/common/money';
import { formatMailTime, MAIL_PARTS } from './format';
import type { NotificationParams, Template } from './types';

const TEXT = defineTexts('mails', {
  investmentStartedSubject: (plan: string, amount: string) => ({ plan, amount }),
  investmentStarted: (amount: string, plan: string, days: number) => ({ amount, plan, days }),
  durationLabel: plain,
  duration: (days: number) => ({ days }),
  expectedProfitLabel: plain,
  endsLabel: plain,
  seeInvestments: plain,
});

const NOTICE = defineTexts('notices', {
  investmentStartedTitle: plain,
  investmentStartedBody: (amount: string, plan: string, days: number, profit: string) => ({ amount, plan, days, profit }),
});

export const investmentStarted: Template<NotificationParams['investment_started']> = {
  mail: (p, { publicUrl }) => ({
    subject: TEXT.investmentStartedSubject(p.planName, formatUsdFromCents(p.amountCents)),
    lines: [TEXT.investmentStarted(formatUsdFromCents(p.amountCents), p.planName, p.days)],
    figures: [
      { label: MAIL_PARTS.plan, value: p.planName },
      { label: MAIL_PARTS.amountInvested, value: formatUsdFromCents(p.amountCents) },
      { label: TEXT.durationLabel, value: TEXT.duration(p.days) },
      { label: TEXT.expectedProfitLabel, value: formatUsdFromCents(p.expectedProfitCents) },
      { label: TEXT.endsLabel, value: formatMailTime(p.endsAt) },
      { label: MAIL_PARTS.reference, value: p.transactionId },
    ],
    action: { label: TEXT.seeInvestments, url: `${publicUrl}${APP_LINKS.activeTrades}` },
  }),
  inbox: (p) => ({
    title: NOTICE.investmentStartedTitle,
    body: NOTICE.investmentStartedBody(formatUsdFromCents(p.amountCents), p.planName, p.days, formatUsdFromCents(p.expectedProfitCents)),
    link: APP_LINKS.activeTrades,
  }),
};
