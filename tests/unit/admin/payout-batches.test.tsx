// Bitcoin payout batches in the back office: an admin builds one from the payout desk's selected
// withdrawals at a fee rate they pick (one POST of { ids, fee_rate }, however impatiently clicked;
// the server's refusal in full), then on the Bitcoin batches page downloads its PSBT, uploads it
// signed (a binary .psbt base64-encoded, pasted text trimmed, a refused PSBT said under its field)
// or cancels it after a confirmation. Amounts in bitcoin are exact; support staff only read.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_MSG, type PayoutBatch } from '@/common/api/payout-batches';
import type { PublicTransaction } from '@/common/api/transactions';
import { formatDateTime } from '@/common/date-format';
import { feeRateFormSchema, formatBtc, psbtTextOf, withBatch } from '@/src-admin/payouts/batchData';
import { builtMessage } from '@/src-admin/payouts/BuildBatchButton';
import { PayoutBatchesPage } from '@/src-admin/payouts/PayoutBatchesPage';
import { PayoutDesk } from '@/src-admin/payouts/PayoutDesk';
import { fail, fakeApi, held, listReply, type Handler, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { resetViewport, setViewport } from '@/tests/unit/web/helpers/viewport';
import { payoutBatch, withdrawalAwaitingApproval } from './helpers/fixtures';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const W1 = '11111111-1111-4111-8111-111111111111';
const W2 = '22222222-2222-4222-8222-222222222222';
const BATCH = payoutBatch();
const NAME = 'batch b7e4c2a1';
const PATH = '/payouts/batches';
const ONE = `${PATH}/${BATCH.id}`;

/** The bytes of a binary PSBT file: the magic 'psbt' 0xff, then its maps. */
const PSBT_BYTES = new Uint8Array([0x70, 0x73, 0x62, 0x74, 0xff, 0x01, 0x00, 0x71, 0x02, 0x00, 0x00, 0x00, 0xfe, 0x80]);
const PSBT_BASE64 = Buffer.from(PSBT_BYTES).toString('base64');

/** Approved bitcoin withdrawals on the desk, ready to go in a batch. */
const approved = (over: Partial<PublicTransaction>) =>
  withdrawalAwaitingApproval({
    approved_by: { id: 's1', name: 'Sam Support' },
    approved_at: '2026-03-02T09:00:00Z',
    review_state: { next_step: 'Ready to pay', may_approve: false, may_withdraw_approval: false, may_mark_paid: true, may_reject: true },
    ...over,
  });

const queue = [approved({ _id: W1 }), approved({ _id: W2, user_name: 'Bo Builder', amount: 300.25 })];

const deskApi: RouteTable = {
  'GET /payouts/summary': { body: [] },
  'GET /payouts': listReply('payouts', queue),
  'GET /profile/all': listReply('profile', []),
};

let current: PayoutBatch[];

/** The batches as they stand: a signed upload pays the batch, a cancel cancels it (409 once it is no longer built). */
const batchesApi =
  (answer?: Promise<void>): Handler =>
  async (sent) => {
    if (sent.path === PATH && sent.method === 'GET') return { body: current };
    const id = sent.path.startsWith(`${PATH}/`) ? sent.path.slice(PATH.length + 1).split('/')[0] : undefined;
    const batch = current.find((b) => b.id === id);
    if (!batch) return undefined;
    const now = (state: PayoutBatch['state']) => {
      const next = {
        ...batch,
        state,
        ...(state === 'paid' && { broadcast_at: '2026-03-02T10:00:00.000Z', paid_at: '2026-03-02T10:00:00.000Z' }),
      };
      current = current.map((b) => (b.id === id ? next : b));
      return { body: next };
    };
    if (sent.method === 'POST' && sent.path.endsWith('/signed')) {
      await answer;
      return batch.state === 'built' ? now('paid') : fail(409, BATCH_MSG.notBuilt(batch.state));
    }
    if (sent.method === 'POST' && sent.path.endsWith('/cancel')) {
      await answer;
      return batch.state === 'built' ? now('cancelled') : fail(409, BATCH_MSG.notBuilt(batch.state));
    }
    return undefined;
  };

const desk = () => renderAdminView(<PayoutDesk />, { url: '/admin/payouts', resource: 'payouts' });
const batchesPage = (url = `/admin${PATH}`) => renderAdminView(<PayoutBatchesPage />, { url });

/** The table row of a batch (its name is the row's header). */
const row = async (name = 'Batch b7e4c2a1') => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) }, T)).closest('tr')!;

/** Selects the desk's rows of these users and opens the build dialog. */
async function openBuildDialog(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  const table = await screen.findByRole('table', {}, T);
  for (const name of names) {
    const tr = (await within(table).findByText(name, {}, T)).closest('tr')!;
    await user.click(within(tr).getByRole('checkbox'));
  }
  await user.click(await screen.findByRole('button', { name: 'Build a bitcoin batch (PSBT)' }, T));
  return screen.findByRole('dialog', { name: `Build a bitcoin batch of ${names.length} withdrawal${names.length === 1 ? '' : 's'}` }, T);
}

let saved: { blob: Blob; fileName: string }[];

beforeEach(() => {
  current = [BATCH];
  saved = [];
});
afterEach(() => {
  resetViewport();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Catches what saveFile hands the browser: the blob and the name it is saved under. */
function catchSavedFiles() {
  let blob: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (b: Blob) => {
        blob = b;
        return 'blob:psbt';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blob!, fileName: this.download });
  });
}

describe('shaping the batches', () => {
  it('writes bitcoin exactly from the integer satoshis', () => {
    expect(formatBtc(2_000_000)).toBe('0.02 BTC');
    expect(formatBtc(1)).toBe('0.00000001 BTC');
    expect(formatBtc(123_456_789)).toBe('1.23456789 BTC');
    expect(formatBtc(0)).toBe('0 BTC');
    // 0.1 + 0.2 in floats would not read 0.3
    expect(formatBtc(10_000_000 + 20_000_000)).toBe('0.3 BTC');
    expect(formatBtc(2_099_999_999_999_999)).toBe('20,999,999.99999999 BTC');
  });

  it("checks the fee rate with the API's rule: a whole number of sat/vB from 1", () => {
    for (const refused of ['0', '1.5', '', 'abc', '-3', '2001', '1e3']) {
      const parsed = feeRateFormSchema.safeParse({ fee_rate: refused });
      expect(parsed.success, refused).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(BATCH_MSG.feeRate);
    }
    expect(feeRateFormSchema.parse({ fee_rate: ' 12 ' })).toEqual({ fee_rate: 12 });
  });

  it('reads a binary .psbt as base64, a text file as it is', async () => {
    expect(await psbtTextOf(new File([PSBT_BYTES], 'signed.psbt'))).toEqual({ text: PSBT_BASE64, binary: true });
    expect(await psbtTextOf(new File([`${PSBT_BASE64}\n`], 'signed.txt'))).toEqual({ text: `${PSBT_BASE64}\n`, binary: false });
  });

  it('puts a new batch first and an answered one in its place', () => {
    const other = payoutBatch({ id: '0c0c0c0c-0000-4000-8000-000000000000' });
    expect(withBatch([BATCH], other).map((b) => b.id)).toEqual([other.id, BATCH.id]);
    expect(withBatch([other, BATCH], { ...BATCH, state: 'paid' }).map((b) => b.state)).toEqual(['built', 'paid']);
    expect(withBatch(undefined, BATCH)).toEqual([BATCH]);
  });
});

describe('building a batch on the payout desk', () => {
  it('asks the fee rate, refuses 0 and 1.5, then sends exactly { ids, fee_rate } once and opens the batch', async () => {
    const answer = held<void>();
    const http = fakeApi(
      staff(),
      {
        'POST /payouts/batches': async () => {
          await answer.promise;
          return { status: 201, body: BATCH };
        },
      },
      deskApi,
      batchesApi(),
    );
    const { router } = desk();
    const user = userEvent.setup();
    const dialog = await openBuildDialog(user, ['Ann Investor', 'Bo Builder']);
    expect(dialog).toHaveTextContent('Only approved bitcoin withdrawals go in');
    expect(dialog).toHaveTextContent('It never holds a key: you download the PSBT, check it and sign it in your own wallet.');
    const fee = within(dialog).getByRole('textbox', { name: /^Fee rate/ });
    const build = within(dialog).getByRole('button', { name: 'Build the PSBT' });

    for (const refused of ['0', '1.5']) {
      await user.clear(fee);
      await user.type(fee, refused);
      await user.click(build);
      await waitFor(() => expect(fee).toHaveAttribute('aria-invalid', 'true'), T);
      expect(fee).toHaveAccessibleDescription(BATCH_MSG.feeRate);
    }
    expect(http.calls('POST /payouts/batches')).toHaveLength(0);

    await user.clear(fee);
    await user.type(fee, '12');
    await user.dblClick(build);
    await waitFor(() => expect(http.calls('POST /payouts/batches')).toHaveLength(1), T);
    expect(http.calls('POST /payouts/batches')[0].body).toStrictEqual({ ids: [W1, W2], fee_rate: 12 });
    await waitFor(() => expect(build).toBeDisabled(), T);

    answer.resolve();
    const message = builtMessage(BATCH);
    expect(message).toContain(BATCH.txid);
    expect(message).toContain('fee 1,410 sat (10 sat/vB)');
    expect(await screen.findByText(message, {}, T)).toBeInTheDocument();
    // the new batch is shown: the Bitcoin batches page, opened on it
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin${PATH}`), T);
    expect(router.state.location.search).toBe(`?batch=${BATCH.id}`);
    expect(http.calls('POST /payouts/batches')).toHaveLength(1);
  });

  it.each([
    [409, BATCH_MSG.needsApproval],
    [409, BATCH_MSG.notEnough(1_000_000, 2_001_410)],
    [503, 'The bitcoin node cannot be reached: try again in a minute'],
  ])("shows the server's %i in full in the dialog, the fee rate kept", async (status, text) => {
    const http = fakeApi(staff(), { 'POST /payouts/batches': fail(status, text) }, deskApi);
    desk();
    const user = userEvent.setup();
    const dialog = await openBuildDialog(user, ['Ann Investor']);
    const fee = within(dialog).getByRole('textbox', { name: /^Fee rate/ });
    await user.type(fee, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Build the PSBT' }));
    expect(await within(dialog).findByRole('alert', {}, T)).toHaveTextContent(text);
    expect(fee).toHaveValue('8');
    expect(http.calls('POST /payouts/batches')[0].body).toStrictEqual({ ids: [W1], fee_rate: 8 });
  });

  it('puts the server’s refusal of the fee rate under its field', async () => {
    fakeApi(
      staff(),
      { 'POST /payouts/batches': fail(400, BATCH_MSG.feeRate, [{ field: 'fee_rate', message: BATCH_MSG.feeRate }]) },
      deskApi,
    );
    desk();
    const user = userEvent.setup();
    const dialog = await openBuildDialog(user, ['Ann Investor']);
    const fee = within(dialog).getByRole('textbox', { name: /^Fee rate/ });
    await user.type(fee, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Build the PSBT' }));
    await waitFor(() => expect(fee).toHaveAttribute('aria-invalid', 'true'), T);
    expect(fee).toHaveAccessibleDescription(BATCH_MSG.feeRate);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('support staff are not offered a batch; the desk leads both roles to the batches', async () => {
    fakeApi(staff('support'), deskApi);
    const { accessKnown } = desk();
    const table = await screen.findByRole('table', {}, T);
    const tr = (await within(table).findByText('Ann Investor', {}, T)).closest('tr')!;
    await accessKnown();
    await userEvent.click(within(tr).getByRole('checkbox'));
    await screen.findByRole('button', { name: 'Approve' }, T);
    expect(screen.queryByRole('button', { name: 'Build a bitcoin batch (PSBT)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bitcoin batches' })).toHaveAttribute('href', `/admin${PATH}`);
  });
});

describe('the Bitcoin batches page', () => {
  it('lists each batch with its state, transaction, exact bitcoin, USD, fee and change (1440 px), and is axe-clean', async () => {
    setViewport(1440);
    const paid = payoutBatch({
      id: '0d9c8b7a-6f5e-4d3c-8b2a-190817263544',
      state: 'paid',
      txid: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      items: [{ transaction_id: W1, address: BATCH.items[0].address, sats: 1, amount_usd: 0.01 }],
      fee_sats: 141,
      fee_rate: 1,
      change_address: null,
      change_sats: 0,
      created_at: '2026-03-01T08:00:00.000Z',
    });
    current = [BATCH, paid];
    fakeApi(staff(), batchesApi());
    const { container } = batchesPage();
    expect(await screen.findByRole('heading', { name: 'Bitcoin batches', level: 1 }, T)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Batches' }, T);
    expect(within(screen.getByRole('region', { name: 'Batches' })).getByRole('heading', { level: 2 })).toHaveTextContent('Batches');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Batch', 'State', 'Built at', 'Transaction', 'Withdrawals paid', 'Fee', 'Change', 'Actions']);
    // newest first, as the API lists them
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Batch b7e4c2a1', 'Batch 0d9c8b7a']);

    const built = await row();
    expect(built).toHaveTextContent('Awaiting signature');
    expect(built).toHaveTextContent(formatDateTime(BATCH.created_at));
    // 1,500,000 + 500,000 sat: exactly 0.02 BTC
    expect(within(built).getByText('0.02 BTC')).toBeInTheDocument();
    expect(built).toHaveTextContent('0.02 BTC2 withdrawals$1,200.75');
    expect(built).toHaveTextContent('1,410 sat10 sat/vB');
    expect(built).toHaveTextContent('0.0009859 BTC');
    const txid = within(built).getByText('4a5e1e…eda33b');
    expect(txid).toHaveAttribute('title', BATCH.txid);

    const done = await row('Batch 0d9c8b7a');
    expect(done).toHaveTextContent('Paid');
    expect(within(done).getByText('0.00000001 BTC')).toBeInTheDocument();
    expect(done).toHaveTextContent('0.00000001 BTC1 withdrawal$0.01');
    expect(done).toHaveTextContent('None');
    // a paid batch offers its details only
    expect(
      within(done)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Copy the transaction id of batch 0d9c8b7a', 'Details of batch 0d9c8b7a']);
    // each button names its batch
    for (const name of ['Download PSBT', 'Upload signed PSBT', 'Cancel', 'Details', 'Copy the transaction id of'])
      expect(within(built).getByRole('button', { name: new RegExp(`^${name}.* ${NAME}$`) })).toBeInTheDocument();

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);

    const user = userEvent.setup();
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await user.click(within(built).getByRole('button', { name: `Copy the transaction id of ${NAME}` }));
    expect(await screen.findByText(`The transaction id of ${NAME} was copied.`, {}, T)).toBeInTheDocument();
    expect(copied).toEqual([BATCH.txid]);
  });

  it('opens a batch’s details: its inputs and the withdrawals it pays, each linked to its page', async () => {
    setViewport(1440);
    fakeApi(staff(), batchesApi());
    const { container } = batchesPage();
    const user = userEvent.setup();
    const details = within(await row()).getByRole('button', { name: `Details of ${NAME}` });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');

    const inputs = await screen.findByRole('table', { name: `Inputs of ${NAME}` }, T);
    expect(screen.getByRole('heading', { name: `Inputs of ${NAME}`, level: 3 })).toBeInTheDocument();
    const input = within(inputs).getAllByRole('row')[1];
    expect(input).toHaveTextContent(BATCH.inputs[0].address);
    expect(input).toHaveTextContent('0.021 BTC2,100,000 sat');
    expect(input).toHaveTextContent("m/84'/0'/0'/0/3");

    const items = screen.getByRole('table', { name: `Withdrawals paid by ${NAME}` });
    const [first, second] = within(items).getAllByRole('row').slice(1);
    expect(within(first).getByRole('link', { name: W1 })).toHaveAttribute('href', `/admin/withdrawals/${W1}`);
    expect(first).toHaveTextContent(BATCH.items[0].address);
    expect(first).toHaveTextContent('0.015 BTC1,500,000 sat');
    expect(first).toHaveTextContent('$900.50');
    expect(second).toHaveTextContent('0.005 BTC500,000 sat');
    expect(second).toHaveTextContent('$300.25');
    expect(screen.getByText(BATCH.change_address!)).toBeInTheDocument();

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);

    await user.click(details);
    await waitFor(() => expect(screen.queryByRole('table', { name: `Inputs of ${NAME}` })).toBeNull(), T);
  });

  it('opens on the batch the address names, its details shown', async () => {
    fakeApi(staff(), batchesApi());
    batchesPage(`/admin${PATH}?batch=${BATCH.id}`);
    expect(await screen.findByRole('table', { name: `Inputs of ${NAME}` }, T)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Details of ${NAME}` })).toHaveAttribute('aria-expanded', 'true');
  });

  it("downloads the PSBT with the staff token under the server's name, else payout-batch-<id8>.psbt", async () => {
    catchSavedFiles();
    const http = fakeApi(
      staff(),
      {
        [`GET ${ONE}/psbt`]: {
          body: new Blob([PSBT_BYTES], { type: 'application/octet-stream' }),
          headers: { 'Content-Disposition': 'attachment; filename="payout-batch-b7e4c2a1-signed-here.psbt"' },
        },
      },
      batchesApi(),
    );
    batchesPage();
    const user = userEvent.setup();
    await user.click(within(await row()).getByRole('button', { name: `Download PSBT of ${NAME}` }));
    await waitFor(() => expect(saved).toHaveLength(1), T);
    expect(saved[0].fileName).toBe('payout-batch-b7e4c2a1-signed-here.psbt');
    expect(new Uint8Array(await saved[0].blob.arrayBuffer())).toEqual(PSBT_BYTES);
    const [call] = http.calls(`GET ${ONE}/psbt`);
    expect(call.headers.authorization).toMatch(/^Bearer /);

    http.set(`GET ${ONE}/psbt`, { body: new Blob([PSBT_BYTES], { type: 'application/octet-stream' }) });
    await user.click(within(await row()).getByRole('button', { name: `Download PSBT of ${NAME}` }));
    await waitFor(() => expect(saved).toHaveLength(2), T);
    expect(saved[1].fileName).toBe('payout-batch-b7e4c2a1.psbt');
  });

  it('uploads a binary signed .psbt as base64, once, and shows the batch paid', async () => {
    const answer = held<void>();
    const http = fakeApi(staff(), batchesApi(answer.promise));
    batchesPage();
    const user = userEvent.setup();
    await user.click(within(await row()).getByRole('button', { name: `Upload signed PSBT of ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Upload the signed PSBT of ${NAME}` }, T);
    await user.upload(within(dialog).getByLabelText(`Signed PSBT file of ${NAME}`), new File([PSBT_BYTES], 'signed.psbt'));
    const box = within(dialog).getByRole('textbox', { name: /^Signed PSBT \(base64\)/ });
    await waitFor(() => expect(box).toHaveValue(PSBT_BASE64), T);
    expect(box).toHaveAccessibleDescription('Read from signed.psbt.');
    const upload = within(dialog).getByRole('button', { name: 'Upload and broadcast' });
    await user.dblClick(upload);
    await waitFor(() => expect(http.calls(`POST ${ONE}/signed`)).toHaveLength(1), T);
    expect(http.calls(`POST ${ONE}/signed`)[0].body).toStrictEqual({ psbt: PSBT_BASE64 });

    answer.resolve();
    expect(
      await screen.findByText(
        `Batch b7e4c2a1 broadcast: transaction ${BATCH.txid}. Its 2 withdrawals are marked paid and their owners told.`,
        {},
        T,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    const paid = await row();
    await waitFor(() => expect(paid).toHaveTextContent('Paid'), T);
    expect(within(paid).queryByRole('button', { name: `Upload signed PSBT of ${NAME}` })).toBeNull();
    expect(http.calls(`POST ${ONE}/signed`)).toHaveLength(1);
  });

  it('sends pasted base64 trimmed, and puts a refused PSBT (400) under the field', async () => {
    const refusals: RouteTable = {
      [`POST ${ONE}/signed`]: fail(400, BATCH_MSG.notSigned, [{ field: 'psbt', message: BATCH_MSG.notSigned }]),
    };
    const http = fakeApi(staff(), refusals, batchesApi());
    batchesPage();
    const user = userEvent.setup();
    await user.click(within(await row()).getByRole('button', { name: `Upload signed PSBT of ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Upload the signed PSBT of ${NAME}` }, T);
    const box = within(dialog).getByRole('textbox', { name: /^Signed PSBT \(base64\)/ });
    const upload = within(dialog).getByRole('button', { name: 'Upload and broadcast' });

    // nothing pasted: said under the field, nothing sent
    await user.click(upload);
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'), T);
    expect(box).toHaveAccessibleDescription(BATCH_MSG.notAPsbt);
    expect(http.calls(`POST ${ONE}/signed`)).toHaveLength(0);

    await user.click(box);
    await user.paste(`  ${PSBT_BASE64}\n\n`);
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(upload);
    await waitFor(() => expect(box).toHaveAccessibleDescription(BATCH_MSG.notSigned), T);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(http.calls(`POST ${ONE}/signed`)[0].body).toStrictEqual({ psbt: PSBT_BASE64 });
    // what was pasted stays, to correct
    expect(box).toHaveValue(`  ${PSBT_BASE64}\n\n`);

    // another transaction (409): said in full above the field
    http.set(`POST ${ONE}/signed`, fail(409, BATCH_MSG.otherTransaction));
    await user.click(upload);
    expect(await within(dialog).findByRole('alert', {}, T)).toHaveTextContent(BATCH_MSG.otherTransaction);
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    expect(http.calls(`POST ${ONE}/signed`)).toHaveLength(2);
  });

  it('cancels a batch only after a confirmation', async () => {
    const http = fakeApi(staff(), batchesApi());
    batchesPage();
    const user = userEvent.setup();
    const built = await row();

    await user.click(within(built).getByRole('button', { name: `Cancel ${NAME}` }));
    let dialog = await screen.findByRole('dialog', { name: `Cancel ${NAME}?` }, T);
    expect(dialog).toHaveTextContent('Its 2 withdrawals and the bitcoin it would spend are free again');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(http.calls(`POST ${ONE}/cancel`)).toHaveLength(0);

    await user.click(within(built).getByRole('button', { name: `Cancel ${NAME}` }));
    dialog = await screen.findByRole('dialog', { name: `Cancel ${NAME}?` }, T);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the batch' }));
    expect(
      await screen.findByText('Batch b7e4c2a1 cancelled: its withdrawals and the bitcoin it would have spent are free again.', {}, T),
    ).toBeInTheDocument();
    expect(http.calls(`POST ${ONE}/cancel`)).toHaveLength(1);
    expect(http.calls(`POST ${ONE}/cancel`)[0].body).toBeUndefined();
    await waitFor(() => expect(built).toHaveTextContent('Cancelled'), T);
    expect(within(built).queryByRole('button', { name: `Cancel ${NAME}` })).toBeNull();
  });

  it("says the server's refusal of a cancel in full", async () => {
    fakeApi(staff(), { [`POST ${ONE}/cancel`]: fail(409, BATCH_MSG.notBuilt('broadcast')) }, batchesApi());
    batchesPage();
    const user = userEvent.setup();
    await user.click(within(await row()).getByRole('button', { name: `Cancel ${NAME}` }));
    await user.click(within(await screen.findByRole('dialog', {}, T)).getByRole('button', { name: 'Cancel the batch' }));
    expect(await screen.findByText(`The batch could not be cancelled: ${BATCH_MSG.notBuilt('broadcast')}`, {}, T)).toBeInTheDocument();
  });

  it('support staff read the batches and their details, and are offered no action', async () => {
    const http = fakeApi(staff('support'), batchesApi());
    const { accessKnown } = batchesPage();
    const built = await row();
    await accessKnown();
    expect(screen.getByText(/Only admins build, sign or cancel a batch\./)).toBeInTheDocument();
    expect(within(built).getByText('0.02 BTC')).toBeInTheDocument();
    for (const name of ['Download PSBT', 'Upload signed PSBT', 'Cancel'])
      expect(screen.queryByRole('button', { name: new RegExp(`^${name}`) })).toBeNull();
    await userEvent.click(within(built).getByRole('button', { name: `Details of ${NAME}` }));
    const items = await screen.findByRole('table', { name: `Withdrawals paid by ${NAME}` }, T);
    // support staff open a withdrawal's detail page
    expect(within(items).getByRole('link', { name: W1 })).toHaveAttribute('href', `/admin/withdrawals/${W1}/show`);
    expect(http.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('says when there is no batch yet', async () => {
    current = [];
    fakeApi(staff(), batchesApi());
    batchesPage();
    expect(
      await screen.findByText('No batch yet: select approved bitcoin withdrawals on the payout desk and build one.', {}, T),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('on a phone (375 px) each batch is a card, its details inside it', async () => {
    setViewport(375);
    fakeApi(staff(), batchesApi());
    const { container } = batchesPage();
    const card = await screen.findByRole('listitem', { name: 'Batch b7e4c2a1' }, T);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Batch b7e4c2a1', level: 3 })).toBeInTheDocument();
    expect(card).toHaveTextContent('Awaiting signature');
    expect(card).toHaveTextContent(`Built ${formatDateTime(BATCH.created_at)}`);
    expect(within(card).getByText('0.02 BTC')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Download PSBT of ${NAME}` })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: `Details of ${NAME}` }));
    expect(await within(card).findByRole('heading', { name: `Inputs of ${NAME}`, level: 4 }, T)).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: `Withdrawals paid by ${NAME}` })).toHaveTextContent('0.015 BTC · $900.50');
    expect(within(card).getByRole('link', { name: W1 })).toBeInTheDocument();

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('beside the menu (1024 px) the date and state go under the batch and the change under the fee', async () => {
    setViewport(1024);
    fakeApi(staff(), batchesApi());
    batchesPage();
    const built = await row();
    expect(
      within(screen.getByRole('table', { name: 'Batches' }))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Batch', 'Transaction', 'Withdrawals paid', 'Fee', 'Actions']);
    expect(built).toHaveTextContent(`Batch b7e4c2a1${formatDateTime(BATCH.created_at)}Awaiting signature`);
    expect(built).toHaveTextContent('1,410 sat10 sat/vBChange 0.0009859 BTC');
  });
});
