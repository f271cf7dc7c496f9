// `npm run bench:bundle`: the gzip bytes of JavaScript a browser fetches to first render /, /start,
// /start/checkout, /dashboard, /business, /enroll and /onboard (no saved quote: prerendered like /start; a saved
// quote's link is not, and loads what this measures), and the routes that are not prerendered, whose first
// render waits for that JavaScript (the team's rule: as small as the home page's): /enroll/medmutual-pet and
// /benefits/enroll with its flag on; also /enroll/start for a seeded employer, prerendered as its heading,
// whose steps still load that way. Measured in
// Chromium against a production build served by the gateway. /start/checkout is loaded cold with the cart a new
// visitor has there (the quiz played first, as bench:lighthouse does), or it would send the visitor back to the
// quiz. A route may carry the query string its page needs; a page that ends anywhere else fails the benchmark.
//
// The claims staff's remote (mfe-ops) is shown apart: every route's first-render JS is split by app, and for each
// visitor's page every script requested during the whole visit (first render, then until the page has settled:
// the app started on intent, Firebase and Sentry) is checked for mfe-ops; one request fails the benchmark. /ops
// itself is measured three times: as a visitor (the sign-in screen), as a signed-in customer (the shell's "staff
// only" screen; both checked like the visitors' pages), and as an adjuster (the queue; its mfe-ops requests are
// counted too, which shows the check sees them). The accounts are made in the Auth emulator, the adjuster with the
// custom claim role "adjuster" (or BENCH_ADJUSTER_EMAIL and BENCH_ADJUSTER_PASSWORD; a signed-in measure is
// skipped when it cannot sign in, e.g. a production BENCH_URL), and the live mfe-ops release's own weight is printed.
// Saves bench/results/bundle.json as { "<route>": { totalGzipBytes, byApp, files: [{ file, gzipBytes }],
// opsRequestsWholeVisit }, ..., "/ops (adjuster)": {...}, "mfe-ops release": { version, totalGzipBytes, files } }.
// BENCH_URL measures a stack that is already running.
//
// The budget (bundle-budget.json): no visitor's route may load more first-render JS than it did before the
// front-end refactor; a route over its figure fails the benchmark, after the results are saved.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { AUTH_EMULATOR_PROJECT } from '../lib/auth-emulator.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { watchFailedRequests } from './failed-requests.mjs';
import { root } from '../lib/stack.mjs';
import { startBenchStack } from './bench-stack.mjs';
import { landedOn, pathWithQuery } from './landed.mjs';
import { goToCheckout, playToPrice } from './quiz-visitor.mjs';

export const ROUTES = [
  '/',
  '/start',
  '/start/checkout',
  '/dashboard',
  '/business',
  '/enroll',
  '/onboard',
  // The claims staff's address, as a visitor reaches it: the sign-in screen, and nothing of mfe-ops.
  '/ops',
  // Not prerendered (but /enroll/start's heading): each first screen depends on the link or the visitor
  // (README, Prerendered pages).
  '/enroll/start?group=city-of-philadelphia',
  '/enroll/medmutual-pet',
  '/benefits/enroll?flag.isNewBenefitsEnrollmentEnabled=true',
];
/** Routes measured with the storage a visitor has when they reach them. */
const NEEDS_CART = new Set(['/start/checkout']);
/** What "rendered" means: the route's heading is on screen. */
const RENDERED = 'main h1';
/** Set by shared/src/remote/route-rendered.ts once the route's page content has rendered. */
const ROUTE_RENDERED = 'html[data-route-rendered="1"]';
const ROUTE_RENDERED_MARK = 'tailwise:route-rendered';
/** The claims staff's remote: no visitor's page may request any of it. */
const OPS_PREFIX = '/mfe-ops/';
/** After the route rendered, how long a visit goes on: past the 4 s quiet that starts an on-intent app, and its loads. */
const SETTLE_MS = 6_000;
const ADJUSTER_ROUTE = '/ops (adjuster)';
const BUDGET = JSON.parse(readFileSync(new URL('./bundle-budget.json', import.meta.url), 'utf8'));
const CUSTOMER_ROUTE = '/ops (signed-in customer)';

/** Code only these SDKs contain: a first-render file that matches carries the SDK. */
const SDK_MARKERS = {
  firebase: /fire-core|FirebaseError|firebaseinstallations\.googleapis/,
  sentry: /sentry\.javascript|__SENTRY__/,
};

/**
 * Scripts whose request started before the route's content rendered (the performance mark the app
 * sets then); whatever starts afterwards, such as Firebase and Sentry, is not first-render JS. By address,
 * not by what asked: a remote's entry preloaded by a <link> counts as much as one a <script> fetched.
 */
export async function measureRoute(
  browser,
  baseUrl,
  route,
  storage = null,
  { storageState, rendered = RENDERED, settleMs = 0 } = {},
) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 }, storageState });
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  // Every script the visit asks for, by address (preloads included), whenever it is asked.
  const requested = new Set();
  page.on('request', (request) => {
    if (/\.js$/.test(new URL(request.url()).pathname)) requested.add(new URL(request.url()).pathname);
  });
  await page.goto(baseUrl + route, { waitUntil: 'commit' });
  await page.locator(rendered).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.locator(ROUTE_RENDERED).waitFor({ state: 'attached', timeout: 30_000 });
  if (!landedOn(page.url(), route)) throw new Error(`${route} rendered ${pathWithQuery(page.url())} instead`);
  const urls = await page.evaluate((mark) => {
    const renderedAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.js$/.test(new URL(e.name).pathname) && e.startTime <= renderedAt)
      .map((e) => e.name);
  }, ROUTE_RENDERED_MARK);
  const files = [];
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const sdks = Object.entries(SDK_MARKERS)
      .filter(([, marker]) => marker.test(body.toString('utf8')))
      .map(([name]) => name);
    files.push({
      file: new URL(url).pathname,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      ...(sdks.length ? { sdks } : {}),
    });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  if (settleMs > 0) {
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle').catch(() => {});
  }
  await context.close();
  return {
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    byApp: byApp(files),
    files,
    ...(settleMs > 0 ? { opsRequestsWholeVisit: [...requested].filter((file) => file.startsWith(OPS_PREFIX)) } : {}),
  };
}

/** The app a script belongs to: its folder in the release store (/shell/<v>/…, /mfe-ops/<v>/…); start.js is the shell's. */
const appOf = (file) => /^\/(shell|mfe-[a-z]+)\//.exec(file)?.[1] ?? 'shell';

function byApp(files) {
  const out = {};
  for (const f of files) out[appOf(f.file)] = (out[appOf(f.file)] ?? 0) + f.gzipBytes;
  return out;
}

/** The measured routes that load more first-render JS than their budget (routes without one are not checked). */
export function overBudgetRoutes(results, budgets) {
  return Object.entries(budgets)
    .filter(([route, budget]) => results[route] && results[route].totalGzipBytes > budget)
    .map(([route, budget]) => ({ route, bytes: results[route].totalGzipBytes, budget }));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * A browser state signed in on /ops's sign-in screen until `ready` shows: as a new Auth emulator account (made
 * through the gateway's same-origin emulator paths), given the custom claim role `role` as an admin ("Bearer owner")
 * when there is one; for the adjuster, BENCH_ADJUSTER_EMAIL and BENCH_ADJUSTER_PASSWORD instead when set.
 * `{ skipped }` says why when it cannot sign in (a production BENCH_URL has no emulator).
 */
async function signedInState(browser, baseUrl, { role = null, ready }) {
  let email = role ? process.env.BENCH_ADJUSTER_EMAIL : undefined;
  let password = role ? process.env.BENCH_ADJUSTER_PASSWORD : undefined;
  if (!email || !password) {
    email = `bundle-${role ?? 'customer'}+${Date.now()}@tailwise.example`;
    password = 'Bench-sign-in-2026';
    const identity = `${baseUrl}/identitytoolkit.googleapis.com/v1`;
    const signUp = await fetch(`${identity}/accounts:signUp?key=bench`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    if (!signUp.ok) {
      const answer = (await signUp.text()).slice(0, 200);
      return { skipped: `the Auth emulator did not create an account (${signUp.status} ${answer})` };
    }
    const { localId } = await signUp.json();
    const claim = await fetch(`${identity}/projects/${AUTH_EMULATOR_PROJECT}/accounts:update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, customAttributes: JSON.stringify(role ? { role } : {}) }),
    });
    if (!claim.ok) return { skipped: `the Auth emulator did not set the custom claims (${claim.status})` };
  }
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/ops`);
    const passwordField = page.getByLabel('Password', { exact: true });
    await passwordField.waitFor({ timeout: 30_000 });
    await page.getByLabel('Email', { exact: true }).fill(email);
    await passwordField.fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    return { state: await context.storageState({ indexedDB: true }) };
  } catch (error) {
    return { skipped: `signing in failed: ${error.message.split('\n')[0]}` };
  } finally {
    await context.close();
  }
}

/** The live mfe-ops release's scripts, gzip: its remoteEntry.js and every chunk (from its dist/ when it is that build). */
async function opsRelease(baseUrl) {
  const manifest = await (await fetch(`${baseUrl}/remotes.json`)).json();
  const live = manifest.remotes?.ops;
  if (!live) return null;
  const base = live.entry.slice(0, live.entry.lastIndexOf('/') + 1);
  const distInfo = path.join(root, 'mfe-ops/dist/release.json');
  const built = existsSync(distInfo) ? JSON.parse(readFileSync(distInfo, 'utf8')) : null;
  const names = built?.version === live.version ? built.files.filter((f) => f.endsWith('.js')) : ['remoteEntry.js'];
  const files = [];
  for (const name of names) {
    const body = Buffer.from(await (await fetch(new URL(base + name, baseUrl))).arrayBuffer());
    files.push({ file: base + name, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    version: live.version,
    entryGzipBytes: files.find((f) => f.file.endsWith('/remoteEntry.js'))?.gzipBytes ?? null,
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
    complete: names.length > 1,
    files,
  };
}

/** A new visitor's quote in progress, as their localStorage holds it once they reach checkout. */
async function storageWithCart(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  try {
    await playToPrice(page, baseUrl, { email: `bundle+${Date.now()}@tailwise.example` });
    await goToCheckout(page);
    return await page.evaluate(() => ({ ...localStorage }));
  } finally {
    await context.close();
  }
}

async function main() {
  // With a DSN, as in production, so the benchmark would show Sentry if it ever joined the first render.
  // The API too: checkout's cart comes from playing the quiz, which quotes.
  const stack = await startBenchStack({
    name: 'bundle',
    env: { APP_ENV: 'local', SENTRY_DSN: 'http://tailwise_bench@localhost/1' },
  });
  const browser = await launchChromium();
  const requests = watchFailedRequests(browser);
  const results = {};
  const skipped = {};
  let release = null;
  try {
    // Signed in first, while the stack is fresh; measured after the visitors' pages.
    const signedInRoutes = [];
    for (const [route, role, rendered] of [
      [CUSTOMER_ROUTE, null, '[data-screen="staff-only"] h1'],
      [ADJUSTER_ROUTE, 'adjuster', '[data-remote="ops"] h1'],
    ]) {
      const signedIn = await signedInState(browser, stack.url, { role, ready: rendered });
      if (signedIn.skipped) skipped[route] = signedIn.skipped;
      else signedInRoutes.push({ route, rendered, storageState: signedIn.state });
    }
    const cart = ROUTES.some((route) => NEEDS_CART.has(route)) ? await storageWithCart(browser, stack.url) : null;
    for (const route of ROUTES)
      results[route] = await measureRoute(browser, stack.url, route, NEEDS_CART.has(route) ? cart : null, {
        settleMs: SETTLE_MS,
      });
    // A signed-in measure that fails is reported and fails the benchmark, after the visitors' results are saved.
    for (const { route, rendered, storageState } of signedInRoutes) {
      try {
        results[route] = await measureRoute(browser, stack.url, '/ops', null, {
          storageState,
          rendered,
          settleMs: SETTLE_MS,
        });
      } catch (error) {
        skipped[route] = `its measure failed: ${error.message.split('\n')[0]}`;
        process.exitCode = 1;
      }
    }
    release = await opsRelease(stack.url);
  } finally {
    await browser.close();
    await stack.stop();
  }
  requests.report();
  for (const [route, r] of Object.entries(results)) {
    const sdks = [...new Set(r.files.flatMap((f) => f.sdks ?? []))];
    console.log(
      `\n${route}  ${r.totalGzipBytes} bytes (${(r.totalGzipBytes / 1024).toFixed(1)} KiB) gzip in ${r.files.length} files; Firebase/Sentry code: ${sdks.join(', ') || 'none'}`,
    );
    console.log(
      `  by app: ${Object.entries({ 'mfe-ops': 0, ...r.byApp })
        .map(([app, bytes]) => `${app} ${kib(bytes)}`)
        .join(', ')}`,
    );
    if (r.opsRequestsWholeVisit)
      console.log(`  mfe-ops scripts requested during the whole visit: ${r.opsRequestsWholeVisit.length}`);
    for (const f of r.files)
      console.log(
        `  ${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KiB  ${f.file}${f.sdks ? `  (${f.sdks.join(', ')})` : ''}`,
      );
  }
  for (const [route, why] of Object.entries(skipped)) console.log(`\n${route} not measured: ${why}`);
  if (release) {
    results['mfe-ops release'] = release;
    console.log(
      `\nmfe-ops release ${release.version}: remoteEntry.js ${kib(release.entryGzipBytes ?? 0)}, ` +
        (release.complete
          ? `every script ${kib(release.totalGzipBytes)} gzip in ${release.files.length} files`
          : 'its chunks not counted (mfe-ops/dist is another build)'),
    );
  }
  const leaks = Object.entries(results).filter(
    ([route, r]) => route !== ADJUSTER_ROUTE && r.opsRequestsWholeVisit?.length > 0,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/bundle.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nSaved bench/results/bundle.json');
  const overBudget = overBudgetRoutes(results, BUDGET.routes);
  for (const { route, bytes, budget } of overBudget)
    console.error(
      `${route} loads ${bytes} bytes of first-render JS, ${bytes - budget} more than its budget (${budget})`,
    );
  if (overBudget.length === 0) console.log(`Every route is within its budget (first-render JS at ${BUDGET.commit}).`);
  else process.exitCode = 1;
  if (leaks.length > 0) {
    for (const [route, r] of leaks) console.error(`${route} requested mfe-ops: ${r.opsRequestsWholeVisit.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('No visitor or customer page requested anything of mfe-ops.');
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
