// The sign-in, sign-up and forgot-password screens to an accessibility checker: a fieldset groups
// controls under a name (HTML_CodeSniffer's H71 wants its <legend>), so every fieldset on these
// screens, and in the kyc form's sections, has a legend with text; axe finds nothing either.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '@/src/app/pages/forgot-password';
import { LoginPage } from '@/src/app/pages/login';
import { SignupPage } from '@/src/app/pages/signup';
import { fakeApi } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

// The forms are lazy chunks of their pages; loaded once here so that no test waits on a first transform.
beforeAll(async () => {
  await Promise.all([
    import('@/src/features/auth/components/login-form'),
    import('@/src/features/auth/components/signup-form'),
    import('@/src/features/auth/components/forgot-password-form'),
  ]);
});

// nothing here is sent: any request is a 404
beforeEach(() => {
  fakeApi();
});

/** Every fieldset that has no legend as its first child, or one with no text. */
function fieldsetsWithoutLegend(root: ParentNode): string[] {
  return [...root.querySelectorAll('fieldset')]
    .filter((fieldset) => {
      const legend = fieldset.firstElementChild;
      return legend?.tagName !== 'LEGEND' || !legend.textContent?.replace(/\u200b/g, '').trim();
    })
    .map((fieldset) => fieldset.outerHTML.slice(0, 160));
}

describe.each<[string, ReactElement, string]>([
  ['/login', <LoginPage />, 'Sign in'],
  ['/signup', <SignupPage />, 'Sign up'],
  ['/forgot-password', <ForgotPasswordPage />, 'Request a password reset link'],
])('the %s screen', (url, page, form) => {
  it('groups its fields in fieldsets that each have a legend, and axe finds no violation', async () => {
    renderApp(page, { url });
    const formElement = await screen.findByRole('form', { name: form }, { timeout: 20_000 });
    expect(formElement.querySelectorAll('fieldset').length).toBeGreaterThan(0);
    expect(fieldsetsWithoutLegend(document.body)).toEqual([]);
    const results = await axe.run(formElement, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`)).toEqual([]);
  });
});

describe('every fieldset the investor app writes', () => {
  it('has a legend beside it in its component', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
      );
    const without = files('src').filter((path) => {
      const text = readFileSync(path, 'utf8');
      const fieldsets = /component="fieldset"|<fieldset[\s>]/.test(text);
      return fieldsets && !/component="legend"|<legend[\s>]/.test(text);
    });
    expect(without).toEqual([]);
  });
});
