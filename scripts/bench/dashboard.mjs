// `npm run bench:dashboard`: Chromium signs the demo customer in on the sign-in screen that guards /dashboard
// and opens their claims, against a production build served by the gateway with the API, 5 runs
// (DASHBOARD_RUNS to change), each in a fresh browser context (empty storage and cache, 412x900, no
// throttling). Prints every run and saves bench/results/dashboard.json as the medians:
//   { msSignInToPets, msOpenClaimsToList, runs: [...] }
//
// - msSignInToPets: on the page's own clock (performance.now), from the click on "Sign in" (email and
//   password typed as soon as the screen shows them) to the overview showing the demo customer's pets: a card
//   for each of Biscuit and Miso in the DOM. The screen arrives prerendered and live, so the visitor may type
//   and press before the app has started (the focus starts it; the press is held and replayed): the figure
//   then covers the rest of the app's start-up too, as that visitor waits for it. It covers Firebase Auth
//   (loaded on the first focus of a field, so it may still be arriving), the sign-in call, /me/, the dashboard
//   remote and the overview's chunk and data.
// - msOpenClaimsToList: on the page's own clock, from the click on "Claims" in the dashboard's navigation
//   to the claims list holding all five of the demo customer's claims: the claims page's chunk and the
//   list (from the API, or from the cache the overview's open claims filled).
//
// Claims are opened from the dashboard's navigation, not by loading the page again: the API re-saves the
// demo account every 30 s, which ends its browser sessions, so a fresh page load could find it signed out.
// A run that cannot finish names the stage where it stopped; the process then exits 1. Figures depend on
// machine load: run it on an otherwise idle machine. BENCH_URL measures a stack that is already running.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../lib/chromium.mjs';
import { watchFailedRequests } from './failed-requests.mjs';
import { root } from '../lib/stack.mjs';
import { startBenchStack } from './bench-stack.mjs';

const RUNS = Number(process.env.DASHBOARD_RUNS ?? 5);
const DEMO = { email: 'demo@tailwise.example', password: process.env.DEMO_PASSWORD ?? 'Tailwise-demo-2024' };
const DEMO_PETS = ['Biscuit', 'Miso'];
const DEMO_CLAIMS = 5;
const TIMEOUT = 30_000;

const median = (values) => {
  const present = values.filter((v) => typeof v === 'number');
  if (present.length === 0) return null;
  const sorted = [...present].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Resolves (in the page) with the time from the next click on an element matching `clickSelector` to the
 * first moment the screen shows what `wanted` describes, checked on every DOM change. Both times are the
 * page's performance.now(). (The checks are written out here: the page's CSP allows no eval.)
 */
function timeFromClick(page, clickSelector, wanted) {
  return page.evaluate(
    ([selector, want, timeout]) =>
      new Promise((resolve, reject) => {
        const shown = () => {
          const remote = document.querySelector('[data-remote="dashboard"]');
          if (!remote) return false;
          if (want.pets) {
            const headings = [...remote.querySelectorAll('article h3')].map((h) => h.textContent);
            return want.pets.every((name) => headings.includes(name));
          }
          return remote.querySelectorAll('ul[aria-label="Claims"] > li').length >= want.claims;
        };
        let clickedAt = null;
        const onClick = (event) => {
          if (clickedAt === null && event.target instanceof Element && event.target.closest(selector))
            clickedAt = performance.now();
        };
        document.addEventListener('click', onClick, true);
        const observer = new MutationObserver(() => {
          if (clickedAt === null || !shown()) return;
          const ms = performance.now() - clickedAt;
          observer.disconnect();
          document.removeEventListener('click', onClick, true);
          resolve(Math.round(ms));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        setTimeout(() => reject(new Error(`not there ${timeout} ms after the click`)), timeout);
      }),
    [clickSelector, wanted, TIMEOUT],
  );
}

async function run(browser, baseUrl, index) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  const result = { run: index + 1, msSignInToPets: null, msOpenClaimsToList: null };
  let stage = 'the sign-in screen';
  try {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor({ timeout: TIMEOUT });
    const password = page.getByLabel('Password', { exact: true });
    await password.waitFor({ timeout: TIMEOUT });
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await password.fill(DEMO.password);

    stage = 'signing in to the overview with its pets';
    const signedIn = timeFromClick(page, 'form button[type="submit"]', { pets: DEMO_PETS });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    result.msSignInToPets = await signedIn;

    stage = 'opening the claims list';
    const listed = timeFromClick(page, 'nav[aria-label="Your account"] a[href="/dashboard/claims"]', {
      claims: DEMO_CLAIMS,
    });
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Claims', exact: true })
      .click();
    result.msOpenClaimsToList = await listed;
  } catch (error) {
    result.error = `${stage}: ${error.message.split('\n')[0]}`;
  } finally {
    await context.close();
  }
  return result;
}

async function main() {
  const stack = await startBenchStack({ name: 'dashboard', env: { SENTRY_DSN: 'http://tailwise_bench@localhost/1' } });
  const browser = await launchChromium();
  const requests = watchFailedRequests(browser);
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const r = await run(browser, stack.url, i);
      runs.push(r);
      console.log(
        `run ${r.run}: sign-in to pets ${r.msSignInToPets ?? '?'} ms, claims list ${r.msOpenClaimsToList ?? '?'} ms` +
          (r.error ? `\n  stopped: ${r.error}` : ''),
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  requests.report();
  const results = {
    msSignInToPets: median(runs.map((r) => r.msSignInToPets)),
    msOpenClaimsToList: median(runs.map((r) => r.msOpenClaimsToList)),
    runs,
  };
  const { runs: _runs, ...figures } = results;
  console.log(`\nmedians of ${RUNS} runs: ${JSON.stringify(figures)}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/dashboard.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('Saved bench/results/dashboard.json');
  if (runs.some((r) => r.error)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
