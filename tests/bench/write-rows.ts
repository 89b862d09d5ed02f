import pg from 'pg';
import { BTC_WALLET, depositApprovals, depositSaves, type Account } from './api';
import { SERVER_POOL } from './config';
import type { Served } from './engine';
import { fig } from './http-rows';
import { http, sqlLoad } from './load';
import type { Row } from './report';

/** The writes of a deposit save: one row, in its own transaction. */
async function saveSql(c: pg.PoolClient, writer: Account, ids: string[]) {
  await c.query('begin');
  const { rows } = await c.query<{ id: string }>(
    `insert into transactions (user_id, type, amount_cents, status, payment_method, payment_address, created_at, updated_at)
     values ($1, 'deposit', 50000, 'pending', 'Bitcoin', $2, now(), now()) returning *`,
    [writer.id, BTC_WALLET],
  );
  await c.query('commit');
  ids.push(rows[0].id);
}

/**
 * The writes of an admin's approval of a deposit (PUT status successful): the status and
 * credit time, the balance, the ledger row, the owner's notice, the e-mail job, the audit row.
 */
async function approveSql(c: pg.PoolClient, admin: Account, id: string) {
  await c.query('begin');
  const { rows } = await c.query<{ user_id: string; amount_cents: number; payment_method: string }>(
    `update transactions set status = 'successful', credited_at = now(), updated_at = now()
     where id = $1 and status = 'pending' returning *`,
    [id],
  );
  const t = rows[0];
  if (!t) throw new Error(`deposit ${id} is not pending`);
  const { rows: owner } = await c.query<{ email: string }>(
    `update users set acct_bal = acct_bal + $2, updated_at = now() where id = $1 returning email`,
    [t.user_id, t.amount_cents],
  );
  await c.query(
    `insert into ledger_entries (user_id, account, amount_cents, kind, transaction_id, actor_id) values ($1, 'balance', $2, 'deposit', $3, $4)`,
    [t.user_id, t.amount_cents, id, admin.id],
  );
  const params = { transactionId: id, amountCents: t.amount_cents, coin: t.payment_method };
  await c.query(
    `insert into notifications (user_id, kind, title, body, link, data) values ($1, 'deposit_credited', 'Deposit credited', $2, '/account/activity', $3)`,
    [t.user_id, `$${t.amount_cents / 100} in Bitcoin was added to your balance.`, params],
  );
  await c.query(`insert into pgboss.job (name, data) values ('mail', $1)`, [{ to: owner[0].email, template: 'deposit_credited', params }]);
  await c.query(
    `insert into audit_log (actor_id, action, entity, entity_id, before, after) values ($1, 'transaction.update', 'transaction', $2, $3, $4)`,
    [admin.id, id, { ...t, status: 'pending' }, t],
  );
  await c.query('commit');
}

/** Deposit save and admin approve through the API against a hand-written transaction doing the same writes. */
export async function writeRows(s: Served, url: string): Promise<Row[]> {
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL });
  try {
    const productIds: string[] = [];
    const anchorIds: string[] = [];
    console.log('postgres: deposit save...');
    const save = await http({
      url: s.server.base,
      warmup: 0,
      maxOverallRequests: s.writers.length * 5,
      requests: depositSaves(s.writers, productIds),
    });
    const saveAnchor = await sqlLoad(pool, (c, i) => saveSql(c, s.writers[i % s.writers.length], anchorIds));
    console.log('postgres: admin approve...');
    const approve = await http({
      url: s.server.base,
      warmup: 0,
      maxOverallRequests: productIds.length,
      requests: depositApprovals(s.admin, productIds),
    });
    const approveAnchor = await sqlLoad(pool, (c, i) => approveSql(c, s.admin, anchorIds[i]), anchorIds.length);
    console.log({ save, saveAnchor, approve, approveAnchor });
    const row = (measure: string, product: typeof save, anchor: typeof save): Row => ({
      measure,
      engine: s.label,
      product: fig(product),
      anchor: `minimal SQL doing the same writes ${fig(anchor)}`,
      ratio: product.rps / anchor.rps,
      goal: '>= 0.4',
      holds: product.rps / anchor.rps >= 0.4 && !product.non2xx && !anchor.non2xx,
    });
    return [row('deposit save', save, saveAnchor), row('admin approve (deposit)', approve, approveAnchor)];
  } finally {
    await pool.end();
  }
}
