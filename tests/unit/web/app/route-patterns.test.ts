import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/src/app/routes';
import { ACCOUNT_SECTION_KEYS, sectionPath } from '@/src/config/account-sections';
import { routePatterns } from '@/src/prerender/route-patterns';

// The build writes the route table's paths for the server (scripts/prerender.mjs), which answers
// 404 to any other: the list must hold every page the table has, and nothing the table lacks.
const patterns = routePatterns(routes);

describe('the route patterns the server learns from the route table', () => {
  it('hold every public page, every section of the investor area and the back-office', () => {
    for (const path of [
      '/',
      '/about',
      '/services',
      '/contact',
      '/terms',
      '/privacy',
      '/proof-of-reserves',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/lock-account',
      '/unlock-account',
      '/approve-device',
    ]) {
      expect(patterns).toContain(path);
    }
    for (const key of ACCOUNT_SECTION_KEYS) expect(patterns).toContain(sectionPath(key));
    expect(patterns).toContain('/admin/*');
  });

  it('are each a path the route table matches, with no layout route standing for a page of its own', () => {
    for (const pattern of patterns) {
      const example = pattern.replace(/:\w+\??/g, 'x').replace(/\*$/, 'anything');
      expect(matchRoutes(routes, example), pattern).not.toBeNull();
    }
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('join nested paths and index routes as React Router does, dynamic segments kept', () => {
    const table = [
      { path: '/', children: [{ index: true }, { path: 'about' }] },
      { children: [{ path: '/shop', children: [{ index: true }, { path: ':itemId' }, { path: 'cart/*' }] }] },
    ];
    expect(routePatterns(table)).toEqual(['/', '/about', '/shop', '/shop/:itemId', '/shop/cart/*']);
  });
});
