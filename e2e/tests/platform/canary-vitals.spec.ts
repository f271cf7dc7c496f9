// A canary release of the quiz whose pages paint two seconds later than the stable version's, in real browsers
// against a real gateway: each visitor's browser measures LCP with the web-vitals library and reports it through
// /vitals with the version that drew the page, and the gateway ends the canary by itself once both versions have
// their sample, saying that LCP was slower. Beside it, the control: a canary exactly as fast as the stable version,
// judged on the same sample, is kept.
// The quiz is the release under test here, not the code under test: what is checked is the gateway's canary rule
// and the shell's reports, so a change to the quiz alone has nothing here to break that its own specs would not.
// covers: gateway, shell
import { expect, test, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, startGateway } from '../../../scripts/lib/stack.mjs';
import { releaseCopy } from '../../support/remote-releases';
import { liveVersion, releaseHistory, seedStore } from '../../support/run-store';

/** Visitors of each version, and the gateway's minimum sample: the canary is judged once, on the last report. */
const VISITORS = 6;
/** How much later the slow canary hands the shell its App. */
const HOLD_BACK_MS = 2000;
/**
 * A quiz page the gateway has no prerendered HTML for (the "Start over" link), so the quiz draws all of it. On a
 * prerendered page (/start) the largest paint is the stable version's HTML, whichever version then takes over.
 */
const PAGE = '/start/restart';

const cli = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(root, 'gateway/src/release/run.cjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Manifest {
  remotes: Record<string, { version: string }>;
  canaries?: Record<string, { version: string }>;
}

interface CanaryRun {
  url: string;
  store: string;
  metricsUrl: string;
  stable: string;
  canary: string;
  /** Signed cohort cookies of new visitors, VISITORS of each version. */
  cohorts: Record<string, string[]>;
  stop(): Promise<void>;
}

// One test after the other: each compares paint times, which a second browser working beside it would blur. For the
// same reason the spec runs after every other one, with nothing beside it (the times-paint project, TIMES_PAINT).
// Alone: `npx playwright test -c e2e/playwright.config.ts --project=times-paint --no-deps` (without --no-deps the
// whole suite it waits for runs first).
test.describe.configure({ mode: 'default' });

/** The live quiz build released as stable, a copy of it as `name` (held back by `holdBackMs`) as a 50 % canary. */
async function startCanary(name: string, holdBackMs?: number): Promise<CanaryRun> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'tailwise-canary-vitals-'));
  const store = path.join(work, 'store');
  // The run's own shell and quiz (whatever the run serves: the live set or local builds) as the stable versions.
  seedStore(store, ['shell', 'mfe-quiz']);
  const stable = liveVersion(store, 'mfe-quiz');
  const canary = `${stable}-${name}`;
  releaseCopy(path.join(store, 'mfe-quiz', stable), path.join(work, name), { version: canary, holdBackMs });
  expect(cli('release', 'mfe-quiz', '--dist', path.join(work, name), '--canary', '50', '--store', store)).toContain(
    `canary mfe-quiz ${canary} to 50 %`,
  );

  const port = await freePort();
  let metricsPort = await freePort();
  while (metricsPort === port) metricsPort = await freePort();
  const gateway = await startGateway({
    port,
    store,
    env: {
      // Every page view measures its Web Vitals (production samples a tenth), and may report them all.
      VITALS_SAMPLE_RATE: '1',
      VITALS_RATE_LIMIT: '100000',
      // Every visitor here comes from this machine's address: let each of them count.
      CANARY_MAX_PER_NETWORK: '100',
      CANARY_VITALS_MIN_SAMPLE: String(VISITORS),
      // Judged on every report, so the answer to the last one comes after its judgement.
      CANARY_VITALS_JUDGE_INTERVAL_MS: '0',
      METRICS_PORT: String(metricsPort),
    },
  });
  // New visitors, each given a signed cookie by the gateway, sorted by the version it serves them.
  const cohorts: Record<string, string[]> = { [stable]: [], [canary]: [] };
  while (cohorts[stable]!.length < VISITORS || cohorts[canary]!.length < VISITORS) {
    const res = await fetch(`${gateway.url}/remotes.json`);
    const cookie = /^tw_cohort=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
    cohorts[((await res.json()) as Manifest).remotes.quiz!.version]!.push(cookie);
  }
  return {
    url: gateway.url,
    store,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    stable,
    canary,
    cohorts,
    stop: async () => {
      await gateway.stop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * A visitor with `cohort`'s cookie opens PAGE and, once it has painted, presses a key until their browser has
 * reported LCP through /vitals; answers the quiz entries the page loaded.
 */
async function visit(browser: Browser, run: CanaryRun, cohort: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL: run.url });
  await context.addCookies([{ name: 'tw_cohort', value: cohort, url: run.url }]);
  const page = await context.newPage();
  const entries: string[] = [];
  const reports: number[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/mfe-quiz\/[^/]+\/remoteEntry\.js$/.test(pathname)) entries.push(pathname);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/vitals') reports.push(response.status());
  });
  try {
    await page.goto(PAGE);
    // The quiz's first question, and with it the footer (it joins once the route has rendered): the largest paint.
    await expect(page.getByRole('heading', { name: 'Tell us about your pet' })).toBeVisible({ timeout: 30_000 });
    // Painted: two frames later. A key press before it would end LCP at the header.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    // The first key press starts the page's deferred work, web-vitals among it; once it listens, an input makes
    // LCP final and it is sent. While the page is in view nothing else reports (INP and CLS wait for it to hide),
    // and the gateway answers after it has counted the value and judged the canary on it.
    await expect(async () => {
      await page.keyboard.press('Shift');
      expect(reports).toEqual([204]);
    }).toPass({ timeout: 30_000 });
    return entries;
  } finally {
    await context.close();
  }
}

/**
 * Stable and canary visitors in turn, each pair in the other order than the one before (a page loading while the
 * last one closes is a little slower), so that whatever else slows this machine falls on both versions alike.
 */
async function visitBoth(browser: Browser, run: CanaryRun) {
  for (let i = 0; i < VISITORS; i++) {
    for (const version of i % 2 ? [run.canary, run.stable] : [run.stable, run.canary]) {
      expect(await visit(browser, run, run.cohorts[version]![i]!)).toEqual([`/mfe-quiz/${version}/remoteEntry.js`]);
    }
  }
}

/** The LCP reports the gateway took for each version (count, and mean in ms), from its Prometheus text. */
async function lcpReports(run: CanaryRun) {
  const text = await (await fetch(run.metricsUrl)).text();
  const of = (version: string, kind: 'count' | 'sum') =>
    [...text.matchAll(/^web_vitals_lcp_seconds_(count|sum)\{([^}]*)\} (\S+)$/gm)]
      .filter((m) => m[1] === kind && m[2]!.includes(`version="${version}"`))
      .reduce((total, m) => total + Number(m[3]), 0);
  const summary = (version: string) => ({
    count: of(version, 'count'),
    meanMs: Math.round((of(version, 'sum') * 1000) / of(version, 'count')),
  });
  return { stable: summary(run.stable), canary: summary(run.canary) };
}

const readManifest = (run: CanaryRun) =>
  JSON.parse(readFileSync(path.join(run.store, 'remotes.json'), 'utf8')) as Manifest;
const lastHistory = (run: CanaryRun) => releaseHistory(run.store).at(-1)!;

test('a canary whose pages paint later than the stable version’s is rolled back by the gateway on LCP', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const run = await startCanary('slow', HOLD_BACK_MS);
  try {
    await visitBoth(browser, run);

    // The last visitor's report completed both samples: the gateway judged, ended the canary, then answered.
    const manifest = readManifest(run);
    expect(manifest.canaries ?? null).toBeNull();
    expect(manifest.remotes.quiz!.version).toBe(run.stable);
    const last = lastHistory(run);
    expect(last).toMatchObject({ action: 'auto-rollback', app: 'mfe-quiz', from: run.canary, to: run.stable });
    expect(last.reason).toMatch(
      new RegExp(
        `^p75 LCP \\d+ ms \\(${VISITORS} visitors\\) against the stable ${escape(run.stable)}'s \\d+ ms ` +
          `\\(${VISITORS}\\); margin 20\\.0 % and 250 ms, minimum sample ${VISITORS}$`,
      ),
    );
    const reports = await lcpReports(run);
    expect([reports.stable.count, reports.canary.count]).toEqual([VISITORS, VISITORS]);
    test.info().annotations.push({ type: 'rollback', description: last.reason! });
    test.info().annotations.push({
      type: 'mean LCP reported',
      description: `stable ${reports.stable.meanMs} ms, canary ${reports.canary.meanMs} ms`,
    });

    // The canary's visitors get the stable quiz on their next page load.
    expect(await visit(browser, run, run.cohorts[run.canary]![0]!)).toEqual([`/mfe-quiz/${run.stable}/remoteEntry.js`]);
  } finally {
    await run.stop();
  }
});

test('a canary as fast as the stable version is judged on the same sample and kept', async ({ browser }) => {
  test.setTimeout(180_000);
  const run = await startCanary('again');
  try {
    await visitBoth(browser, run);

    // Both samples complete, the last report judged: the same build under another version stays on.
    const reports = await lcpReports(run);
    expect([reports.stable.count, reports.canary.count]).toEqual([VISITORS, VISITORS]);
    expect(readManifest(run).canaries?.quiz?.version).toBe(run.canary);
    expect(lastHistory(run)).toMatchObject({ action: 'canary', app: 'mfe-quiz', to: run.canary });
    test.info().annotations.push({
      type: 'mean LCP reported',
      description: `stable ${reports.stable.meanMs} ms, canary ${reports.canary.meanMs} ms`,
    });
  } finally {
    await run.stop();
  }
});
