// A deposit to a shared wallet is matched by hand: staff see the transaction hash the sender
// gave, on the deposits list (under the wallet) and on the deposit's page, or that none was given.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicTransaction } from '@/common/api/transactions';
import { DepositEdit } from '@/src-admin/deposits/DepositEdit';
import { DepositList } from '@/src-admin/deposits/DepositList';
import { fakeApi, listReply, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { transaction } from './helpers/fixtures';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };
const D1 = '44444444-4444-4444-8444-444444444444';
const HASH = 'ab'.repeat(32);

const deposit = (over: Partial<PublicTransaction> = {}) =>
  transaction({
    _id: D1,
    amount: 500,
    sender_txid: HASH,
    createdAt: '2026-11-28T10:00:00Z',
    updatedAt: '2026-11-28T10:00:00Z',
    ...over,
  });

const routes = (record: PublicTransaction): RouteTable => ({
  [`GET /transaction/single/${D1}`]: { body: record },
  'GET /transaction/all/': listReply('transaction', [record]),
  'GET /transaction/all': listReply('transaction', [record]),
  'GET /profile/all': listReply('profile', []),
});

/** An admin's page for the deposit: its edit page. */
const depositPage = () =>
  renderAdminView(<DepositEdit />, { url: `/admin/deposits/${D1}`, path: '/admin/deposits/:id', resource: 'deposits' });

describe("the sender's transaction hash in the back-office", () => {
  it("the deposit's page shows it in full", async () => {
    fakeApi(staff(), routes(deposit()));
    depositPage();
    expect(await screen.findByText("Sender's transaction hash", {}, T)).toBeInTheDocument();
    expect(screen.getByTestId('sender-txid')).toHaveTextContent(HASH);
  });

  it("the deposit's page says when none was given", async () => {
    fakeApi(staff(), routes(deposit({ sender_txid: null })));
    depositPage();
    const label = await screen.findByText("Sender's transaction hash", {}, T);
    expect(label.parentElement).toHaveTextContent('Not given');
  });

  it('the deposits list shows it under the wallet', async () => {
    fakeApi(staff(), routes(deposit()));
    renderAdminView(<DepositList />, { url: '/admin/deposits', resource: 'deposits' });
    expect(await screen.findByText(HASH, {}, T)).toBeInTheDocument();
    expect(screen.getByText(/Sender's hash/)).toBeInTheDocument();
  });
});
