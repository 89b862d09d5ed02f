import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns';
import { users } from './users';

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
    /** ISO 3166-1 alpha-2 of the address; null on submissions from before it was asked */
    addressCountry: text('address_country'),
    zipCode: text('zip_code').notNull(),
    docType: kycDocTypeEnum('doc_type').notNull(),
    /** date of birth, YYYY-MM-DD */
    dob: text('dob').notNull(),
    frontImg: bytea('front_img').notNull(),
    frontMime: text('front_mime').notNull(),
    /** null for a passport: only its photo page is asked */
    backImg: bytea('back_img'),
    backMime: text('back_mime'),
    /** why it was rejected, shown to the user */
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kyc_one_pending_per_user_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('kyc_user_created_idx').on(t.userId, t.createdAt),
    index('kyc_status_created_idx').on(t.status, t.createdAt),
  ],
);
