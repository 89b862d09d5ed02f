import { coinText } from '@/common/coins';
import { formatUsdFromCents } from '@/common/money';
import type { AuditEntry } from '@/common/api/audit';
import type { TransactionType } from '@/common/transactions';
import { API_MSG } from '@/server/i18n/api-messages';
import type { AuditListRow } from './repository';

/** 'Withdrawal $1,500.00 of Jane Doe', 'Investment in Gold Starter $3,000.00 of Jane Doe' */
function transactionLabel(r: AuditListRow): string | null {
  if (!r.transactionType || r.transactionCents == null) return null;
  const kind =
    r.transactionType === 'investment' && r.transactionPlan
      ? API_MSG.auditInvestmentIn(r.transactionPlan)
      : API_MSG.auditTransaction(r.transactionType as TransactionType);
  const what = `${kind} ${formatUsdFromCents(r.transactionCents)}`;
  return r.transactionOwner ? API_MSG.auditOwnedBy(what, r.transactionOwner) : what;
}

/** A deleted record is no longer there to join: its last snapshot still names it. */
function snapshotName(snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const { name, subject } = snapshot as { name?: unknown; subject?: unknown };
  if (typeof name === 'string' && name) return name;
  return typeof subject === 'string' && subject ? subject : null;
}

/** What a person reads for the changed record, beside its id: a name, a subject, a description. */
export function auditEntityLabel(r: AuditListRow): string | null {
  const joined = (() => {
    switch (r.entity) {
      case 'user':
        return r.userName;
      case 'plan':
        return r.planName;
      case 'wallet':
        return r.walletName && r.walletCoin ? `${r.walletName} (${coinText(r.walletCoin, 'code')})` : null;
      case 'ticket':
        return r.ticketSubject;
      case 'kyc':
        return r.kycName && API_MSG.auditKycOf(r.kycName);
      case 'transaction':
        return transactionLabel(r);
      case 'coin':
        return coinText(r.entityId, 'code');
      default:
        return null;
    }
  })();
  return joined ?? snapshotName(r.before);
}

export const toAuditEntry = (r: AuditListRow): AuditEntry => ({
  _id: String(r.id),
  actorId: r.actorId,
  actorEmail: r.actorEmail,
  actorName: r.actorName,
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  entityLabel: auditEntityLabel(r),
  before: r.before ?? null,
  after: r.after ?? null,
  createdAt: r.createdAt.toISOString(),
});
