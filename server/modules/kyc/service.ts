import { desc, eq, sql } from 'drizzle-orm';
import { MSG } from '@/common/messages';
import { KYC_MSG, kycFrontRequiredMessage, kycNeedsBack } from '@/common/validation/kyc';
import { kycDetailsSchema, type kycReviewSchema } from '@/common/api/kyc';
import type { z } from 'zod';
import type { Db } from '@/server/db/client';
import { kycSubmissions, users, type UserRow } from '@/server/db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '@/server/lib/errors';
import { recordAudit } from '../audit/repository';
import type { Notifier } from '../notifications/notifier';
import type { KycUpload } from './multipart';
import { findKyc, hasPendingKyc, insertKyc, latestKycOf, lockKyc, readDocument } from './repository';
import type { KycView } from './presenter';

/** 409 before any byte is read when the user may not submit now. */
export async function assertMaySubmit(db: Db, actor: UserRow): Promise<void> {
  if (actor.kycStatus) throw conflict(KYC_MSG.alreadyVerified);
  if (await hasPendingKyc(db, actor.id)) throw conflict(KYC_MSG.alreadyPending);
}

/** Stores a submission (pending) from a read upload; one pending submission per user. */
export async function submitKyc(db: Db, actor: UserRow, upload: KycUpload): Promise<KycView> {
  const parsed = kycDetailsSchema.safeParse(upload.fields);
  const errors = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }))),
    ...upload.errors,
  ];
  if (!parsed.success || errors.length) throw badRequest(errors[0].message, errors);
  const { front_img: front, back_img: back } = upload.files;
  if (!front) throw badRequest(kycFrontRequiredMessage(parsed.data.doc_type));
  const needsBack = kycNeedsBack(parsed.data.doc_type);
  if (needsBack && !back) throw badRequest(KYC_MSG.backRequired);
  try {
    const id = await insertKyc(db, { userId: actor.id, details: parsed.data, front, back: needsBack ? (back ?? null) : null });
    const view = await findKyc(db, id);
    if (!view) throw notFound(KYC_MSG.notFound);
    return view;
  } catch (err) {
    // the unique partial index: another submission got in first
    if (isUniqueViolation(err)) throw conflict(KYC_MSG.alreadyPending);
    throw err;
  }
}

/** An investor may read only their own submissions; back-office staff anyone's. */
function mayRead(actor: UserRow, ownerId: string) {
  if (actor.role === 'investor' && actor.id !== ownerId) throw forbidden(MSG.forbidden);
}

export async function readKyc(db: Db, actor: UserRow, id: string): Promise<KycView> {
  const view = await findKyc(db, id);
  if (!view) throw notFound(KYC_MSG.notFound);
  mayRead(actor, view.userId);
  return view;
}

export async function readKycDocument(db: Db, actor: UserRow, id: string, side: 'front' | 'back') {
  const doc = await readDocument(db, id, side);
  if (!doc) throw notFound(KYC_MSG.notFound);
  mayRead(actor, doc.userId);
  // a passport's submission has no back side
  if (!doc.bytes || !doc.mime) throw notFound(KYC_MSG.notFound);
  return { ...doc, bytes: doc.bytes, mime: doc.mime };
}

export const myLatestKyc = (db: Db, actor: UserRow) => latestKycOf(db, actor.id);

/**
 * An admin approves or rejects a user's latest submission. users.kyc_status follows in the
 * same database transaction (true on approval, false on rejection) and the audit log
 * records both.
 */
export async function reviewKyc(
  deps: { db: Db; notifier: Notifier },
  actor: UserRow,
  id: string,
  input: z.output<typeof kycReviewSchema>,
): Promise<KycView> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const before = await lockKyc(tx, id);
    if (!before) throw notFound(KYC_MSG.notFound);
    const [latest] = await tx
      .select({ id: kycSubmissions.id })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, before.userId))
      .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
      .limit(1);
    if (latest.id !== id) throw conflict(KYC_MSG.notLatest);

    const [owner] = await tx
      .select({ kycStatus: users.kycStatus, email: users.email })
      .from(users)
      .where(eq(users.id, before.userId))
      .for('update');
    const approved = input.status === 'approved';
    const reason = approved ? null : (input.reason ?? null);
    await tx
      .update(kycSubmissions)
      .set({ status: input.status, reason, reviewedBy: actor.id, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(kycSubmissions.id, id));
    await tx
      .update(users)
      .set({ kycStatus: approved, updatedAt: sql`now()` })
      .where(eq(users.id, before.userId));
    await recordAudit(tx, {
      actorId: actor.id,
      action: approved ? 'kyc.approve' : 'kyc.reject',
      entity: 'kyc',
      entityId: id,
      before: { status: before.status, reason: before.reason, userid: before.userId, kyc_status: owner.kycStatus },
      after: { status: input.status, reason, userid: before.userId, kyc_status: approved },
    });
    const to = { id: before.userId, email: owner.email };
    if (approved) await deps.notifier.notify(tx, to, 'kyc_approved', {});
    else await deps.notifier.notify(tx, to, 'kyc_rejected', { reason: reason ?? '' });
  });
  const view = await findKyc(db, id);
  if (!view) throw notFound(KYC_MSG.notFound);
  return view;
}
