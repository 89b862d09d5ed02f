import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// On PostgreSQL a server test file spends much of its time waiting on the database server's
// processes, so three files at once use two cores well (PGlite runs inside the worker).
const onPostgres = process.env.TEST_DATABASE_URL ? { maxWorkers: 3 } : {};

// Two projects: the server and shared code run in Node against a real database;
// the web app's units and components run in happy-dom (a few files that read the CSS cascade as
// jsdom computes it say `@vitest-environment jsdom`; docs/adr/0185).
export default defineConfig({
  // vite.config.ts is not loaded here, so the `@/` alias (tsconfig.base.json's paths) is repeated.
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }],
  },
  test: {
    // `--coverage` (CI passes it) measures which lines the whole run executes, through V8's own
    // counters (no instrumented build), and prints a summary; coverage/ keeps the figures as JSON.
    coverage: {
      provider: 'v8',
      include: ['server/**/*.ts', 'common/**/*.ts', 'src/**/*.{ts,tsx}', 'src-admin/**/*.{ts,tsx}'],
      exclude: ['server/db/migrations/**', 'server/scripts/**', 'src/prerender/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/unit/server/**/*.test.ts', 'tests/unit/common/**/*.test.ts'],
          setupFiles: ['tests/setup/server-catalogues.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph for the files of a worker: each file builds its own app on its own
          // database, and re-importing the whole server for every file was a third of the suite's
          // time. Nothing the tests rely on lives in a module between files (they pass either way).
          isolate: false,
          ...onPostgres,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          // nothing leaves the machine: a script, style sheet or frame the page adds is not fetched,
          // and counts as loaded (a test that wants it failed fires its error event itself)
          environmentOptions: {
            happyDOM: {
              settings: {
                disableJavaScriptFileLoading: true,
                disableCSSFileLoading: true,
                disableIframePageLoading: true,
                handleDisabledFileLoadingAsSuccess: true,
              },
            },
          },
          include: ['tests/unit/web/**/*.test.{ts,tsx}', 'tests/unit/admin/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/web/setup.ts'],
          // a react-admin screen can take 20 s to mount on a loaded 2-core machine; a wait inside a test
          // is still bounded by its own waitFor
          testTimeout: 60_000,
          // all CPU: a worker a core (vitest's default leaves one core idle, and the web files on
          // one worker took longer than the whole server suite); vitest runs projects with
          // different worker counts one after the other, so it has its own place in the order
          maxWorkers: '100%',
          // One module graph and one document per worker, as the server project: no file imports
          // React, MUI and react-admin again. The files of a worker used to grow slower one after
          // another as the styles of every earlier test piled up in the shared document; the setup
          // file now clears them after each test (docs/adr/0189).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
