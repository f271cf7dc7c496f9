// covers: mfe-marketing
import { expect, test, type Page } from '@playwright/test';
import { open } from './marketing-pages';

/**
 * Waits for Remote Config's answer (here a failure: it cannot be reached). Leaving a page while Firebase is
 * still registering its installation makes the next page wait up to 10 s for that registration to time out.
 */
const remoteConfigAnswered = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as unknown as { __tailwise?: { flags?: { status: string } } }).__tailwise?.flags?.status !==
      'no-fetch-yet',
  );

test('/vetalk shows the VeTalk page when vetalkEnabled is on', async ({ page }) => {
  await open(page, '/vetalk?flag.vetalkEnabled=true');
  await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('Talk to a licensed vet, day or night');
  await expect(page).toHaveURL(/\/vetalk/);
  // The override lasts for the session: a plain visit still shows it.
  await open(page, '/vetalk');
  await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('Talk to a licensed vet, day or night');
});

test('/vetalk shows the product-unavailable page in place when vetalkEnabled is off', async ({ page }) => {
  await open(page, '/vetalk');
  await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('This isn’t available right now');
  // In place: the address stays, so a bookmark works once VeTalk opens, and Back has nothing to bounce through.
  await expect(page).toHaveURL(/\/vetalk$/);
  await expect(page).toHaveTitle(/Not available right now/);
  await open(page, '/vetalk?flag.vetalkEnabled=true');
  await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('Talk to a licensed vet, day or night');
  await remoteConfigAnswered(page);
  await open(page, '/vetalk?flag.vetalkEnabled=false');
  await expect(page.locator('[data-remote="marketing"] h1')).toHaveText('This isn’t available right now');
  await expect(page).toHaveURL(/\/vetalk\?flag\.vetalkEnabled=false$/);
});
