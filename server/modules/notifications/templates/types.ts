import type { NotificationKind } from '@/common/notification-kinds';
import type { MailContent } from '../mail-layout';

/**
 * An investment that ended (matured or cancelled); returnedCents: the principal paid back (0
 * when the plan keeps it). A type, not an interface, so it stays a Record a job can carry.
 */
export type SettledInvestment = {
  transactionId: string;
  planName: string;
  principalCents: number;
  profitCents: number;
  returnedCents: number;
  days: number;
};

/** The figures each event's texts are made from (money in cents). */
export interface NotificationParams {
  deposit_credited: { transactionId: string; amountCents: number; coin: string };
  withdrawal_requested: { transactionId: string; amountCents: number; coin: string; address: string };
  withdrawal_paid: { transactionId: string; amountCents: number; coin: string; address: string; payoutReference: string };
  /** reason: why staff rejected it (the payout desk), as the investor is told */
  withdrawal_refunded: { transactionId: string; amountCents: number; coin: string; reason?: string };
  investment_started: {
    transactionId: string;
    planName: string;
    amountCents: number;
    days: number;
    expectedProfitCents: number;
    endsAt: string;
  };
  investment_matured: SettledInvestment;
  kyc_approved: Record<string, never>;
  kyc_rejected: { reason: string };
  ticket_answered: { ticketId: string; subject: string };
  password_changed: Record<string, never>;
  two_factor_enabled: Record<string, never>;
  two_factor_disabled: Record<string, never>;
  /** at: ISO time of the sign-in */
  new_sign_in: { browser: string; ipAddress: string; at: string };
  /** usableFrom: ISO time the hold ends (the allow-list accepts it from then) */
  withdrawal_address_added: { addressId: string; coin: string; label: string; address: string; usableFrom: string };
  withdrawal_allowlist_disabled: Record<string, never>;
  // money moved by staff or by a status change the owner did not make (every ledger posting is told)
  deposit_reversed: { transactionId: string; amountCents: number; coin: string };
  withdrawal_held_again: { transactionId: string; amountCents: number; coin: string; address: string };
  investment_cancelled: SettledInvestment;
  /** amountCents: signed (credit > 0, debit < 0) */
  balance_adjusted: { account: 'balance' | 'bonus'; amountCents: number };
  passkey_added: { name: string };
  passkey_removed: { name: string };
  /** via: 'email_link' | 'security_page'; at: ISO time of the lock */
  account_locked: { via: string; at: string };
}

/** E-mails that are not inbox events (links to prove an address or reset a password). */
export interface MailOnlyParams {
  email_verification: { changing: boolean };
  password_reset: Record<string, never>;
  email_changed_notice: { newEmail: string };
  two_factor_reset: Record<string, never>;
  sign_up_attempt: Record<string, never>;
  email_changed_by_staff: { newEmail: string };
  /** the owner's own unlock: the link (the job's secret) that proves the e-mail */
  account_unlock: Record<string, never>;
  /** a lock ended: by staff (after checking identity) or by the owner; at: ISO time */
  account_unlocked: { by: 'staff' | 'owner'; at: string };
  /** a sign-in from a browser not seen before (NEW_DEVICE_APPROVAL=on): the link (the job's secret) lets it in */
  device_approval: { browser: string; ipAddress: string; at: string };
  reserves_shortfall: { snapshotId: number; coveragePercent: string; owedCents: number; provenCents: number; declaredCents: number };
}

export type TemplateName = NotificationKind | keyof MailOnlyParams;
export type TemplateParams = NotificationParams & MailOnlyParams;

export interface TemplateContext {
  /** PUBLIC_URL: every link in a mail starts with it */
  publicUrl: string;
  /** the unsealed secret of the job (the token of a link), for the templates that carry one */
  secret?: string;
}

/** The inbox entry of an event; `link` is an in-app path (common/app-links.ts). */
export interface InboxEntry {
  title: string;
  body: string;
  link?: string;
}

export interface Template<P> {
  mail(params: P, ctx: TemplateContext): MailContent;
  inbox?(params: P): InboxEntry;
}

export type Templates = { [K in TemplateName]: Template<TemplateParams[K]> };
