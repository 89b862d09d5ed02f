import { axeViolations as violationsOf, expectAxeClean, expectAxeCleanPerLayout } from '../axe';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn as signInOnLoginPage, verifyEmailFromLog } from '../public/helpers';

// What the back-office specs share: people made through the real API, a signed-in page, axe.

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD!;
export const PASSWORD = 'e2e-secret-123';

/** Valid addresses on each coin's network (common/crypto-address.ts checks them). */
export const ADDRESS = {
  btc: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  eth: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  usdt: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
} as const;

export interface Person {
  id: string;
  token: string;
  name: string;
  email: string;
}

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

export const as = (who: Person) => ({ Authorization: `Bearer ${who.token}` });

export async function signIn(api: APIRequestContext, email: string, password: string) {
  return ok<{ _id: string; accessToken: string }>(await api.post('/api/user/login', { data: { email_address: email, password } }));
}

export async function signInAdmin(api: APIRequestContext): Promise<Person> {
  const { _id, accessToken } = await signIn(api, ADMIN_EMAIL, ADMIN_PASSWORD);
  return { id: _id, token: accessToken, name: 'Admin', email: ADMIN_EMAIL };
}

/** A new investor with a verified e-mail address, signed in. */
export async function signUp(api: APIRequestContext, name: string, email: string): Promise<Person> {
  await ok(
    await api.post('/api/user/signup', {
      data: { name, phone_no: '+1 303 555 0100', email_address: email, country: 'Canada', password: PASSWORD, terms_accepted: true },
    }),
    201,
  );
  await verifyEmailFromLog(api, email);
  const { _id, accessToken } = await signIn(api, email, PASSWORD);
  return { id: _id, token: accessToken, name, email };
}

/**
 * The react-admin view a click led to, once it is on screen. The address changes first: React
 * renders the new view in a transition and keeps the old one on screen, and clickable, until it
 * commits. A list's filters share their labels with the form's inputs (Status, Currency, Name),
 * so a test that asks the whole page for one can open the leaving list's filter instead (a CI
 * run lost a test to it). Ask the returned view for the controls.
 */
export async function adminView(page: Page, kind: 'list' | 'create' | 'edit' | 'show', address: RegExp): Promise<Locator> {
  await expect(page).toHaveURL(address);
  const view = page.locator(`.${kind}-page`);
  await expect(view).toBeVisible();
  return view;
}

/** Signs in through the sign-in screen, as a person would; staff land on the back-office. */
export async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await signInOnLoginPage(page, email, password);
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** A tiny real PNG (1x1) and a minimal PDF: what a scanned ID might be. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** `who` sends identity documents (a national ID card, front and back), which then wait for review. */
export async function sendKycDocuments(
  api: APIRequestContext,
  who: Person,
  names: { first: string; last: string },
  back: { name: string; mimeType: string; buffer: Buffer },
) {
  await ok(
    await api.post('/api/kyc', {
      headers: as(who),
      multipart: {
        first_name: names.first,
        last_name: names.last,
        phone_no: '+1 303 555 0101',
        dob: '1990-04-12',
        address_one: '1 Main Street',
        city: 'Denver',
        state: 'CO',
        nationality: 'Canada',
        address_country: 'US',
        zip_code: '80202',
        doc_type: 'national_id',
        front_img: { name: 'front.png', mimeType: 'image/png', buffer: PNG },
        back_img: back,
      },
    }),
    201,
  );
}

/** Opens `path` signed in as `who` (the session the web app keeps in localStorage). */
export async function openAs(page: Page, who: Person, path: string) {
  await page.addInitScript((session) => window.localStorage.setItem('session', JSON.stringify(session)), {
    id: who.id,
    token: who.token,
  });
  await page.goto(path);
}

/**
 * The page's width, any element of the content area (`root`, react-admin's #main-content by
 * default) that reaches past the window, and any crushed table cell. What is not seen is not
 * counted: content clipped for screen readers only (the clip pattern, as the charts' tables are)
 * and the part of an element an `overflow: hidden` ancestor cuts off (a progress bar's inner bar
 * slid out of its track). A scroll container's content still counts: it is past the edge.
 */
export async function overflow(page: Page, root = '#main-content') {
  return page.evaluate((selector) => {
    const width = window.innerWidth;
    const content = document.querySelector(selector);
    if (!content) throw new Error(`no ${selector}`);
    /** the element's left and right edges as seen, or null when nothing of it is seen */
    const seenEdges = (el: Element): { left: number; right: number } | null => {
      const box = el.getBoundingClientRect();
      let { left, right } = box;
      for (let a: Element | null = el; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return null;
        // a data table may scroll sideways inside a named region the keyboard can focus and
        // scroll (WCAG 1.4.10 excepts two-dimensional content); any other scroll box still counts
        const focusableScrollRegion =
          ['auto', 'scroll'].includes(style.overflowX) && a.getAttribute('role') === 'region' && a.getAttribute('tabindex') === '0';
        if (a !== el && (['hidden', 'clip'].includes(style.overflowX) || focusableScrollRegion)) {
          const clip = a.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      return right - left > 0 ? { left, right } : null;
    };
    const wide = [...content.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // MUI's switches stretch an invisible input (opacity 0) past their track on purpose
        if (getComputedStyle(el).opacity === '0' || box.width <= 0 || box.height <= 0) return false;
        const seen = seenEdges(el);
        return seen !== null && (seen.right > width + 0.5 || seen.left < -0.5);
      })
      .slice(0, 5)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} ${Math.round(el.getBoundingClientRect().right)}px`,
      );
    // fitting by crushing a column to a letter a line is no fit: every cell keeps some width
    const crushed = [...content.querySelectorAll<HTMLElement>('td:not(.MuiTableCell-paddingCheckbox)')]
      .filter((cell) => seenEdges(cell) !== null && cell.textContent?.trim() && cell.getBoundingClientRect().width < 48)
      .slice(0, 5)
      .map((cell) => `${cell.textContent!.trim().slice(0, 30)} ${Math.round(cell.getBoundingClientRect().width)}px`);
    return { width, page: document.documentElement.scrollWidth, wide, crushed };
  }, root);
}

/** Every axe violation (WCAG 2.1 A and AA) on the page, one line each. */
export const axeViolations = (page: Page) => violationsOf(page, { wcagOnly: true });

export const expectNoAxeViolations = (page: Page) => expectAxeClean(page, undefined, { wcagOnly: true });

/** As expectNoAxeViolations, at the widths axe runs at (tests/e2e/axe.ts); nothing at the others. */
export const expectNoAxeViolationsPerLayout = (page: Page) => expectAxeCleanPerLayout(page, undefined, { wcagOnly: true });
