import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: the server and shared code run in Node against a real database;
// the web app's units and components run in jsdom.
export default defineConfig({
  // vite.config.ts is not loaded here, so the `@/` alias (tsconfig.base.json's paths) is repeated.
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/unit/server/**/*.test.ts', 'tests/unit/common/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On PostgreSQL a test file spends much of its time waiting on the database server's
          // processes, so three files at once use two cores well; PGlite runs inside the worker.
          // (vitest runs projects with different worker counts one after the other: groupOrder)
          ...(process.env.TEST_DATABASE_URL && { maxWorkers: 3, sequence: { groupOrder: 1 } }),
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/unit/web/**/*.test.{ts,tsx}', 'tests/unit/admin/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/web/setup.ts'],
          // a react-admin screen can take 20 s to mount on a loaded 2-core machine; a wait inside a test
          // is still bounded by its own waitFor
          testTimeout: 60_000,
        },
      },
    ],
  },
});
