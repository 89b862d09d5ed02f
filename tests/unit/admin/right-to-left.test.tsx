import { createTheme } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminMenu } from '@/src-admin/layout/AdminMenu';
import { LAYOUT_TEXT } from '@/src-admin/layout/texts';
import { adminTheme } from '@/src-admin/theme';
import { UserShow } from '@/src-admin/users/UserShow';
import { fakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile } from './helpers/fixtures';
import { pageIn } from './helpers/locale';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

/** The log-out item's icon, an arrow leaving a door. */
const logOutIcon = async () => {
  const item = await screen.findByRole('menuitem', { name: LAYOUT_TEXT.logOut }, T);
  const icon = item.querySelector('svg');
  if (!icon) throw new Error('the log-out item has no icon');
  return icon;
};

describe('the back office in Arabic', () => {
  it('is laid out right to left, English left to right', async () => {
    expect(createTheme(adminTheme).direction).toBe('ltr');
    await pageIn('ar');
    expect(createTheme(adminTheme).direction).toBe('rtl');
  });

  it('keeps an icon that points as drawn on an English page', async () => {
    fakeApi(staff());
    renderAdminView(<AdminMenu />, { url: '/admin' });
    expect(getComputedStyle(await logOutIcon()).transform).not.toBe('scaleX(-1)');
  });

  it('turns it round on an Arabic page, to point the way the page reads', async () => {
    await pageIn('ar');
    fakeApi(staff());
    renderAdminView(<AdminMenu />, { url: '/admin' });
    expect(getComputedStyle(await logOutIcon()).transform).toBe('scaleX(-1)');
  });

  it('writes amounts in the page’s language and keeps them left to right', async () => {
    await pageIn('ar');
    fakeApi(staff(), { 'GET /profile/u1': { body: profile({ acct_bal: 1250.5 }) } });
    renderAdminView(<UserShow />, { url: '/admin/users/u1/show', path: '/admin/users/:id/show', resource: 'users' });
    const balance = new Intl.NumberFormat('ar-u-nu-latn', { style: 'currency', currency: 'USD' }).format(1250.5);
    // (the matcher reads the no-break space before 'US$' as a space)
    const shown = await screen.findByText(balance.replace(/\s+/g, ' '), {}, T);
    expect(shown).toHaveAttribute('dir', 'ltr');
  });
});
