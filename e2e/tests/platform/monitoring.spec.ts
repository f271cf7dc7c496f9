// covers: shell, gateway
import { expect, test } from '@playwright/test';
import { waitForApp } from '../../support/app-ready';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The stack of global-setup.ts runs with SENTRY_DSN, SENTRY_SAMPLE_RATE=1 and the gateway keeping
// /monitoring envelopes in E2E_MONITORING_FILE (forwarding off).
const monitoringFile = process.env.E2E_MONITORING_FILE;
const DSN = 'http://tailwise_e2e@localhost/1';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const release = `v${(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version}`;

interface StoredEnvelope {
  receivedAt: string;
  bytes: number;
  envelope: string;
  encoding?: string;
}

/** The envelope's header and the JSON lines after it (item headers and JSON payloads). */
function parseEnvelope(text: string) {
  const [header, ...rest] = text.split('\n').map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      return null;
    }
  });
  return { header: header ?? {}, lines: rest.filter((line): line is Record<string, unknown> => line !== null) };
}

function storedEnvelopes(): StoredEnvelope[] {
  if (!monitoringFile || !existsSync(monitoringFile)) return [];
  return readFileSync(monitoringFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredEnvelope);
}

interface SentryEvent {
  release?: string;
  environment?: string;
  request?: { url?: string };
  exception?: { values?: { type?: string; value?: string }[] };
}

test('a forced API 500 is reported through /monitoring and kept by the gateway', async ({ page }) => {
  test.skip(!monitoringFile, 'needs the stack global-setup.ts starts (E2E_MONITORING_FILE)');
  const marker = `monitoring-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  // Every API call of the page fails with a 500.
  const failedPaths: string[] = [];
  await page.route('**/api/1.0/**', async (route) => {
    failedPaths.push(new URL(route.request().url()).pathname.replace(/^\/api\/1\.0/, ''));
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Forced by the test', fields: {} } }),
    });
  });
  const tunnelled = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/monitoring' && response.request().method() === 'POST',
  );

  await page.goto(`/pet-wellness-plans?case=${marker}`);
  // The page arrives prerendered; the API client exists once the app has taken over.
  await waitForApp(page);
  // The wellness plans catalogue request, made by the product's one API client (the instance the
  // shell registers for diagnostics), so the test does not depend on what the page fetches itself.
  const thrown = await page.evaluate(async () => {
    const { apiClient } = (
      window as unknown as {
        __tailwise: { instances: { shell: { apiClient: { get(path: string): Promise<unknown> } } } };
      }
    ).__tailwise.instances.shell;
    return apiClient.get('/wellness-plans/').then(
      () => null,
      (error: Error) => error.message,
    );
  });
  expect(thrown).toBe('Failed GET: /wellness-plans/');
  expect(failedPaths).toContain('/wellness-plans/');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __tailwise?: { monitoring?: string } }).__tailwise?.monitoring),
    )
    .toBe('ready');
  expect((await tunnelled).status()).toBe(200);

  // The gateway appended the envelope, as the SDK sent it, to the monitoring file.
  let found: { header: Record<string, unknown>; event: SentryEvent } | undefined;
  await expect
    .poll(
      () => {
        for (const stored of storedEnvelopes()) {
          if (stored.encoding || !stored.envelope.includes(marker)) continue;
          const { header, lines } = parseEnvelope(stored.envelope);
          const event = lines.find((line) => (line as SentryEvent).exception) as SentryEvent | undefined;
          if (event?.exception?.values?.some((v) => v.value === 'Failed GET: /wellness-plans/'))
            found = { header, event };
        }
        return found !== undefined;
      },
      { message: 'an envelope for the failed API call in the monitoring file', timeout: 15_000 },
    )
    .toBe(true);

  expect(found!.header.dsn).toBe(DSN);
  expect(found!.event.exception!.values!.map((v) => v.value)).toContain('Failed GET: /wellness-plans/');
  expect(found!.event).toMatchObject({ release, environment: 'test' });
  expect(found!.event.request?.url).toContain(`/pet-wellness-plans?case=${marker}`);
});

test('the tunnel refuses envelopes for another DSN', async ({ request }) => {
  const header = JSON.stringify({ event_id: '0'.repeat(32), dsn: 'http://someone_else@localhost/2' });
  const response = await request.post('/monitoring', {
    data: `${header}\n{"type":"event"}\n{}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).error.code).toBe('UNKNOWN_DSN');
});
