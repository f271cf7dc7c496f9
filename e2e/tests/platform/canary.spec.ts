// A canary release of the quiz that throws on render, in real browsers against a real gateway: the
// visitors in its cohort get the route's Unexpected Error screen and report the error through /monitoring, the
// gateway rolls the canary back by itself, and a visitor in the stable cohort never loads it.
// The quiz is the release under test here, not the code under test: what is checked is the gateway's canary rule
// and the shell's reports, so a change to the quiz alone has nothing here to break that its own specs would not.
// covers: gateway, shell
import { expect, test, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, startGateway } from '../../../scripts/lib/stack.mjs';
import { fakeContainer } from '../../support/remote-faults';
import { liveBuildInfo, releaseHistory, seedStore } from '../../support/run-store';

const DSN = 'http://tailwise_canary@localhost/1';
const cli = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(root, 'gateway/src/release/run.cjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
const distOf = (app: string) => path.join(root, app, 'dist');
const built = (app: string) => existsSync(path.join(distOf(app), 'release.json'));

interface Served {
  remotes: Record<string, { version: string; entry: string }>;
}
interface Manifest {
  canaries?: Record<string, unknown>;
}

async function visitStart(browser: Browser, baseURL: string, cohort: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'tw_cohort', value: cohort, url: baseURL }]);
  const page = await context.newPage();
  const entries: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/mfe-quiz\/[^/]+\/remoteEntry\.js$/.test(pathname)) entries.push(pathname);
  });
  await page.goto('/start');
  return { context, page, entries };
}

test('a canary that throws on render is rolled back by the gateway, and the stable cohort never gets it', async ({
  browser,
}) => {
  // The run's store has both; against a stack started elsewhere the local builds are released instead.
  test.skip(
    !process.env.E2E_STORE && (!built('shell') || !built('mfe-quiz')),
    'needs production builds of the shell and the quiz',
  );
  test.setTimeout(150_000);
  const work = mkdtempSync(path.join(os.tmpdir(), 'tailwise-canary-'));
  const store = path.join(work, 'store');
  seedStore(store, ['shell', 'mfe-quiz']);
  const record = liveBuildInfo(store, 'mfe-quiz');
  const stable = record.version;

  // The broken release: the quiz's own release record (so it passes the gate), an entry whose App throws.
  const brokenDist = path.join(work, 'broken-quiz');
  const broken = `${stable.slice(0, 40)}-broken`;
  mkdirSync(brokenDist, { recursive: true });
  writeFileSync(path.join(brokenDist, 'remoteEntry.js'), fakeContainer('quiz', 'throw-on-render'));
  writeFileSync(
    path.join(brokenDist, 'release.json'),
    JSON.stringify({ ...record, version: broken, files: ['remoteEntry.js'] }),
  );
  expect(cli('release', 'mfe-quiz', '--dist', brokenDist, '--canary', '50', '--store', store)).toContain(
    `canary mfe-quiz ${broken} to 50 %`,
  );

  const gateway = await startGateway({
    port: await freePort(),
    store,
    env: {
      SENTRY_DSN: DSN,
      SENTRY_SAMPLE_RATE: '1',
      MONITORING_FILE: path.join(work, 'envelopes.jsonl'),
      MONITORING_RATE_LIMIT: '100000',
      CANARY_MIN_SAMPLE: '2',
      CANARY_ERROR_MARGIN: '0.1',
    },
  });
  try {
    // Find visitors of each cohort by asking the gateway: new visitors, each given a signed cookie.
    const cohorts: Record<string, string[]> = { [stable]: [], [broken]: [] };
    while (cohorts[stable]!.length < 1 || cohorts[broken]!.length < 2) {
      const res = await fetch(`${gateway.url}/remotes.json`);
      const cookie = /^tw_cohort=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
      const served = (await res.json()) as Served;
      cohorts[served.remotes.quiz!.version]!.push(cookie);
    }

    // The stable cohort, while the canary runs: the real quiz, and never the canary's entry.
    const calm = await visitStart(browser, gateway.url, cohorts[stable]![0]!);
    await expect(calm.page.locator('[data-remote="quiz"]')).toHaveAttribute('data-remote-version', stable);
    // /start arrives prerendered (the stable quiz's first question, whatever the cohort): the app, and with
    // it the cohort's remote entry, starts after the page's load event.
    await expect.poll(() => calm.entries.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(calm.entries.every((entry) => entry.includes(`/${stable}/`))).toBe(true);
    await calm.context.close();

    // Two canary visitors (exactly the minimum sample: the search above may have found more, and a third
    // would arrive after the rollback): the route's crash screen, and a render error tagged with the canary reported.
    for (const cohort of cohorts[broken]!.slice(0, 2)) {
      const { context, page, entries } = await visitStart(browser, gateway.url, cohort);
      const reported = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/monitoring' &&
          (response.request().postData() ?? '').includes(`"remote_release":"quiz@${broken}"`),
        { timeout: 60_000 },
      );
      // It loads, then throws while rendering: the spec's Unexpected Error screen, inside the layout.
      await expect(
        page.locator('[data-remote-crash="quiz"]').getByRole('heading', { name: 'Unexpected Error' }),
      ).toBeVisible({ timeout: 30_000 });
      expect(entries).toEqual([`/mfe-quiz/${broken}/remoteEntry.js`]);
      // Monitoring starts at the first interaction (or once the page settles).
      await page.mouse.move(10, 10);
      expect((await reported).status()).toBe(200);
      await context.close();
    }

    // The gateway ended the canary by itself, and says why.
    await expect
      .poll(() => (JSON.parse(readFileSync(path.join(store, 'remotes.json'), 'utf8')) as Manifest).canaries ?? null)
      .toBeNull();
    const history = releaseHistory(store);
    expect(history.at(-1)).toMatchObject({ action: 'auto-rollback', app: 'mfe-quiz', from: broken, to: stable });
    expect(history.at(-1)!.reason).toMatch(/^error rate 100\.0 % \(2 of 2 visitors\)/);

    // The canary's visitors get the stable quiz on their next page load.
    const back = await visitStart(browser, gateway.url, cohorts[broken]![0]!);
    await expect.poll(() => back.entries, { timeout: 30_000 }).toEqual([`/mfe-quiz/${stable}/remoteEntry.js`]);
    await expect(back.page.locator('[data-remote="quiz"]')).toHaveAttribute('data-remote-version', stable);
    await back.context.close();
  } finally {
    await gateway.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
