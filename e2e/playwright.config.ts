import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

// End-to-end tests against a production build of every app, released into a temporary store and
// served by the gateway with the API and the Auth emulator (see global-setup.ts).
export default defineConfig({
  testDir: './tests',
  // The screenshot walks are for a person to look at, not checks: they run only with SCREENSHOTS=1.
  testIgnore: process.env.SCREENSHOTS === '1' ? [] : ['**/screenshots.spec.ts'],
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
