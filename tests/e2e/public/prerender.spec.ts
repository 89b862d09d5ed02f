import { expect, test, type Page } from '@playwright/test';
import { PRIVACY, TERMS } from '@/src/config/legal';
import { ABOUT, CONTACT, HOME, SERVICES } from '@/src/config/site';
import { newInvestor, openHydrated, showPartnerCarousel, signUpByApi } from './helpers';

// The public pages are built to HTML (scripts/prerender.mjs) and hydrated (src/main.tsx): their
// text and styles arrive before any script, and React takes them over without re-rendering.
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

  test('every other page still gets the empty app shell', async ({ request }) => {
    for (const path of ['/account', '/reset-password', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
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
    await context.close();
  });

  test('hydration inserts no rule the page came with: the server names its classes as the browser does', async ({ page }) => {
    for (const { path } of PAGES) {
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

  test('each page hydrates without an error in the console', async ({ page }) => {
    for (const { path, h1 } of PAGES) {
      const errors = await errorsDuring(page, async () => {
        await openHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
      });
      expect(errors, path).toEqual([]);
    }
    // the carousel's code came after hydration and took over the partner strip
    await page.goto('/');
    await showPartnerCarousel(page);
  });

  test('a visitor who scrolls before the scripts have arrived stays there, and the carousel there loads', async ({ page }) => {
    // the app's entry is held until the visitor has scrolled: a slow phone, made certain
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // not 'load': the held script may be asked for before the load event, which would wait for it
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByText(HOME.hero.partnersLabel).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'the partner strip is below the fold of this window').toBeGreaterThan(0);
    release();
    // hydration does not scroll back to the top (the strip would leave the screen, and the
    // carousel, loaded once the strip is on screen, would never come)
    await expect(page.getByTestId('partner-carousel')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // only the first render keeps the scroll: the next page still opens at its top
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('what is below the fold hydrates as the visitor nears it, and all of it once they go elsewhere', async ({ page }) => {
    /** whether React has taken over the element (it keeps its fiber on each DOM node it hydrated) */
    const hydrated = (selector: string) =>
      page.evaluate((s) => {
        const element = document.querySelector(s);
        if (!element) throw new Error(`no ${s}`);
        return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      }, selector);
    const errors = await errorsDuring(page, async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openHydrated(page, '/');
      await expect.poll(() => hydrated('header')).toBe(true);
      // the footer is far below the fold: its HTML is there, React has not taken it over
      expect(await hydrated('footer')).toBe(false);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => hydrated('footer')).toBe(true);

      // what the visitor has not neared yet hydrates as soon as they go to another page (the
      // footer stays: it is the layout's)
      await openHydrated(page, '/about');
      await expect.poll(() => hydrated('header')).toBe(true);
      expect(await hydrated('footer')).toBe(false);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect.poll(() => hydrated('footer')).toBe(true);
    });
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor: the page hydrates as built, then shows what is theirs', async ({ page, request }) => {
    const investor = newInvestor('prerender');
    await signUpByApi(request, investor);
    const res = await request.post('/api/user/login', { data: { email_address: investor.email, password: investor.password } });
    const { _id, accessToken } = (await res.json()) as { _id: string; accessToken: string };
    await page.addInitScript((session) => window.localStorage.setItem('session', JSON.stringify(session)), { id: _id, token: accessToken });
    const errors = await errorsDuring(page, async () => {
      await openHydrated(page, '/');
      // built for visitors ('Invest Now!' goes to sign-up); an investor's goes to the account
      await expect(page.getByRole('link', { name: 'Invest Now!' })).toHaveAttribute('href', '/account');
      await page.waitForLoadState('networkidle');
    });
    expect(errors).toEqual([]);
  });
});
