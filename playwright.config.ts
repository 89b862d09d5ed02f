import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's chromium-headless-shell when it is installed (the headless Chromium Playwright runs by
// default: the same Blink, ~20 % faster here than the full browser), else the full chromium
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// End-to-end tests against the real server serving the built web app (`npm run test:e2e`
// builds first). tests/e2e/global-setup.ts starts the server on a free port with a fresh
// data directory and exports its address as E2E_BASE_URL, which the workers read here.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers, a spec file each (its tests in order): every spec makes its own investors, staff
  // and money, so files never wait on each other's data, and while one browser waits on the
  // server or the chain the other renders.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // a whole test (several screens at three widths, axe runs) on CI's 2 cores, where an account
  // page can take 15 s to start; a single wait is bounded by expect's timeout
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    browserName: 'chromium',
    // A failure keeps its screenshot and message. A trace records a screencast of every test,
    // which costs 2 cores more than the tests themselves, so it is asked for when a failure
    // needs one: E2E_TRACE=1.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system's Chromium; Playwright never downloads a browser here.
      executablePath: BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Only the app's own server is reached: any other host (the market ticker's script) fails
        // at once, as it would offline, and its widget must fail quietly. Said here rather than by
        // a route per context, since routing every request through the test process cost more CPU
        // than the pages themselves and turned off the browser's cache.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
});
