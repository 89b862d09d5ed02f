import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_SHELL_ATTRIBUTE } from '@/src/prerender/account-shell-attribute';
import { MARKETING_SCRIPT } from '@/src/prerender/pages';
import { PRIVACY, TERMS } from '@/src/config/legal';
import { ABOUT, CONTACT, HOME, SERVICES } from '@/src/config/site';
import { newInvestor, openHydrated, openPublicPage, signUpByApi } from './helpers';

// The public pages are built to HTML (scripts/prerender.mjs): their text and styles arrive before
// any script. The marketing pages are not hydrated (their one script is src/public-page.ts); the
// sign-in pages are, by the app (src/main.tsx), which takes them over without re-rendering.
const PAGES: { path: string; h1: string }[] = [
  { path: '/', h1: HOME.hero.title },
  { path: '/about', h1: ABOUT.title },
  { path: '/services', h1: SERVICES.title },
  { path: '/contact', h1: CONTACT.title },
  { path: '/terms', h1: TERMS.title },
  { path: '/privacy', h1: PRIVACY.title },
  { path: '/login', h1: 'Welcome Back!' },
  { path: '/signup', h1: 'Create your account' },
  { path: '/forgot-password', h1: 'Forgot password?' },
];
const DIST = resolve(import.meta.dirname, '../../../dist');
const MARKETING = PAGES.slice(0, 6);
const SIGN_IN = PAGES.slice(6);

/** whether React holds the page (hydrateRoot marks its container) */
const reactHolds = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));

/** Console errors and uncaught exceptions while `run` goes on (a hydration mismatch is reported as one). */
async function errorsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await run();
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return errors;
}

test.describe('prerendered public pages', () => {
  test('the server answers each public page with its HTML and critical CSS, compressed and never cached', async ({ request }) => {
    for (const { path, h1 } of PAGES) {
      const res = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-cache');
      expect(res.headers()['content-encoding'], path).toMatch(/^(br|gzip)$/);
      const html = await res.text();
      const [head, body] = html.split('</head>');
      // the page's class rules are a stylesheet of their own, cached for good; its global styles are inline
      expect(head, `${path}: emotion's global styles in the head`).toMatch(/<style data-emotion="css-global /);
      const stylesheet = /<link rel="stylesheet" href="(\/assets\/page-[^"]+\.css)" data-prerendered-classes>/.exec(head)?.[1];
      expect(stylesheet, `${path}: the page's stylesheet`).toBeTruthy();
      const css = await request.get(stylesheet!, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(css.status(), stylesheet).toBe(200);
      expect(css.headers()['cache-control'], stylesheet).toBe('public, max-age=31536000, immutable');
      expect(css.headers()['content-type'], stylesheet).toMatch(/^text\/css/);
      expect(await css.text(), stylesheet).toMatch(/^\.css-[a-z0-9]+\{/);
      // the heading's text inside #root, before any script ran (React escapes & as &amp;)
      const root = body.slice(body.indexOf('<div id="root">'));
      expect(root.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"), path).toContain(h1);
    }
  });

  test('the sign-in forms are in the HTML, disabled until hydrated: a submit before would put the password in the URL', async ({
    browser,
  }) => {
    // without scripts the page stays as the server sent it: what a visitor has before hydration
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/login', '/signup', '/forgot-password']) {
      await page.goto(path);
      const form = page.locator('form');
      await expect(form.getByRole('textbox', { name: /^Email/ }), path).toBeDisabled();
      await expect(form.locator('button[type="submit"]'), path).toBeDisabled();
      if (path !== '/forgot-password') await expect(form.locator('input[type="password"]').first(), path).toBeDisabled();
    }
    await context.close();
  });

  test('every other page still gets the empty app shell, but the investor area its own prerendered frame', async ({ request }) => {
    for (const path of ['/reset-password', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
    for (const path of ['/account', '/account/profile']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(ACCOUNT_SHELL_ATTRIBUTE);
      expect(html, path).not.toContain('<div id="root"></div>');
    }
  });

  test('without JavaScript the home page reads and is styled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME.hero.title })).toBeVisible();
    await expect(page.getByRole('link', { name: HOME.hero.cta })).toBeVisible();
    // the hero's dark gradient and the page's font come from the prerendered CSS
    const heroBackground = await page
      .locator('section[aria-labelledby="hero-heading"]')
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(heroBackground).toContain('linear-gradient');
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    // what fades or counts in with the script is simply there without it
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.locator('[data-reveal]').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity))).not.toContain('0');
    await expect(page.getByTestId('trusted-counter-value')).toHaveText('100%');
    await context.close();
  });

  test('hydration inserts no rule the page came with: the server names its classes as the browser does', async ({ page }) => {
    for (const { path } of SIGN_IN) {
      await openHydrated(page, path);
      // until React has taken over every styled element of the page (each keeps its fiber), the
      // next one not yet hydrated scrolled to: a section below the fold waits until it is near
      await expect
        .poll(() =>
          page.evaluate(() => {
            const waiting = [...document.querySelectorAll('#root [class*="css-"]')].filter(
              (element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber')),
            );
            waiting[0]?.scrollIntoView();
            return waiting.length;
          }),
        )
        .toBe(0);
      const { sent, repeated } = await page.evaluate(() => {
        // each class's name and rules, the rules without the name: one class's declarations
        // under another name compare equal
        const classes = (rules: CSSRule[]) => {
          const byName = new Map<string, string>();
          for (const rule of rules) {
            const name = /\.(css-[\w-]+)/.exec(rule.cssText)?.[1];
            if (name) byName.set(name, (byName.get(name) ?? '') + rule.cssText.replaceAll(name, 'c'));
          }
          return byName;
        };
        const link = document.querySelector<HTMLLinkElement>('link[data-prerendered-classes]');
        const sentClasses = classes([...(link?.sheet?.cssRules ?? [])]);
        const sentRules = new Set(sentClasses.values());
        // the tags emotion inserts rules into
        const own = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')];
        const inserted = [...classes(own.flatMap((tag) => [...(tag.sheet?.cssRules ?? [])]))];
        return {
          sent: sentClasses.size,
          repeated: inserted.filter(([name, rules]) => sentClasses.has(name) || sentRules.has(rules)).map(([name]) => name),
        };
      });
      expect(sent, `${path}: the classes the server sent`).toBeGreaterThan(10);
      // the same name: the browser's cache did not know the page had it (src/lib/prerendered-styles.ts);
      // the same rules under another name: under a development build MUI names each class after its
      // component (css-x-MuiPaper-root), so the browser's names differed and every rule came again
      expect(repeated, `${path}: classes inserted again while hydrating`).toEqual([]);
    }
  });

  test('the marketing pages run their own small script, not the app: no React, no error', async ({ page }) => {
    // src/public-page.ts and the file of what it imports (scripts/public-chunks.ts), as the build made them
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const entry = manifest[MARKETING_SCRIPT];
    const marketingScript = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)].map((file) => `/${file}`).sort();
    expect(marketingScript.length).toBeLessThanOrEqual(2);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const { path, h1 } of MARKETING) {
      scripts.length = 0;
      const errors = await errorsDuring(page, async () => {
        await openPublicPage(page, path);
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
      });
      expect(errors, path).toEqual([]);
      expect(await reactHolds(page), path).toBe(false);
      expect(scripts.sort(), path).toEqual(marketingScript);
    }
  });

  test('each sign-in page hydrates without an error in the console', async ({ page }) => {
    for (const { path, h1 } of SIGN_IN) {
      const errors = await errorsDuring(page, async () => {
        await openHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
      });
      expect(errors, path).toEqual([]);
    }
  });

  test('a visitor who scrolls before the script has arrived stays there, and nothing they passed fades out', async ({ page }) => {
    // the page's script is held until the visitor has scrolled: a slow phone, made certain
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/public-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 720 });
    // not 'load' nor 'domcontentloaded': a module script runs before the latter, so the held one holds both
    await page.goto('/', { waitUntil: 'commit' });
    const counter = page.getByTestId('trusted-counter-value');
    await counter.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'the counter is below the fold of this window').toBeGreaterThan(0);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-enhanced'));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // on screen when the script came: left as it was, the target already shown
    await expect(counter).toHaveText('100%');
    const passed = await page
      .locator('[data-reveal]')
      .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().bottom <= 0).map((el) => el.getAttribute('data-reveal')));
    expect(passed.length, 'blocks above the window').toBeGreaterThan(0);
    expect(passed.filter((state) => state !== 'shown')).toEqual([]);
  });

  test('a signed-in visitor: the page, built for visitors, shows what is theirs', async ({ page, request }) => {
    const investor = newInvestor('prerender');
    await signUpByApi(request, investor);
    const res = await request.post('/api/user/login', { data: { email_address: investor.email, password: investor.password } });
    const { _id, accessToken } = (await res.json()) as { _id: string; accessToken: string };
    await page.addInitScript((session) => window.localStorage.setItem('session', JSON.stringify(session)), { id: _id, token: accessToken });
    const errors = await errorsDuring(page, async () => {
      await page.goto('/');
      // built for visitors ('Invest Now!' goes to sign-up); the page's script sends an investor to the account
      await expect(page.getByRole('link', { name: 'Invest Now!' })).toHaveAttribute('href', '/account');
      await page.waitForLoadState('networkidle');
    });
    expect(errors).toEqual([]);
  });
});
