// Remote Config as the Firebase console would answer it, for specs about feature flags: the local stack's demo app
// id makes the shell ask, and nothing else would answer here.
import type { Page } from '@playwright/test';

/** Answers Remote Config (and the installation it needs) with these values set, as the console would serve them. */
export async function remoteConfigSays(page: Page, entries: Record<string, string>) {
  const cors = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' };
  await page.route('https://firebaseinstallations.googleapis.com/**', (route) =>
    route.fulfill({
      status: 200,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify({
        name: 'projects/demo-tailwise/installations/cKb0FfHzmfR8H8fmRlNeLy',
        fid: 'cKb0FfHzmfR8H8fmRlNeLy',
        refreshToken: 'e2e-refresh',
        authToken: { token: 'e2e-token', expiresIn: '604800s' },
      }),
    }),
  );
  await page.route('https://firebaseremoteconfig.googleapis.com/**', (route) =>
    route.fulfill({
      status: 200,
      headers: { ...cors, etag: 'e2e-etag-1' },
      contentType: 'application/json',
      body: JSON.stringify({ entries, state: 'UPDATE', templateVersion: '1' }),
    }),
  );
}

/** Where the shell's flags stand: loading, success or failure (its diagnostics global). */
export const flagsStatus = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tailwise?: { flags?: { status: string } } }).__tailwise?.flags?.status);
