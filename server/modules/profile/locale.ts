import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@/common/i18n/locales';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema';

/**
 * Saves the language the account reads: their screens on every device they sign in on, and
 * the e-mails and statements we write them, which no browser asks for.
 */
export async function saveLocale(db: Db, userId: string, locale: Locale): Promise<{ locale: Locale }> {
  await db
    .update(users)
    .set({ locale, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return { locale };
}
