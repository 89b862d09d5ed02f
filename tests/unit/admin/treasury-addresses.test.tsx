// The treasury addresses on the Proof of reserves page: the addresses whose balances count as
// proven reserves, each with the message its key signed and the signature; admins register one
// (the exact message to sign shown once the address is valid, one POST however impatiently
// clicked, the server's refusal under its field) and remove one after a confirmation; support
// staff only read.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { TreasuryAddress } from '@/common/api/reserves';
import { ADDRESS_MSG } from '@/common/crypto-address';
import { formatDateTime } from '@/common/date-format';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { SIGNATURE_FORMATS, treasuryMessage } from '@/common/reserves/treasury-message';
import { ReservesPage } from '@/src-admin/reserves/ReservesPage';
import { treasuryFieldErrors, withTreasuryAddress } from '@/src-admin/reserves/treasuryData';
import { fail, fakeApi, held, type Handler, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { resetViewport, setViewport } from '@/tests/unit/web/helpers/viewport';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRON_ADDRESS = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
const BTC_SIGNATURE = 'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=';
const ETH_SIGNATURE = `0x${'5a'.repeat(64)}1b`;

/** A treasury address as GET /reserves/treasury-addresses publishes it. */
const treasury = (overrides: Partial<TreasuryAddress> & Pick<TreasuryAddress, 'coin' | 'address'>): TreasuryAddress => ({
  id: '6f1d7c1e-6b0a-4c55-9a3e-2d8f1c4b7a10',
  message: treasuryMessage(overrides.coin, overrides.address),
  signature: BTC_SIGNATURE,
  registered_at: '2026-11-20T08:30:00.000Z',
  ...overrides,
});

/** Oldest first, as the API lists them. */
const registered = (): TreasuryAddress[] => [
  treasury({ coin: 'btc', address: BTC_ADDRESS }),
  treasury({
    id: '0b9e5d2a-1c3f-4e6a-8b7d-9f0a1b2c3d4e',
    coin: 'eth',
    address: ETH_ADDRESS,
    signature: ETH_SIGNATURE,
    registered_at: '2026-11-21T10:15:00.000Z',
  }),
];

/** The TRON address POST /reserves/treasury-addresses registers (201). */
const added = treasury({
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  coin: 'usdt',
  address: TRON_ADDRESS,
  signature: ETH_SIGNATURE,
  registered_at: '2026-11-26T09:00:00.000Z',
});

let current: TreasuryAddress[];
const PATH = '/reserves/treasury-addresses';

/**
 * The treasury addresses as they stand: a POST (held back until `answer` resolves, when given)
 * registers the TRON one; a DELETE removes one (404 when it is not there). No snapshot is published.
 */
const treasuryApi =
  (answer?: Promise<void>): Handler =>
  async (sent) => {
    if (sent.path === '/reserves/snapshots' && sent.method === 'GET') return { body: [] };
    if (sent.path === PATH && sent.method === 'GET') return { body: current };
    if (sent.path === PATH && sent.method === 'POST') {
      await answer;
      current = [...current, added];
      return { status: 201, body: added };
    }
    if (sent.path.startsWith(`${PATH}/`) && sent.method === 'DELETE') {
      const id = decodeURIComponent(sent.path.slice(PATH.length + 1));
      if (!current.some((t) => t.id === id)) return fail(404, RESERVES_MSG.treasuryNotFound);
      current = current.filter((t) => t.id !== id);
      return { status: 204 };
    }
    return undefined;
  };

const reservesPage = () => renderAdminView(<ReservesPage />, { url: '/admin/reserves' });

const section = () => screen.findByRole('region', { name: 'Treasury addresses' }, T);
const form = () => screen.findByRole('form', { name: 'Add a treasury address' }, T);

/** The table's row of an address (the address is the row's header). */
const row = async (address: string) => (await screen.findByRole('rowheader', { name: address }, T)).closest('tr') as HTMLElement;

const addressField = (f: HTMLElement) => within(f).getByRole('textbox', { name: /^Address/ });
const signatureField = (f: HTMLElement) => within(f).getByRole('textbox', { name: /^Signature/ });

afterEach(() => resetViewport());

describe('shaping the treasury addresses', () => {
  it("puts a new address last, once, and reads the API's field errors", () => {
    const list = registered();
    expect(withTreasuryAddress(list, added).map((t) => t.coin)).toEqual(['btc', 'eth', 'usdt']);
    expect(withTreasuryAddress([...list, added], added)).toHaveLength(3);
    expect(withTreasuryAddress(undefined, added)).toEqual([added]);
    expect(treasuryFieldErrors({ body: { errors: { signature: 'wrong', other: 'x' } } })).toEqual([['signature', 'wrong']]);
    expect(treasuryFieldErrors({ body: { message: 'taken' } })).toEqual([]);
    expect(treasuryFieldErrors(null)).toEqual([]);
  });
});

describe('the treasury addresses', () => {
  it('lists each registered address with its coin and date, explains what counts, and shows the proof of control', async () => {
    setViewport(1440);
    current = registered();
    fakeApi(staff(), treasuryApi());
    const { container } = reservesPage();
    const treasurySection = await section();
    expect(within(treasurySection).getByRole('heading', { name: 'Treasury addresses', level: 2 })).toBeInTheDocument();
    expect(treasurySection).toHaveTextContent(
      'Reserves are proven by reading, at each snapshot, the balances of these addresses and of every deposit address from the chain.',
    );
    expect(treasurySection).toHaveTextContent(
      'Adding an address needs a signature by its key, so only addresses the operator controls count.',
    );
    expect(treasurySection).toHaveTextContent('Holdings declared on the Liabilities page never count as proven.');
    expect(within(treasurySection).getByRole('link', { name: 'Liabilities page' })).toHaveAttribute('href', '/admin/liabilities');

    const table = await within(treasurySection).findByRole('table', { name: 'Treasury addresses' }, T);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Coin', 'Address', 'Registered at', 'Proof of control']);
    // oldest first, as the API lists them
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual([BTC_ADDRESS, ETH_ADDRESS]);
    const btc = await row(BTC_ADDRESS);
    expect(btc).toHaveTextContent('Bitcoin (BTC)');
    expect(btc).toHaveTextContent(formatDateTime('2026-11-20T08:30:00.000Z'));
    const eth = await row(ETH_ADDRESS);
    expect(eth).toHaveTextContent('Ethereum (ETH)');
    expect(eth).toHaveTextContent(formatDateTime('2026-11-21T10:15:00.000Z'));
    expect(within(eth).getByRole('button', { name: `Remove ${ETH_ADDRESS}` })).toBeInTheDocument();

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);

    const user = userEvent.setup();
    // after userEvent.setup, which puts its own clipboard on navigator
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await user.click(within(eth).getByRole('button', { name: `Signed message of ${ETH_ADDRESS}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of control' }, T);
    expect(dialog).toHaveTextContent(`The Ethereum (ETH) address ${ETH_ADDRESS} was registered`);
    expect(within(dialog).getByRole('textbox', { name: 'Signed message' })).toHaveValue(treasuryMessage('eth', ETH_ADDRESS));
    expect(within(dialog).getByRole('textbox', { name: 'Signature' })).toHaveValue(ETH_SIGNATURE);
    expect(dialog).toHaveTextContent(SIGNATURE_FORMATS.eth);
    await user.click(within(dialog).getByRole('button', { name: 'Copy the signed message' }));
    expect(await screen.findByText('The signed message was copied.', {}, T)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy the signature' }));
    expect(await screen.findByText('The signature was copied.', {}, T)).toBeInTheDocument();
    expect(copied).toEqual([treasuryMessage('eth', ETH_ADDRESS), ETH_SIGNATURE]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
  });

  it('says when no address is registered yet', async () => {
    current = [];
    fakeApi(staff('support'), treasuryApi());
    reservesPage();
    expect(
      await screen.findByText('No treasury address is registered yet: only the deposit addresses are read as reserves.', {}, T),
    ).toBeInTheDocument();
    expect(within(await section()).queryByRole('table')).toBeNull();
  });

  it('an admin registers an address: the exact message to sign once it is valid, then one POST of the coin, address and signature', async () => {
    current = registered();
    const answer = held<void>();
    const http = fakeApi(staff(), treasuryApi(answer.promise));
    reservesPage();
    await row(BTC_ADDRESS);
    const user = userEvent.setup();
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const f = await form();
    expect(within(f).getByRole('heading', { name: 'Add a treasury address', level: 3 })).toBeInTheDocument();
    const coin = within(f).getByRole('combobox', { name: /^Coin/ });
    expect(coin).toHaveValue('btc');
    expect(
      within(coin)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bitcoin (BTC)', 'Ethereum (ETH)', 'Tether USDT Trc20 (USDT)']);

    // no message until the address is valid for the coin
    await user.type(addressField(f), TRON_ADDRESS.slice(0, 20));
    expect(within(f).queryByRole('textbox', { name: 'Message to sign' })).toBeNull();
    expect(f).toHaveTextContent('The message to sign appears here once the address is a valid Bitcoin address.');
    await user.selectOptions(coin, 'usdt');
    await user.type(addressField(f), TRON_ADDRESS.slice(20));
    const message = await within(f).findByRole('textbox', { name: 'Message to sign' }, T);
    expect(message).toHaveValue(treasuryMessage('usdt', TRON_ADDRESS));
    expect(message).toHaveAttribute('readonly');
    expect(f).toHaveTextContent(SIGNATURE_FORMATS.usdt);
    expect(message).toHaveAccessibleDescription(expect.stringContaining(SIGNATURE_FORMATS.usdt));
    await user.click(within(f).getByRole('button', { name: 'Copy the message to sign' }));
    expect(await screen.findByText('The message to sign was copied.', {}, T)).toBeInTheDocument();
    expect(copied).toEqual([treasuryMessage('usdt', TRON_ADDRESS)]);

    await user.type(signatureField(f), ETH_SIGNATURE);
    const register = within(f).getByRole('button', { name: 'Add the address' });
    await user.dblClick(register);
    await waitFor(() => expect(register).toBeDisabled(), T);
    expect(register).toHaveTextContent('Adding…');
    await waitFor(() => expect(http.calls(`POST ${PATH}`)).toHaveLength(1), T);
    expect(http.calls(`POST ${PATH}`)[0].body).toStrictEqual({ coin: 'usdt', address: TRON_ADDRESS, signature: ETH_SIGNATURE });

    answer.resolve();
    expect(
      await screen.findByText(`Tether USDT Trc20 (USDT) address ${TRON_ADDRESS} registered: it counts from the next snapshot.`, {}, T),
    ).toBeInTheDocument();
    expect(await row(TRON_ADDRESS)).toHaveTextContent('Tether USDT Trc20 (USDT)');
    // the form is empty again, and the list read again from the server
    await waitFor(() => expect(addressField(f)).toHaveValue(''), T);
    expect(signatureField(f)).toHaveValue('');
    expect(within(f).getByRole('combobox', { name: /^Coin/ })).toHaveValue('btc');
    expect(within(f).queryByRole('textbox', { name: 'Message to sign' })).toBeNull();
    await waitFor(() => expect(http.calls(`GET ${PATH}`)).toHaveLength(2), T);
    await waitFor(() => expect(register).toBeEnabled(), T);
    expect(http.calls(`POST ${PATH}`)).toHaveLength(1);
  });

  it('shows the message for an ether address, and refuses an address that is not valid for the coin before sending', async () => {
    current = registered();
    const http = fakeApi(staff(), treasuryApi());
    reservesPage();
    const f = await form();
    const user = userEvent.setup();
    await user.selectOptions(within(f).getByRole('combobox', { name: /^Coin/ }), 'eth');
    await user.type(addressField(f), ETH_ADDRESS);
    expect(await within(f).findByRole('textbox', { name: 'Message to sign' }, T)).toHaveValue(treasuryMessage('eth', ETH_ADDRESS));
    expect(f).toHaveTextContent(SIGNATURE_FORMATS.eth);

    // a bitcoin address is no ether address
    await user.clear(addressField(f));
    await user.type(addressField(f), BTC_ADDRESS);
    expect(within(f).queryByRole('textbox', { name: 'Message to sign' })).toBeNull();
    await user.click(within(f).getByRole('button', { name: 'Add the address' }));
    expect(await within(f).findByText(ADDRESS_MSG.invalidFor('eth'), {}, T)).toBeInTheDocument();
    expect(addressField(f)).toHaveAttribute('aria-invalid', 'true');
    expect(within(f).getByText('Paste the signature')).toBeInTheDocument();
    expect(http.calls(`POST ${PATH}`)).toHaveLength(0);
  });

  it("puts the server's refusal of the signature under its field", async () => {
    current = registered();
    const refusals: RouteTable = {
      [`POST ${PATH}`]: fail(400, RESERVES_MSG.signatureWrong, [{ field: 'signature', message: RESERVES_MSG.signatureWrong }]),
    };
    const http = fakeApi(staff(), refusals, treasuryApi());
    reservesPage();
    const f = await form();
    const user = userEvent.setup();
    await user.type(addressField(f), BTC_ADDRESS);
    await within(f).findByRole('textbox', { name: 'Message to sign' }, T);
    await user.type(signatureField(f), BTC_SIGNATURE);
    await user.click(within(f).getByRole('button', { name: 'Add the address' }));
    await waitFor(() => expect(signatureField(f)).toHaveAttribute('aria-invalid', 'true'), T);
    expect(signatureField(f)).toHaveAccessibleDescription(RESERVES_MSG.signatureWrong);
    expect(signatureField(f)).toHaveFocus();
    // what was typed stays, to correct
    expect(addressField(f)).toHaveValue(BTC_ADDRESS);
    expect(signatureField(f)).toHaveValue(BTC_SIGNATURE);
    expect(http.calls(`POST ${PATH}`)).toHaveLength(1);
    expect(http.calls(`POST ${PATH}`)[0].body).toStrictEqual({ coin: 'btc', address: BTC_ADDRESS, signature: BTC_SIGNATURE });
  });

  it('says as an error why the server refused an address (409: registered already, or no node for the coin)', async () => {
    current = registered();
    const noNode = 'No node is configured for Bitcoin (ESPLORA_URL): its balances cannot be read, so it cannot count';
    const http = fakeApi(staff(), { [`POST ${PATH}`]: fail(409, noNode) }, treasuryApi());
    reservesPage();
    const f = await form();
    const user = userEvent.setup();
    await user.type(addressField(f), BTC_ADDRESS);
    await user.type(signatureField(f), BTC_SIGNATURE);
    await user.click(within(f).getByRole('button', { name: 'Add the address' }));
    expect(await screen.findByText(`The address could not be registered: ${noNode}`, {}, T)).toBeInTheDocument();
    expect(addressField(f)).not.toHaveAttribute('aria-invalid', 'true');
    expect(addressField(f)).toHaveValue(BTC_ADDRESS);

    http.set(`POST ${PATH}`, fail(409, RESERVES_MSG.treasuryTaken));
    await user.click(within(f).getByRole('button', { name: 'Add the address' }));
    expect(await screen.findByText(`The address could not be registered: ${RESERVES_MSG.treasuryTaken}`, {}, T)).toBeInTheDocument();
    expect(http.calls(`POST ${PATH}`)).toHaveLength(2);
  });

  it('an admin removes an address after confirming, and the list follows', async () => {
    current = registered();
    const http = fakeApi(staff(), treasuryApi());
    reservesPage();
    const user = userEvent.setup();
    const btc = await row(BTC_ADDRESS);

    // asked first: cancelling sends nothing
    await user.click(within(btc).getByRole('button', { name: `Remove ${BTC_ADDRESS}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this treasury address?' }, T);
    expect(dialog).toHaveTextContent(
      `The Bitcoin (BTC) address ${BTC_ADDRESS} will no longer count toward the reserves in new snapshots. Snapshots already taken keep what they proved.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(http.calls(`DELETE ${PATH}/${registered()[0].id}`)).toHaveLength(0);

    await user.click(within(btc).getByRole('button', { name: `Remove ${BTC_ADDRESS}` }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this treasury address?' }, T);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`${BTC_ADDRESS} removed: new snapshots no longer count it.`, {}, T)).toBeInTheDocument();
    // the dialog's closing transition hides the page from assistive technology until it ends
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(http.calls(`DELETE ${PATH}/${registered()[0].id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: BTC_ADDRESS })).toBeNull(), T);
    expect(
      within(screen.getByRole('table', { name: 'Treasury addresses' }))
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual([ETH_ADDRESS]);
  });

  it('says when the address was removed meanwhile, and reads the list again', async () => {
    current = registered();
    const http = fakeApi(staff(), treasuryApi());
    reservesPage();
    const user = userEvent.setup();
    const btc = await row(BTC_ADDRESS);
    // another admin removed it after the list was read
    current = current.slice(1);
    await user.click(within(btc).getByRole('button', { name: `Remove ${BTC_ADDRESS}` }));
    await user.click(within(await screen.findByRole('dialog', {}, T)).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`The address could not be removed: ${RESERVES_MSG.treasuryNotFound}`, {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: BTC_ADDRESS })).toBeNull(), T);
    expect(http.calls(`GET ${PATH}`)).toHaveLength(2);
  });

  it('support staff read the addresses and their proof, and are offered no form and no remove', async () => {
    current = registered();
    const http = fakeApi(staff('support'), treasuryApi());
    const { accessKnown } = reservesPage();
    const btc = await row(BTC_ADDRESS);
    // only once the role is read is 'no form' a finding
    await accessKnown();
    expect(await section()).toHaveTextContent('Only admins add or remove an address.');
    expect(screen.queryByRole('form', { name: 'Add a treasury address' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Add a treasury address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add the address' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(btc).getByRole('button', { name: `Signed message of ${BTC_ADDRESS}` })).toBeInTheDocument();
    expect(http.calls(`POST ${PATH}`)).toHaveLength(0);
    expect(http.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('on a phone each address is a card, its address wrapping within the screen', async () => {
    setViewport(375);
    current = registered();
    fakeApi(staff(), treasuryApi());
    const { container } = reservesPage();
    const card = await screen.findByRole('listitem', { name: `Ethereum (ETH) ${ETH_ADDRESS}` }, T);
    expect(within(await section()).queryByRole('table')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Ethereum (ETH)', level: 3 })).toBeInTheDocument();
    expect(card).toHaveTextContent(`Registered ${formatDateTime('2026-11-21T10:15:00.000Z')}`);
    const address = within(card).getByText(ETH_ADDRESS);
    expect(getComputedStyle(address).fontFamily).toBe('monospace');
    expect(getComputedStyle(address).overflowWrap).toBe('anywhere');
    expect(within(card).getByRole('button', { name: `Remove ${ETH_ADDRESS}` })).toBeInTheDocument();
    expect(await form()).toBeInTheDocument();

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('beside the menu (1024 px) the registered date goes under the coin', async () => {
    setViewport(1024);
    current = registered();
    fakeApi(staff(), treasuryApi());
    reservesPage();
    const btc = await row(BTC_ADDRESS);
    expect(
      within(screen.getByRole('table', { name: 'Treasury addresses' }))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Coin', 'Address', 'Proof of control']);
    expect(btc).toHaveTextContent(`Bitcoin (BTC)Registered ${formatDateTime('2026-11-20T08:30:00.000Z')}`);
  });
});
