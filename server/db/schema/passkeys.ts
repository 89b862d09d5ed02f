import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** A user's WebAuthn credentials (passkeys): the public key and the signature counter last seen. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** the credential ID, base64url, as the authenticator names it (unique across all users) */
    credentialId: text('credential_id').notNull().unique('passkeys_credential_id_key'),
    /** the COSE public key, base64url */
    publicKey: text('public_key').notNull(),
    /** the signature counter last accepted: one that does not move on (when it counts) is refused */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** how the browser can reach the authenticator (usb, internal, hybrid...), as it reported at creation */
    transports: text('transports').array().notNull().default([]),
    /** the name the user gave it */
    name: text('name').notNull(),
    /** synced to a cloud account (multi-device) or bound to one authenticator */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * The challenges of WebAuthn ceremonies: made by the server, signed by the authenticator, good
 * for one use within a few minutes. userId is null for a sign-in with a discoverable credential
 * (nobody is known until the assertion names its user).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id),
    /** 'register' | 'sign_in' | 'step_up' */
    purpose: text('purpose').notNull(),
    /** base64url, as sent to the browser */
    challenge: text('challenge').notNull().unique('webauthn_challenge_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A step-up proven with a passkey: the token handed back goes where a code goes (the `code` of a
 * withdrawal, a password change...), or in the Step-Up header of a staff act; spent once.
 */
export const stepUpGrants = pgTable(
  'step_up_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** sha-256 of the token */
    tokenHash: text('token_hash').notNull().unique('step_up_grants_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('step_up_grants_expires_idx').on(t.expiresAt)],
);
