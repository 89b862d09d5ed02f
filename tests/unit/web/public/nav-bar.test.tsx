/**
 * @vitest-environment jsdom
 * (the small-screen menu button is shown or hidden by media-query CSS; these tests read it as
 * jsdom computes that cascade)
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../helpers/render-app';

async function openAt(path: string) {
  const app = renderRoutes(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('the navigation bar', () => {
  it('highlights the link matching the end of the path; the logo and the portal button have their targets', async () => {
    await openAt('/services');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0];
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Home', 'About', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    expect(screen.getAllByRole('link', { name: 'Northwind Capital home' })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Investors Portal' })[0]).toHaveAttribute('href', '/account');
  });
});

// Its opening, sliding and closing are the browser's (a modal <dialog>, which jsdom does not
// have): tests/e2e/public/shell.spec.ts.
describe('the small-screen sidebar', () => {
  it("is the dialog the menu button controls, with the links (the page's own highlighted) and the portal button", async () => {
    await openAt('/about');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const sidebar = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(sidebar.tagName).toBe('DIALOG');
    expect(sidebar).not.toHaveAttribute('open');
    const links = within(sidebar).getByRole('navigation', { hidden: true });
    expect(within(links).getByRole('link', { name: 'About', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Investors Portal', hidden: true })).toHaveAttribute('href', '/account');
    expect(within(sidebar).getByRole('button', { name: 'Close menu', hidden: true })).toBeInTheDocument();
  });
});
