import type { AuditRecord } from './AuditChanges';

/** Who made a change: their name with the e-mail, the e-mail alone for a deleted actor, or the system. */
export const actorText = (r: Pick<AuditRecord, 'actorName' | 'actorEmail'>): string =>
  r.actorName ? `${r.actorName}${r.actorEmail ? ` (${r.actorEmail})` : ''}` : (r.actorEmail ?? 'System');

/** What each kind of record is called. */
export const ENTITY_NAMES: Record<string, string> = {
  user: 'User',
  transaction: 'Transaction',
  plan: 'Plan',
  wallet: 'Wallet',
  kyc: 'KYC submission',
};

/**
 * The changed record as a person reads it: its name from the API, else its type and the start
 * of its id (enough to tell two apart; the whole id is in the CSV and the search).
 */
export const recordText = (r: Pick<AuditRecord, 'entity' | 'entityId' | 'entityLabel'>): string =>
  r.entityLabel ?? `${ENTITY_NAMES[r.entity] ?? r.entity} ${r.entityId.length > 8 ? `${r.entityId.slice(0, 8)}…` : r.entityId}`;

/** Each audit action as staff say it; the raw key stays searchable (the filter and the CSV use it). */
const ACTION_NAMES: Record<string, string> = {
  'user.update': 'Changed a user',
  'user.credit': 'Credited an account',
  'user.debit': 'Debited an account',
  'user.delete': 'Deleted a user',
  'user.sessions.end': "Ended a user's sessions",
  'user.two_factor_reset': "Reset a user's two-factor sign-in",
  'user.lock': 'Locked their own account',
  'user.unlock': 'Unlocked an account',
  'transaction.update': 'Changed a transaction',
  'transaction.delete': 'Deleted a transaction',
  'withdrawal.approve': 'Approved a withdrawal',
  'withdrawal.approval_cleared': "Cleared a withdrawal's approval",
  'withdrawal.pay': 'Marked a withdrawal paid',
  'withdrawal.reject': 'Rejected a withdrawal',
  'kyc.approve': 'Approved identity documents',
  'kyc.reject': 'Rejected identity documents',
  'plan.create': 'Added a plan',
  'plan.update': 'Changed a plan',
  'plan.delete': 'Deleted a plan',
  'wallet.create': 'Added a wallet',
  'wallet.update': 'Changed a wallet',
  'wallet.delete': 'Deleted a wallet',
  'ticket.reply': 'Answered a ticket',
  'ticket.update': 'Changed a ticket',
  'approval.request': 'Asked a second admin to approve',
  'approval.approve': 'Approved as the second admin',
  'approval.reject': "Refused another admin's request",
  'approval.cancel': 'Withdrew their own request',
  'rate.fallback': 'Set a fallback coin rate',
  'holding.update': 'Recorded what is held',
};

/**
 * An action as a sentence ('Credited an account'); an action not named above reads from its
 * key ('payout.hold' -> 'Payout hold') rather than showing a raw key.
 */
export const actionText = (action: string): string => {
  const named = ACTION_NAMES[action];
  if (named) return named;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
