import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

// Money columns are integer cents (bigint, read as JS numbers: exact below 2^53).
export const cents = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Binary file content (KYC documents); both drivers hand it over as bytes. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});
