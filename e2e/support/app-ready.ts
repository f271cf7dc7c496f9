import type { Page } from '@playwright/test';

/**
 * Waits until the app itself has rendered the route. Public pages arrive prerendered, so a heading
 * alone does not prove the remote loaded; this marker is set only by the running app.
 */
export async function waitForApp(page: Page) {
  await page.locator('html[data-route-rendered="1"]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached', timeout: 20_000 });
}
