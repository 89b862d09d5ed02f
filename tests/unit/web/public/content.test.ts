import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@/src/app/theme';
import { HOME, SITE } from '@/src/config/site';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

// The public site's code: everything that renders marketing pages, the shell and the auth screens.
const PUBLIC_CODE = [
  ...filesUnder(path.join(ROOT, 'src/features/marketing')),
  // the public pages' script and its settings (moved out of the marketing feature)
  ...filesUnder(path.join(ROOT, 'src/lib/enhance')),
  path.join(ROOT, 'src/config/public-site.ts'),
  ...filesUnder(path.join(ROOT, 'src/components/layouts/public')),
  path.join(ROOT, 'src/components/layouts/public-layout.tsx'),
  ...filesUnder(path.join(ROOT, 'src/features/auth')),
  ...['home', 'about', 'services', 'contact', 'terms', 'privacy', 'login', 'signup', 'forgot-password', 'reset-password', 'error'].map(
    (page) => path.join(ROOT, `src/app/pages/${page}.tsx`),
  ),
];

describe('the content module', () => {
  it('holds the company facts', () => {
    expect(SITE.foundedYear).toBe(2017);
    expect(SITE.successRate).toBe(98);
    expect(SITE.openingHours).toBe('Every day, 9:00 AM to 5:00 PM');
    expect(SITE.address).toMatch(/, CO \d{5}, United States$/);
    expect(SITE.riskNotice).toMatch(/risk/i);
    expect(HOME.hero.title).toBe('Learn The Best Investments With Expert Advisors');
  });

  it('is the only place the public site spells out a company fact', () => {
    const facts = [
      SITE.name,
      SITE.legalName,
      SITE.supportEmail,
      SITE.phone,
      SITE.address,
      '2017',
      '98%',
      'Colorado',
      'Denver',
      '9:00 AM',
      '@example.com',
    ];
    const offenders = PUBLIC_CODE.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return facts.filter((fact) => source.includes(fact)).map((fact) => `${path.relative(ROOT, file)}: ${fact}`);
    });
    expect(offenders).toEqual([]);
  });
});

describe('the theme', () => {
  it('has the app breakpoints', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1024, xl: 1920 });
  });
});
