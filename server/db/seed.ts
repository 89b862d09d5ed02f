import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { plans, users, wallets } from './schema';
import { DEMO_PLANS, DEMO_WALLETS } from './seed-data';

export interface SeedResult {
  adminCreated: boolean;
  plansCreated: number;
  walletsCreated: number;
}

/**
 * First-start data: the admin, demo plans for every category, one wallet per coin.
 * Idempotent: what exists is left alone (an admin's changed password, edited plans).
 */
export async function seed(db: Db, admin: { email: string; password: string }): Promise<SeedResult> {
  const email = admin.email.toLowerCase();
  return db.transaction(async (tx) => {
    // serialise concurrent first starts of several processes on one PostgreSQL
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);

    const [existingAdmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (!existingAdmin) {
      // hashed only when the admin is created: argon2 costs every other start a few hundred ms
      await tx.insert(users).values({
        name: 'Administrator',
        email,
        passwordHash: await hashPassword(admin.password),
        country: 'United States',
        phoneNo: '+10000000000',
        role: 'admin',
        kycStatus: true,
        emailVerified: true,
      });
    }

    const [{ n: planCount }] = await tx.select({ n: sql<number>`count(*)::int` }).from(plans);
    if (planCount === 0) await tx.insert(plans).values(DEMO_PLANS);

    let walletsCreated = 0;
    for (const wallet of DEMO_WALLETS) {
      const [has] = await tx.select({ id: wallets.id }).from(wallets).where(eq(wallets.currency, wallet.currency)).limit(1);
      if (!has) {
        await tx.insert(wallets).values(wallet);
        walletsCreated++;
      }
    }
    return { adminCreated: !existingAdmin, plansCreated: planCount === 0 ? DEMO_PLANS.length : 0, walletsCreated };
  });
}
