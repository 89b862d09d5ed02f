import { and, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { KycDocType, KycMimeType } from '@/common/validation/kyc';
import type { Queryable } from '@/server/db/client';
import { kycSubmissions, users } from '@/server/db/schema';
import { asArray, type ListQuery } from '@/server/lib/list-query';
import { countUpTo, paginate } from '@/server/lib/paginate';
import { likePattern } from '@/server/lib/like-pattern';
import type { KycView } from './presenter';
import type { KycListFilter } from '@/common/api/kyc';
import { orderWithTieBreak } from '@/server/lib/list-order';

// Every read here leaves the document bytes in the database; only readDocument fetches one.
const { frontImg, backImg, ...metaColumns } = getTableColumns(kycSubmissions);
const viewColumns = {
  ...metaColumns,
  frontSize: sql<number>`octet_length(${frontImg})`.mapWith(Number),
  backSize: sql<number>`octet_length(${backImg})`.mapWith(Number),
};

const sortColumns = {
  id: kycSubmissions.createdAt,
  _id: kycSubmissions.createdAt,
  createdAt: kycSubmissions.createdAt,
  updatedAt: kycSubmissions.updatedAt,
  status: kycSubmissions.status,
  reviewed_at: kycSubmissions.reviewedAt,
  last_name: kycSubmissions.lastName,
} as const;

function where(filter: KycListFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  const statuses = asArray(filter.status);
  if (statuses) c.push(inArray(kycSubmissions.status, statuses.length ? statuses : ['pending']));
  if (filter.id) c.push(filter.id.length ? inArray(kycSubmissions.id, filter.id) : sql`false`);
  if (filter.userid) c.push(eq(kycSubmissions.userId, filter.userid));
  if (filter.q) {
    const p = likePattern(filter.q);
    c.push(or(ilike(kycSubmissions.firstName, p), ilike(kycSubmissions.lastName, p), ilike(users.name, p), ilike(users.email, p)));
  }
  return c.length ? and(...c) : undefined;
}

/** Submissions with their owner's name and e-mail; newest first unless sorted otherwise. */
export async function listKyc(db: Queryable, q: ListQuery<KycListFilter>): Promise<{ rows: KycView[]; total: number }> {
  const condition = where(q.filter);
  const column = sortColumns[(q.sort?.field ?? 'createdAt') as keyof typeof sortColumns];
  const descending = (q.sort?.order ?? 'DESC') === 'DESC';
  const base = db
    .select({ k: viewColumns, userName: users.name, userEmail: users.email })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(condition)
    .orderBy(...orderWithTieBreak(column, kycSubmissions.id, descending ? 'DESC' : 'ASC'));
  const { rows, total } = await paginate(
    q.range,
    (limit, offset) => base.limit(limit).offset(offset),
    countUpTo(db, () =>
      db.select({ id: kycSubmissions.id }).from(kycSubmissions).innerJoin(users, eq(users.id, kycSubmissions.userId)).where(condition),
    ),
    q.countCap,
  );
  return { rows: rows.map(({ k, userName, userEmail }) => ({ ...k, userName, userEmail })), total };
}

/** One submission (without bytes) with its owner's name and e-mail. */
export async function findKyc(db: Queryable, id: string): Promise<KycView | undefined> {
  const [row] = await db
    .select({ k: viewColumns, userName: users.name, userEmail: users.email })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.id, id));
  return row && { ...row.k, userName: row.userName, userEmail: row.userEmail };
}

/** A user's most recent submission, if any. */
export async function latestKycOf(db: Queryable, userId: string): Promise<KycView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return row;
}

export async function hasPendingKyc(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'pending')))
    .limit(1);
  return !!row;
}

/** The submission's owner and status, locked until the end of the caller's transaction. */
export async function lockKyc(tx: Queryable, id: string) {
  const [row] = await tx
    .select({ id: kycSubmissions.id, userId: kycSubmissions.userId, status: kycSubmissions.status, reason: kycSubmissions.reason })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, id))
    .for('update');
  return row;
}

export interface NewKyc {
  userId: string;
  details: {
    first_name: string;
    last_name: string;
    phone_no: string;
    dob: string;
    address_one: string;
    address_two?: string;
    city: string;
    state: string;
    nationality: string;
    address_country: string;
    zip_code: string;
    doc_type: KycDocType;
  };
  front: { bytes: Buffer; mime: KycMimeType };
  /** none for a passport */
  back: { bytes: Buffer; mime: KycMimeType } | null;
}

export async function insertKyc(db: Queryable, k: NewKyc): Promise<string> {
  const d = k.details;
  const [row] = await db
    .insert(kycSubmissions)
    .values({
      userId: k.userId,
      firstName: d.first_name,
      lastName: d.last_name,
      phoneNo: d.phone_no,
      dob: d.dob,
      addressOne: d.address_one,
      addressTwo: d.address_two ?? null,
      city: d.city,
      state: d.state,
      nationality: d.nationality,
      addressCountry: d.address_country,
      zipCode: d.zip_code,
      docType: d.doc_type,
      frontImg: k.front.bytes,
      frontMime: k.front.mime,
      backImg: k.back?.bytes ?? null,
      backMime: k.back?.mime ?? null,
    })
    .returning({ id: kycSubmissions.id });
  return row.id;
}

/** One document's bytes and type, with the owner (for the access check). */
export async function readDocument(db: Queryable, id: string, side: 'front' | 'back') {
  const [row] = await db
    .select({
      userId: kycSubmissions.userId,
      bytes: side === 'front' ? kycSubmissions.frontImg : kycSubmissions.backImg,
      mime: side === 'front' ? kycSubmissions.frontMime : kycSubmissions.backMime,
    })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, id));
  return row;
}
