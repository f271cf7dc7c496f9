import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { MOVES_THE_CLOCK, TIMES_PAINT } from '../scripts/lib/e2e-specs.mjs';

// The screenshot walks are for a person to look at, not checks: they run only with SCREENSHOTS=1.
const screenshotWalks = process.env.SCREENSHOTS === '1' ? [] : ['**/screenshots.spec.ts'];

// Specs that move the product's clock (POST /dev/clock). The clock is the whole stack's: moved, it shifts the API's
// today for every request and bills every customer in the database up to the new day, so a test running beside it
// could see another "Next payment" or a renewal receipt as the newest email to its customer. These specs therefore
// run in a project of their own that waits for every other test to finish, one file at a time. To run them alone:
// `npx playwright test -c e2e/playwright.config.ts --project=moves-clock --no-deps` (without --no-deps the project
// first runs the whole suite it waits for, file filters or not: `npm run ci:remote` runs the two apart). Playwright
// skips it when another test has failed; a teardown project would run even then, but it would also run after every
// filtered run of any other spec.
const movesTheClock = MOVES_THE_CLOCK.map((spec) => `**/${spec}`);
// Specs that compare paint times run after those, one test at a time with nothing beside them: on two busy cores a
// test working alongside made an identical canary's loads slower at random, and the gateway rightly rolled it back.
// Alone: `--project=times-paint --no-deps`.
const timesPaint = TIMES_PAINT.map((spec) => `**/${spec}`);

// End-to-end tests against a production build of every app, released into a temporary store and
// served by the gateway with the API and the Auth emulator (see global-setup.ts).
export default defineConfig({
  testDir: './tests',
  testIgnore: screenshotWalks,
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every test about a tenth of its time on CI's two cores; there a failed test is
    // run again (retries: 1) and that run is traced. Locally a failure keeps the trace of its only run.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [...screenshotWalks, ...movesTheClock, ...timesPaint],
    },
    { name: 'moves-clock', use: { browserName: 'chromium' }, testMatch: movesTheClock, dependencies: ['chromium'] },
    {
      name: 'times-paint',
      use: { browserName: 'chromium' },
      testMatch: timesPaint,
      dependencies: ['moves-clock'],
      workers: 1,
    },
  ],
});
