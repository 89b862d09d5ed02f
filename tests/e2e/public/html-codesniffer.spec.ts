import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

// HTML_CodeSniffer, the checker pa11y runs by default, beside axe: the two read some rules
// differently (a <fieldset> without a <legend> passed axe and failed HTML_CodeSniffer on the
// sign-in forms), so each form screen is held to both. Its errors under WCAG 2 AA must be none.
const require = createRequire(import.meta.url);
const HTMLCS_PATH = require.resolve('html_codesniffer/build/HTMLCS.js');

interface SnifferMessage {
  type: number;
  code: string;
  msg: string;
  selector: string;
}

// the checker is injected as a script of the test's own, which the app's CSP would refuse
test.use({ bypassCSP: true });

for (const path of ['/login', '/signup', '/forgot-password']) {
  test(`${path}: HTML_CodeSniffer finds no WCAG 2 AA error`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // HTML_CodeSniffer predates the `webauthn` autofill token (HTML's passkey autofill, on the
    // sign-in e-mail field) and throws on it; axe checks the field as it is. The checker reads the
    // rest of the attribute.
    await page.evaluate(() => {
      for (const field of document.querySelectorAll('[autocomplete~="webauthn"]')) {
        field.setAttribute('autocomplete', (field.getAttribute('autocomplete') ?? '').replace(/\s*\bwebauthn\b/, ''));
      }
    });
    await page.addScriptTag({ path: HTMLCS_PATH });
    const errors = await page.evaluate(
      () =>
        new Promise<SnifferMessage[]>((resolve) => {
          const sniffer = (window as unknown as { HTMLCS: { process: (...a: unknown[]) => void; getMessages: () => unknown[] } }).HTMLCS;
          sniffer.process('WCAG2AA', document, () => {
            const messages = sniffer.getMessages() as { type: number; code: string; msg: string; element: Element }[];
            // type 1 is an error; 2 a warning and 3 a notice, which need a person to judge
            resolve(
              messages
                .filter((m) => m.type === 1)
                .map((m) => ({ type: m.type, code: m.code, msg: m.msg, selector: m.element.outerHTML.slice(0, 120) })),
            );
          });
        }),
    );
    expect(errors).toEqual([]);
  });
}
