import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The migrations as an existing installation meets them: accounts made before e-mail
// verification existed must come out verified; accounts made after start unverified.

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/db/migrations');
const journal = JSON.parse(readFileSync(path.join(DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const tags = journal.entries.map((e) => e.tag);
const FIRST_NEW = tags.indexOf('0003_email_verification');

let db: PGlite;
const apply = async (tag: string) => {
  for (const statement of readFileSync(path.join(DIR, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
};
const insertUser = (email: string, role = 'investor') =>
  db.query(`insert into users (name, email, password_hash, country, phone_no, role) values ('N', $1, 'x', 'Canada', '+1', $2)`, [
    email,
    role,
  ]);
const verified = async (email: string) =>
  (await db.query<{ email_verified: boolean }>('select email_verified from users where email = $1', [email])).rows[0].email_verified;

beforeAll(async () => {
  expect(FIRST_NEW).toBeGreaterThan(0);
  db = await PGlite.create();
  for (const tag of tags.slice(0, FIRST_NEW)) await apply(tag);
  await insertUser('old-investor@example.com');
  await insertUser('old-admin@example.com', 'admin');
  for (const tag of tags.slice(FIRST_NEW)) await apply(tag);
});
afterAll(() => db.close());

describe('the e-mail verification migrations', () => {
  it('count the accounts that existed, the admin among them, as verified', async () => {
    expect(await verified('old-investor@example.com')).toBe(true);
    expect(await verified('old-admin@example.com')).toBe(true);
  });

  it('leave new accounts unverified by default, with no pending address', async () => {
    await insertUser('new@example.com');
    expect(await verified('new@example.com')).toBe(false);
    const { rows } = await db.query<{ pending_email: string | null }>('select pending_email from users where email = $1', [
      'new@example.com',
    ]);
    expect(rows[0].pending_email).toBeNull();
  });
});
