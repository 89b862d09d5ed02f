import { formatDateTime } from '@/common/date-format';
import { defineTexts, plain } from '@/common/i18n/translate';
import { SITE } from '@/common/site';

/** The support address, a variable of the texts that name it: the catalogues do not repeat it. */
export const SUPPORT = { supportEmail: SITE.supportEmail };

/**
 * The words several e-mails share: figure labels, buttons and the closing line of security
 * mail. Like every mail text they are read while the mail is written (inside the job's
 * inLocale), so each comes out in its recipient's language.
 */
export const MAIL_PARTS = defineTexts('mailParts', {
  /** a time in a mail: the reader's zone is unknown, so it says UTC */
  utcTime: (time: string) => ({ time }),
  /** the closing line of every security e-mail */
  notYou: () => SUPPORT,
  amount: plain,
  coin: plain,
  reference: plain,
  toAddress: plain,
  browser: plain,
  ipAddress: plain,
  time: plain,
  plan: plain,
  amountInvested: plain,
  reason: plain,
  seeActivity: plain,
  reviewSecurity: plain,
  reviewPasskeys: plain,
  unlockAccount: plain,
  turnTwoFactorOn: plain,
});

/** "24 Nov 2026, 11:39 PM UTC": how a mail shows a time (the reader's zone is unknown to the server). */
export const formatMailTime = (iso: string): string => MAIL_PARTS.utcTime(formatDateTime(iso, 'UTC'));

/** A token link's secret must be there: a job without it would mail a dead link. */
export function requireSecret(secret: string | undefined, template: string): string {
  if (!secret) throw new Error(`the ${template} e-mail needs its link's token`);
  return secret;
}
