// A deposit to a shared wallet is matched by hand: staff see the transaction hash the sender
// gave, on the deposits list (under the wallet) and on the deposit's page, or that none was given.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, listReply, type Route } from './helpers/fake-api';
import { renderAdmin } from './helpers/render-admin';

const T = { timeout: 10_000 };
const D1 = '44444444-4444-4444-8444-444444444444';
const HASH = 'ab'.repeat(32);

const deposit = (over: Record<string, unknown> = {}) => ({
  _id: D1,
  userid: 'u1',
  user_name: 'Ann Investor',
  user_email: 'ann@example.com',
  trnx_type: 'deposit',
  type: 'deposit',
  amount: 500,
  status: 'pending',
  payment_method: 'Bitcoin',
  payment_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  payout_reference: null,
  sender_txid: HASH,
  createdAt: '2026-11-28T10:00:00Z',
  updatedAt: '2026-11-28T10:00:00Z',
  ...over,
});

const routes =
  (record: Record<string, unknown>): Route =>
  (call) => {
    if (call.path === `/api/transaction/single/${D1}`) return { body: record };
    if (call.path === '/api/transaction/all/' || call.path === '/api/transaction/all') return listReply('transaction', [record]);
    if (call.path === '/api/profile/all') return listReply('profile', []);
    return undefined;
  };

describe("the sender's transaction hash in the back-office", () => {
  it("the deposit's page shows it in full", async () => {
    fakeApi(routes(deposit()));
    renderAdmin(`/admin/deposits/${D1}`);
    expect(await screen.findByText("Sender's transaction hash", {}, T)).toBeInTheDocument();
    expect(screen.getByTestId('sender-txid')).toHaveTextContent(HASH);
  });

  it("the deposit's page says when none was given", async () => {
    fakeApi(routes(deposit({ sender_txid: null })));
    renderAdmin(`/admin/deposits/${D1}`);
    const label = await screen.findByText("Sender's transaction hash", {}, T);
    expect(label.parentElement).toHaveTextContent('Not given');
  });

  it('the deposits list shows it under the wallet', async () => {
    fakeApi(routes(deposit()));
    renderAdmin('/admin/deposits');
    expect(await screen.findByText(HASH, {}, T)).toBeInTheDocument();
    expect(screen.getByText(/Sender's hash/)).toBeInTheDocument();
  });
});
