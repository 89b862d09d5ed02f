import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '../../common/transactions';

// Money columns are integer cents (bigint, read as JS numbers: exact below 2^53).
const cents = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Binary file content (KYC documents); both drivers hand it over as bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

export const roleEnum = pgEnum('role', ['investor', 'support', 'admin']);
export const planCategoryEnum = pgEnum('plan_category', [
  'crypto',
  'gold',
  'real_estate',
  'agriculture',
  'cannabidiol',
  'forex',
  'nft',
]);
export const coinEnum = pgEnum('coin', ['btc', 'eth', 'usdt']);
export const transactionTypeEnum = pgEnum('transaction_type', ['deposit', 'withdraw', 'investment']);
export const ledgerAccountEnum = pgEnum('ledger_account', ['balance', 'bonus']);
export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);

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
    /** false: disabled, every token is refused */
    status: boolean('status').notNull().default(true),
    /** tokens issued (iat, seconds) before this instant are refused: password change, reset */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_live_key').on(t.email).where(sql`${t.deletedAt} is null`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_acct_bal_nonnegative', sql`${t.acctBal} >= 0`),
    check('users_acct_bonus_nonnegative', sql`${t.acctBonus} >= 0`),
    check('users_progress_bar_range', sql`${t.progressBar} between 0 and 100`),
  ],
);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: planCategoryEnum('category').notNull(),
    minCents: cents('min_cents').notNull(),
    maxCents: cents('max_cents').notNull(),
    /** daily return in basis points (1.5 % a day = 150) */
    roiBp: integer('roi_bp').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** 'Deposit Return': the principal comes back at maturity */
    status: boolean('status').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('plans_min_le_max', sql`${t.minCents} > 0 and ${t.minCents} <= ${t.maxCents}`),
    check('plans_roi_positive', sql`${t.roiBp} > 0`),
    check('plans_duration_positive', sql`${t.durationDays} > 0`),
  ],
);

export const wallets = pgTable('wallets', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  currency: coinEnum('currency').notNull(),
  status: boolean('status').notNull().default(true),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: transactionTypeEnum('type').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** deposit: pending|failed|successful; withdraw: same; investment: active|completed|failed|inactive */
    status: text('status').notNull(),
    /** legacy fields of SPEC.md: deposit coin / investment duration days */
    paymentMethod: text('payment_method').notNull().default(''),
    /** legacy fields of SPEC.md: deposit or withdrawal address / investment daily roi percent */
    paymentAddress: text('payment_address').notNull().default(''),
    // Investments only: the plan's terms copied at purchase, whatever the plan becomes later.
    planId: uuid('plan_id').references(() => plans.id),
    planName: text('plan_name'),
    roiBp: integer('roi_bp'),
    durationDays: integer('duration_days'),
    /** the plan's 'Deposit Return' at purchase: the principal comes back at maturity */
    depositReturn: boolean('deposit_return'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** days of profit paid so far (0..duration_days) */
    accruedDays: integer('accrued_days').notNull().default(0),
    /** when the next day's profit is due; moved on by a pause */
    nextAccrualAt: timestamp('next_accrual_at', { withTimezone: true }),
    /** set while an admin has paused the investment (status inactive) */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** withdrawals: the payout's transaction hash, recorded when an admin marks it paid */
    payoutReference: text('payout_reference'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('transactions_amount_positive', sql`${t.amountCents} > 0`),
    index('transactions_user_created_idx').on(t.userId, t.createdAt),
    index('transactions_type_status_created_idx').on(t.type, t.status, t.createdAt),
    index('transactions_status_created_idx').on(t.status, t.createdAt),
    index('transactions_created_idx').on(t.createdAt),
    index('transactions_accrual_due_idx')
      .on(t.nextAccrualAt)
      .where(sql`${t.type} = 'investment' and ${t.status} = 'active'`),
  ],
);

/**
 * Answers already given to a money-moving POST, by the client's Idempotency-Key: a retry
 * with the same key and body gets the first answer and moves nothing more.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** method and route the key was first used on */
    scope: text('scope').notNull(),
    /** sha-256 of the request body */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    account: ledgerAccountEnum('account').notNull(),
    /** signed: credit > 0, debit < 0 */
    amountCents: cents('amount_cents').notNull(),
    kind: ledgerKindEnum('kind').notNull(),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    /** the admin who caused it, if any */
    actorId: uuid('actor_id').references(() => users.id),
    reason: text('reason'),
    /** for accruals: the day of the investment it pays (one per investment and day) */
    accrualDay: integer('accrual_day'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_amount_nonzero', sql`${t.amountCents} <> 0`),
    index('ledger_user_created_idx').on(t.userId, t.createdAt),
    index('ledger_transaction_idx').on(t.transactionId),
    uniqueIndex('ledger_accrual_once_key')
      .on(t.transactionId, t.accrualDay)
      .where(sql`${t.kind} = 'accrual'`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId),
    index('audit_created_idx').on(t.createdAt),
  ],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** when the token would have expired anyway: rows past it can be purged */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

export const kycStatusEnum = pgEnum('kyc_status', ['pending', 'approved', 'rejected']);
export const kycDocTypeEnum = pgEnum('kyc_doc_type', ['passport', 'national_id', 'driving_license']);

/** Identity verification submissions; an approval sets users.kyc_status. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: kycStatusEnum('status').notNull().default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNo: text('phone_no').notNull(),
    addressOne: text('address_one').notNull(),
    addressTwo: text('address_two'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    nationality: text('nationality').notNull(),
    zipCode: text('zip_code').notNull(),
    docType: kycDocTypeEnum('doc_type').notNull(),
    /** date of birth, YYYY-MM-DD */
    dob: text('dob').notNull(),
    frontImg: bytea('front_img').notNull(),
    frontMime: text('front_mime').notNull(),
    backImg: bytea('back_img').notNull(),
    backMime: text('back_mime').notNull(),
    /** why it was rejected, shown to the user */
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kyc_one_pending_per_user_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('kyc_user_created_idx').on(t.userId, t.createdAt),
    index('kyc_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Single-use password reset tokens; only a hash of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** sha-256 of the token sent by e-mail */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_token_hash_key').on(t.tokenHash), index('password_reset_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type WalletRow = typeof wallets.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
