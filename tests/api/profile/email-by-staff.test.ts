// An e-mail address never changes silently through PUT /api/profile/update/{id}: one's own
// (an admin's included) only through the link sent to the new address; an admin changing
// someone else's leaves it unverified, mails the old address and is audited.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MSG } from '@/common/validation/email-verification';
import { auditLog, users } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { MAIL_QUEUE } from '@/server/modules/notifications/notifier';
import { createCallers, createInvestor, expectFieldError, injectAs, type TestContext, type TestUser } from '@/tests/helpers/test-app';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ ctx, admin } = await createCallers());
});
afterAll(() => ctx.close());

const update = (token: string, id: string, payload: object) =>
  injectAs(ctx.app, token, { method: 'PUT', url: `/api/profile/update/${id}`, payload });
const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

async function mailsTo(to: string, template: string): Promise<{ newEmail?: string }[]> {
  return rowsOf<{ params: { newEmail?: string } }>(
    await ctx.db.execute(
      sql`select data->'params' as params from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to} and data->>'template' = ${template}`,
    ),
  ).map((r) => r.params);
}

let n = 0;
const outside = () => `outside-${++n}-${Date.now().toString(36)}@example.net`;

describe("an admin's own address", () => {
  it('cannot be re-pointed through the profile update: 400 on the field, nothing changes, a reset still goes to the old one', async () => {
    const before = await row(admin.id);
    const target = outside();
    expectFieldError(await update(admin.token, admin.id, { email: target }), 'email', EMAIL_MSG.ownChangeByLink);
    expect((await row(admin.id)).email).toBe(before.email);
    expect(await ctx.db.select().from(users).where(eq(users.email, target))).toHaveLength(0);
  });

  it('sending the same address back (a whole form) is fine', async () => {
    const res = await update(admin.token, admin.id, { email: admin.email, name: 'Admin Again' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("an admin changing someone else's address", () => {
  it('leaves it unverified, mails the old address and is audited', async () => {
    const u = await createInvestor(ctx.app);
    expect((await row(u.id)).emailVerified).toBe(true);
    const target = outside();
    const res = await update(admin.token, u.id, { email: target });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: target, email_verified: false });
    const after = await row(u.id);
    expect(after).toMatchObject({ email: target, emailVerified: false, pendingEmail: null });
    expect(await mailsTo(u.email, 'email_changed_by_staff')).toEqual([{ newEmail: target }]);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'user.update')));
    expect(audits.at(-1)?.before).toMatchObject({ email: u.email });
    expect(audits.at(-1)?.after).toMatchObject({ email: target, email_verified: false });
  });

  it('no mail when the address is not changed', async () => {
    const u = await createInvestor(ctx.app);
    expect((await update(admin.token, u.id, { email: u.email, name: 'Same Address' })).statusCode).toBe(200);
    expect(await mailsTo(u.email, 'email_changed_by_staff')).toEqual([]);
    expect((await row(u.id)).emailVerified).toBe(true);
  });
});
