import { describe, expect, it } from 'vitest';
import { isSafeRedirect, postLoginRedirect } from '@/src/lib/auth/redirect';

const investor = { isAdmin: false, role: 'investor' } as const;
const support = { isAdmin: false, role: 'support' } as const;
const admin = { isAdmin: true, role: 'admin' } as const;
const undecodable = { isAdmin: false, role: null } as const;

describe('postLoginRedirect', () => {
  describe('an investor', () => {
    it('goes to /account without a redirect', () => {
      expect(postLoginRedirect(investor, null)).toBe('/account');
      expect(postLoginRedirect(investor, undefined)).toBe('/account');
      expect(postLoginRedirect(investor, '')).toBe('/account');
    });

    it('goes to a safe same-site redirect, query string and all', () => {
      expect(postLoginRedirect(investor, '/account/profile')).toBe('/account/profile');
      expect(postLoginRedirect(investor, '/account/activity?page=2')).toBe('/account/activity?page=2');
      expect(postLoginRedirect(investor, '/about')).toBe('/about');
    });

    it('never goes into /admin: anything starting with /admin sends them to /account', () => {
      expect(postLoginRedirect(investor, '/admin')).toBe('/account');
      expect(postLoginRedirect(investor, '/admin/users')).toBe('/account');
      expect(postLoginRedirect(investor, '/admin?x=1')).toBe('/account');
      expect(postLoginRedirect(investor, '/administrator')).toBe('/account');
    });

    it('ignores open-redirect attempts', () => {
      for (const evil of [
        '//evil.com',
        '//evil.com/account',
        'https://evil.com',
        'http://evil.com/account',
        'javascript:alert(1)',
        '/\\evil.com',
        '\\\\evil.com',
        ' /account',
        'evil.com',
        '/%0a/evil.com'.replace('%0a', '\n'),
        '/\t/evil.com',
      ]) {
        expect(postLoginRedirect(investor, evil), evil).toBe('/account');
      }
    });

    it('is not sent back to the sign-in pages', () => {
      expect(postLoginRedirect(investor, '/login')).toBe('/account');
      expect(postLoginRedirect(investor, '/login?redirect=/account')).toBe('/account');
      expect(postLoginRedirect(investor, '/signup')).toBe('/account');
    });

    it('a user whose token could not be decoded is treated as an investor', () => {
      expect(postLoginRedirect(undecodable, '/admin')).toBe('/account');
      expect(postLoginRedirect(undecodable, '/account/gold')).toBe('/account/gold');
    });
  });

  describe('an admin', () => {
    it('goes to /admin by default and whatever the redirect outside /admin', () => {
      expect(postLoginRedirect(admin, null)).toBe('/admin');
      expect(postLoginRedirect(admin, '/account/profile')).toBe('/admin');
      expect(postLoginRedirect(admin, '/about')).toBe('/admin');
    });

    it('goes to an /admin redirect', () => {
      expect(postLoginRedirect(admin, '/admin/users')).toBe('/admin/users');
      expect(postLoginRedirect(admin, '/admin/users?filter=%7B%7D')).toBe('/admin/users?filter=%7B%7D');
      expect(postLoginRedirect(admin, '/admin')).toBe('/admin');
    });

    it('ignores open-redirect attempts', () => {
      expect(postLoginRedirect(admin, '//evil.com/admin')).toBe('/admin');
      expect(postLoginRedirect(admin, 'https://evil.com/admin')).toBe('/admin');
      expect(postLoginRedirect(admin, '/administrator')).toBe('/admin');
    });

    it('is an admin by the isAdmin flag even without the role claim', () => {
      expect(postLoginRedirect({ isAdmin: true, role: null }, null)).toBe('/admin');
    });
  });

  describe('support staff', () => {
    it('go to the back-office like admins', () => {
      expect(postLoginRedirect(support, null)).toBe('/admin');
      expect(postLoginRedirect(support, '/account')).toBe('/admin');
      expect(postLoginRedirect(support, '/admin/users')).toBe('/admin/users');
      expect(postLoginRedirect(support, '//evil.com')).toBe('/admin');
    });
  });
});

describe('isSafeRedirect', () => {
  it('accepts same-site absolute paths', () => {
    expect(isSafeRedirect('/')).toBe(true);
    expect(isSafeRedirect('/account/profile?tab=1#top')).toBe(true);
  });

  it('refuses everything else', () => {
    for (const value of [null, undefined, '', 'account', '//x.com', '/\\x.com', 'https://x.com', 'mailto:a@b.c', '/a\nb']) {
      expect(isSafeRedirect(value), String(value)).toBe(false);
    }
  });
});
