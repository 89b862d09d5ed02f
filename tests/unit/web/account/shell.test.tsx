// The investor area's shell: side navigation, Deposit button, active
// entry, logo, the top bar's avatar dropdown, the drawer below 1024 px.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountDashboardPage } from '@/src/app/pages/account/dashboard';
import { SIDE_NAV_WIDTH, TOP_BAR_HEIGHT } from '@/src/features/account/nav-items';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';
import { ACCOUNT_SECTION_KEYS, ACCOUNT_SECTIONS } from '@/src/config/account-sections';
import { getSession } from '@/src/lib/auth/session';
import { fakeApi, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile, USER_ID } from '../helpers/fixtures';
import { renderAccount, renderAccountScreen } from '../helpers/render-account';
import { resetViewport, setViewport } from '../helpers/viewport';

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile() },
    'GET /transaction/11111111-1111-4111-8111-111111111111': { status: 200, body: [] },
    'GET /plans/all': { status: 200, body: [] },
    'GET /kyc/me': { status: 200, body: null },
    'POST /user/logout': { status: 204 },
  });
});
afterEach(() => {
  resetViewport();
});

const SPEC_ENTRIES: [string, string][] = [
  ['Home', '/account'],
  ['Agriculture', '/account/agric'],
  ['Cannabidiol', '/account/pharm'],
  ['Cryptocurrency', '/account/crypto'],
  ['Forex', '/account/forex'],
  ['NFTs', '/account/nft'],
  ['Precious Metal', '/account/gold'],
  ['Real Estate', '/account/estate'],
  ['Active Trade', '/account/activetrade'],
  ['Profile', '/account/profile'],
  ['Withdraw', '/account/withdrawal'],
  ['Activities', '/account/activity'],
];

const accountNav = () => screen.getByRole('navigation', { name: 'Account' });

describe('the side navigation', () => {
  it('has every entry in order, the Deposit button, the logo to / and Log Out', async () => {
    renderAccount('/account');
    await screen.findByRole('heading', { name: 'Welcome, Ann Investor', level: 1 });
    const nav = accountNav();
    const links = within(nav).getAllByRole('link');
    const entries = links.filter((a) => SPEC_ENTRIES.some(([label]) => a.textContent === label));
    expect(entries.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(SPEC_ENTRIES);
    expect(within(nav).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/account/deposit');
    expect(within(nav).getByRole('link', { name: 'Northwind Capital home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(SIDE_NAV_WIDTH).toBe(240);
    expect(TOP_BAR_HEIGHT).toBe(70);
  });

  it.each([
    ['/account', 'Home'],
    ['/account/crypto', 'Cryptocurrency'],
    ['/account/activetrade', 'Active Trade'],
    ['/account/withdrawal', 'Withdraw'],
  ])('highlights only the entry matching the end of %s', async (path, label) => {
    renderAccount(path);
    await screen.findByRole('heading', { level: 1 });
    const current = within(accountNav())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([label]);
  });

  it('highlights the Deposit button on the deposit screen and no other entry', async () => {
    renderAccount('/account/deposit');
    await screen.findByRole('heading', { name: 'Deposit', level: 1 });
    const current = within(accountNav())
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Deposit']);
  });

  it('Log Out ends the session and goes to /login', async () => {
    const { location } = renderAccount('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(http.calls('POST /user/logout')).toHaveLength(1);
  });
});

// The routes derive from the section table: each row is a screen at its address, titled by
// its row (never the 404 page), whatever is added to the table next.
describe('every section of the investor area', () => {
  it.each(ACCOUNT_SECTION_KEYS)('%s is a screen at its address with its title', async (key) => {
    renderAccount(ACCOUNT_PATHS[key]);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`${ACCOUNT_SECTIONS[key].title} · Northwind Capital`));
    expect(screen.queryByText('This page does not exist.')).not.toBeInTheDocument();
  });
});

describe('the top bar avatar dropdown', () => {
  it('shows the name and e-mail, Profile, Activities and Logout; choosing an item navigates and closes it', async () => {
    const { location } = renderAccount('/account/activetrade');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open account menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Ann Investorann@example.com', 'Profile', 'Activities', 'Logout']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(location().pathname).toBe('/account/profile'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activities' }));
    await waitFor(() => expect(location().pathname).toBe('/account/activity'));

    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ann Investor/ }));
    await waitFor(() => expect(location().pathname).toBe('/account'));
  });

  it('closes on Escape and on a click outside', async () => {
    renderAccount('/account');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Open account menu' });
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(button);
    await screen.findByRole('menu');
    // MUI's menu backdrop covers the page: a click on it is a click outside
    const backdrop = document.querySelector('.MuiBackdrop-root, .MuiModal-backdrop') as HTMLElement;
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('Logout signs out', async () => {
    const { location } = renderAccount('/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});

describe('below 1024 px', () => {
  it('the navigation is a drawer opened by the menu button and closed when an item is chosen', async () => {
    setViewport(800);
    const { location } = renderAccount('/account');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Welcome, Ann Investor' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Open navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // the logo is in the top bar when the navigation is hidden
    expect(screen.getByRole('link', { name: 'Northwind Capital home' })).toHaveAttribute('href', '/');

    await user.click(menuButton);
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Forex' }));
    await waitFor(() => expect(location().pathname).toBe('/account/forex'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument());
  });

  it('at 1024 px and above the navigation is always shown, without a menu button', async () => {
    setViewport(1024);
    renderAccount('/account');
    await screen.findByRole('heading', { name: 'Welcome, Ann Investor' });
    expect(accountNav()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });
});

// about the session's id, not the shell: the home screen alone asks with it
it('the guarded area uses the session id as logged_id', async () => {
  renderAccountScreen(<AccountDashboardPage />, '/account');
  await screen.findByRole('heading', { name: 'Welcome, Ann Investor' });
  await waitFor(() => expect(http.calls(`GET /transaction/${USER_ID}`)).toHaveLength(1));
});
