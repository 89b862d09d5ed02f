import { formatDateTime } from '@/common/date-format';
import { SITE } from '@/common/site';

/** "24 Nov 2026, 11:39 PM UTC": how a mail shows a time (the reader's zone is unknown to the server). */
export const formatMailTime = (iso: string): string => `${formatDateTime(iso, 'UTC')} UTC`;

/** A token link's secret must be there: a job without it would mail a dead link. */
export function requireSecret(secret: string | undefined, template: string): string {
  if (!secret) throw new Error(`the ${template} e-mail needs its link's token`);
  return secret;
}

/** The closing line of every security e-mail. */
export const NOT_YOU = `If this was not you, reset your password at once and contact support at ${SITE.supportEmail}.`;
