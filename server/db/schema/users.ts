import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cents, createdAt, updatedAt } from './columns';

export const roleEnum = pgEnum('role', ['investor', 'support', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** stored lower-cased; unique among users that are not deleted */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    country: text('country').notNull(),
    phoneNo: text('phone_no').notNull(),
    role: roleEnum('role').notNull().default('investor'),
    acctBal: cents('acct_bal').notNull().default(0),
    acctBonus: cents('acct_bonus').notNull().default(0),
    progressBar: integer('progress_bar').notNull().default(0),
    kycStatus: boolean('kyc_status').notNull().default(false),
    /** the e-mail address was proven by a link sent to it; accounts from before the check count as verified */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** a new address asked for, waiting for its link to be opened; the old one stays in use until then */
    pendingEmail: text('pending_email'),
    /** false: disabled, every token is refused */
    status: boolean('status').notNull().default(true),
    /** tokens issued (iat, seconds) before this instant are refused: password change, reset */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** withdrawals only to saved addresses (withdrawal_addresses), each after its hold */
    withdrawalAllowlist: boolean('withdrawal_allowlist').notNull().default(false),
    /** this user's own daily withdrawal limit, set by an admin; null: DAILY_WITHDRAWAL_LIMIT_USD */
    dailyWithdrawalLimitCents: cents('daily_withdrawal_limit_cents'),
    /** when the password, the e-mail address or two-factor sign-in (turned off) last changed: risk flags read them */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    emailChangedAt: timestamp('email_changed_at', { withTimezone: true }),
    twoFactorDisabledAt: timestamp('two_factor_disabled_at', { withTimezone: true }),
    /** when the user last removed one of their passkeys: withdrawals wait SECURITY_CHANGE_HOLD after it */
    passkeyRemovedAt: timestamp('passkey_removed_at', { withTimezone: true }),
    /** a phrase of the user's own shown at the top of every e-mail we send them: a fake one lacks it */
    antiPhishingCode: text('anti_phishing_code'),
    /** set while the owner has locked the account ('This wasn't me', 'Lock my account'): no sign-in, no withdrawals */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** when the user accepted the Terms and the Privacy Policy at sign-up; null for accounts from before it was asked */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** the language the user chose (common/i18n/locales.ts): their screens, e-mails and statements; null: their browser's */
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_live_key')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_acct_bal_nonnegative', sql`${t.acctBal} >= 0`),
    check('users_acct_bonus_nonnegative', sql`${t.acctBonus} >= 0`),
    check('users_progress_bar_range', sql`${t.progressBar} between 0 and 100`),
    check('users_locale_known', sql`${t.locale} in ('en', 'es', 'fr', 'pt-BR', 'zh-CN', 'ar')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
