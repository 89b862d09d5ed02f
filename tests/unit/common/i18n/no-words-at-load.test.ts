// @vitest-environment happy-dom
/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { withNoCatalogues } from '@/common/i18n/translate';

// (in the server project, where no other file loads the web apps' modules first)
// A browser page fetches its language's words while its modules load (src/app/page-catalogues.ts),
// so a module that reads a word when it loads finds none and the page fails to start; on the
// server it would be frozen in one language. Every module of both web apps is loaded here with no
// catalogue at all: one that reads a word on loading throws.
const MODULES = import.meta.glob([
  '/src/**/*.{ts,tsx}',
  '/src-admin/**/*.{ts,tsx}',
  '!/src/main.tsx',
  '!/src/public-page.ts',
  '!/src/prerender/**',
]);

describe('no module reads a word when it loads', () => {
  it('loads every module of the web apps with no catalogue', async () => {
    const failures: string[] = [];
    await withNoCatalogues(async () => {
      for (const [file, load] of Object.entries(MODULES)) {
        try {
          await load();
        } catch (error) {
          failures.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    });
    expect(failures).toEqual([]);
  });
});
