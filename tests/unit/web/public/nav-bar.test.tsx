import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/render-app';

// The sidebar is a lazy chunk in the app; loaded once here so no test waits on its first transform.
beforeAll(async () => {
  await import('@/src/components/layouts/public/nav-drawer');
});

async function openAt(path: string) {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

const drawer = () => document.getElementById('public-nav-drawer');

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

describe('the small-screen sidebar', () => {
  it('slides in from the menu button with a 500 ms transition', async () => {
    const { user } = await openAt('/about');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('button', { name: 'Close menu' });
    const paper = document.getElementById('public-nav-drawer')!.querySelector('.MuiDrawer-paper') as HTMLElement;
    expect(paper.style.transition).toContain('500ms');
    const sidebarNav = within(paper).getByRole('navigation');
    expect(within(sidebarNav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(paper).getByRole('link', { name: 'Investors Portal' })).toHaveAttribute('href', '/account');
  });

  it('closes on its close button', async () => {
    const { user } = await openAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });

  it('closes on a click outside it', async () => {
    const { user } = await openAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });

  it('closes when a link is chosen, and goes there', async () => {
    const { user, location } = await openAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('button', { name: 'Close menu' });
    const paper = document.getElementById('public-nav-drawer')!;
    await user.click(within(paper).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(location().pathname).toBe('/contact'));
    await waitFor(() => expect(drawer()).not.toBeInTheDocument());
  });
});
