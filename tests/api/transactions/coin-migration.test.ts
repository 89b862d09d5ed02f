import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Migration 0021 as an existing installation meets it: payment_method held the legacy wire
// field as each path wrote it (a deposit's coin as the client named it, a withdrawal's symbol
// or 'crypto', an investment's days). Every spelling of a coin moves to `coin`; what names no
// coin stays where it was, with no coin; an investment's legacy fields give way to its terms.

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/db/migrations');
const journal = JSON.parse(readFileSync(path.join(DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const tags = journal.entries.map((e) => e.tag);
const FIRST_NEW = tags.indexOf('0021_transaction_coin');

let db: PGlite;
let userId: string;
const apply = async (tag: string) => {
  for (const statement of readFileSync(path.join(DIR, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
};

interface Row {
  type: string;
  coin: string | null;
  payment_method: string;
  payment_address: string;
  duration_days: number | null;
  roi_bp: number | null;
}
const ids = new Map<string, string>();
const insert = async (key: string, type: string, method: string, address: string, terms: { days?: number; roiBp?: number } = {}) => {
  const { rows } = await db.query<{ id: string }>(
    `insert into transactions (user_id, type, amount_cents, status, payment_method, payment_address, duration_days, roi_bp)
     values ($1, $2, 10000, 'pending', $3, $4, $5, $6) returning id`,
    [userId, type, method, address, terms.days ?? null, terms.roiBp ?? null],
  );
  ids.set(key, rows[0].id);
};
const row = async (key: string) =>
  (
    await db.query<Row>('select type, coin, payment_method, payment_address, duration_days, roi_bp from transactions where id = $1', [
      ids.get(key),
    ])
  ).rows[0];

beforeAll(async () => {
  expect(FIRST_NEW).toBeGreaterThan(0);
  db = await PGlite.create();
  for (const tag of tags.slice(0, FIRST_NEW)) await apply(tag);
  const { rows } = await db.query<{ id: string }>(
    `insert into users (name, email, password_hash, country, phone_no) values ('N', 'coins@example.com', 'x', 'Canada', '+1') returning id`,
  );
  userId = rows[0].id;
  // deposits: the web app's name, the API's other spellings, a back-office label sent back
  await insert('deposit-name', 'deposit', 'Bitcoin', 'bc1qours');
  await insert('deposit-symbol', 'deposit', 'btc', 'bc1qours');
  await insert('deposit-upper', 'deposit', ' ETH ', '0xours');
  await insert('deposit-usdt', 'deposit', 'tether usdt trc20', 'Tours');
  await insert('deposit-label', 'deposit', 'Ethereum (ETH)', '0xours');
  await insert('deposit-free-text', 'deposit', 'bank wire', 'somewhere');
  // withdrawals: the symbol, and 'crypto' from before coins were recorded
  await insert('withdraw-symbol', 'withdraw', 'usdt', 'Ttheirs');
  await insert('withdraw-crypto', 'withdraw', 'crypto', 'bc1qlegacy');
  // investments: days and daily percent, with and without the typed terms
  await insert('investment', 'investment', '30', '1.5', { days: 30, roiBp: 150 });
  await insert('investment-whole', 'investment', '14', '2', { days: 14, roiBp: 200 });
  await insert('investment-untyped', 'investment', '7', '0.35');
  await insert('investment-other', 'investment', '60', 'not a rate', { days: 60, roiBp: 120 });
  await apply(tags[FIRST_NEW]);
  for (const tag of tags.slice(FIRST_NEW + 1)) await apply(tag);
});
afterAll(() => db.close());

describe('migration 0021: the coin column', () => {
  it('moves every spelling of a coin to its symbol, and clears the legacy field', async () => {
    const cases: [string, string][] = [
      ['deposit-name', 'btc'],
      ['deposit-symbol', 'btc'],
      ['deposit-upper', 'eth'],
      ['deposit-usdt', 'usdt'],
      ['deposit-label', 'eth'],
      ['withdraw-symbol', 'usdt'],
    ];
    for (const [key, coin] of cases) expect(await row(key), key).toMatchObject({ coin, payment_method: '' });
    // the address stays the address
    expect((await row('withdraw-symbol')).payment_address).toBe('Ttheirs');
  });

  it('leaves what names no coin where it was, with no coin', async () => {
    expect(await row('deposit-free-text')).toMatchObject({ coin: null, payment_method: 'bank wire' });
    expect(await row('withdraw-crypto')).toMatchObject({ coin: null, payment_method: 'crypto', payment_address: 'bc1qlegacy' });
  });

  it('gives an investment its terms, and clears its legacy fields where they said the same', async () => {
    expect(await row('investment')).toMatchObject({ coin: null, duration_days: 30, roi_bp: 150, payment_method: '', payment_address: '' });
    expect(await row('investment-whole')).toMatchObject({ duration_days: 14, roi_bp: 200, payment_method: '', payment_address: '' });
    expect(await row('investment-untyped')).toMatchObject({ duration_days: 7, roi_bp: 35, payment_method: '', payment_address: '' });
    expect(await row('investment-other')).toMatchObject({
      duration_days: 60,
      roi_bp: 120,
      payment_method: '60',
      payment_address: 'not a rate',
    });
  });

  it('refuses a coin on an investment, and a coin that is not ours', async () => {
    await expect(
      db.query(`insert into transactions (user_id, type, amount_cents, status, coin) values ($1, 'investment', 100, 'active', 'btc')`, [
        userId,
      ]),
    ).rejects.toThrow(/transactions_coin_not_investment/);
    await expect(
      db.query(`insert into transactions (user_id, type, amount_cents, status, coin) values ($1, 'deposit', 100, 'pending', 'doge')`, [
        userId,
      ]),
    ).rejects.toThrow(/invalid input value for enum coin/);
  });

  it('open_wallet_deposit records the coin', async () => {
    await db.query(`insert into wallets (name, address, currency) values ('Main', 'bc1qwallet', 'btc')`);
    const { rows } = await db.query<Row>(
      `select type, coin, payment_method, payment_address from open_wallet_deposit($1, 5000, 'btc', 'bc1qwallet', now(), 100)`,
      [userId],
    );
    expect(rows).toEqual([{ type: 'deposit', coin: 'btc', payment_method: '', payment_address: 'bc1qwallet' }]);
  });
});
