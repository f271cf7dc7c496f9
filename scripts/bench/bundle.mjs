// `npm run bench:bundle`: the gzip bytes of JavaScript a browser fetches to first render /, /start,
// /start/checkout, /dashboard, /business, /enroll and /onboard (no saved quote: prerendered like /start; a saved
// quote's link is not, and loads what this measures), and the routes that are not prerendered, whose first
// render waits for that JavaScript (the team's rule: as small as the home page's): /enroll/medmutual-pet and
// /benefits/enroll with its flag on; also /enroll/start for a seeded employer, prerendered as its heading,
// whose steps still load that way. Measured in
// Chromium against a production build served by the gateway. /start/checkout is loaded cold with the cart a new
// visitor has there (the quiz played first, as bench:lighthouse does), or it would send the visitor back to the
// quiz. A route may carry the query string its page needs; a page that ends anywhere else fails the benchmark.
// Saves bench/results/bundle.json as { "<route>": { totalGzipBytes, files: [{ file, gzipBytes }] } }.
// BENCH_URL measures a stack that is already running.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/chromium.mjs';
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
export async function measureRoute(browser, baseUrl, route, storage = null) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  await page.goto(baseUrl + route, { waitUntil: 'commit' });
  await page.locator(RENDERED).first().waitFor({ state: 'visible', timeout: 30_000 });
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
  await context.close();
  return { totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
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
  const results = {};
  try {
    const cart = ROUTES.some((route) => NEEDS_CART.has(route)) ? await storageWithCart(browser, stack.url) : null;
    for (const route of ROUTES)
      results[route] = await measureRoute(browser, stack.url, route, NEEDS_CART.has(route) ? cart : null);
  } finally {
    await browser.close();
    await stack.stop();
  }
  for (const [route, r] of Object.entries(results)) {
    const sdks = [...new Set(r.files.flatMap((f) => f.sdks ?? []))];
    console.log(
      `\n${route}  ${r.totalGzipBytes} bytes (${(r.totalGzipBytes / 1024).toFixed(1)} KiB) gzip in ${r.files.length} files; Firebase/Sentry code: ${sdks.join(', ') || 'none'}`,
    );
    for (const f of r.files)
      console.log(
        `  ${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KiB  ${f.file}${f.sdks ? `  (${f.sdks.join(', ')})` : ''}`,
      );
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/bundle.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nSaved bench/results/bundle.json');
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
