// `npm run bench:lighthouse`: Lighthouse 13 (mobile preset, simulated throttling) on the pages a visitor lands
// on, every new route joining them (the team's rule): the marketing home and plan pages (not yet the others),
// the quiz's entry flows (/start, /promo, /onboard without a saved quote, a group's /benefits/fenwick/onboard)
// and its checkout, the signed-out sign-in screen at /dashboard and at an upsell flow (/insurance), every
// /business page (home, HR, brokers, FAQ, blog, contact, the two group success pages), /enroll, /enroll/start for a seeded employer, the partner page /enroll/medmutual-pet and
// /benefits/enroll with its flag on. Production build served by the gateway with the API, three runs each
// (LIGHTHOUSE_RUNS), with Debian's chromium. LIGHTHOUSE_ROUTES=/start,/start/checkout audits only those.
// Prints and saves the medians to bench/results/lighthouse.json as
// { "<route>": { score: 0-100, lcpMs, cls, tbtMs, fcpMs, finalUrl, runs } } (each run also names its busiest
// scripts). A route may carry the query string its page needs (/enroll/start?group=…); finalUrl is the path
// and query where the last run ended, and the printed line says "ended at" when that is not the route.
//
// First, unless LIGHTHOUSE_CEILING=0, the machine's ceiling: /business with every script blocked, saved to
// bench/results/lighthouse-ceiling.json (see CEILING_ROUTE).
//
// Every audit starts from a fresh browser profile (nothing cached, nothing stored): a first visit.
// /start/checkout is measured as the visitor who reaches it sees it, with a quote in progress: before
// the audits, a browser plays a new visitor to the price and into checkout (quiz-visitor.mjs), and its
// localStorage (answers, lead, cart) is written into each audit's fresh profile before Lighthouse loads
// the page. Lighthouse clears the HTTP cache but keeps localStorage, so this is a cold load of the
// checkout with a cart. Without a cart, checkout sends the visitor to the first unanswered step: if the
// quiz cannot be played (screens not built yet), the route is audited without one and finalUrl says
// where it landed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../lib/chromium.mjs';
import { root } from '../lib/stack.mjs';
import { startBenchStack } from './bench-stack.mjs';
import { landedOn, pathWithQuery } from './landed.mjs';
import { goToCheckout, playToPrice } from './quiz-visitor.mjs';

const ALL_ROUTES = [
  '/',
  '/pet-insurance-plans',
  '/pet-wellness-plans',
  '/start',
  // A promo link's quiz; its code comes from the link's `rpc` once the app runs, the page is the same without.
  '/promo',
  // Without `lid` (a saved quote's link, which depends on the visitor) OnboardQuiz starts fresh.
  '/onboard',
  '/start/checkout',
  // An employer's members arrive here from enrollment or their group's link: the group's promo and prices per
  // paycheck, with the seat proof for a member who has not claimed one yet.
  '/benefits/fenwick/onboard',
  // A signed-out visitor gets the sign-in screen at the address they asked for: the dashboard, and the upsell
  // flows (one stands for all three: the same screen).
  '/dashboard',
  '/insurance',
  '/business',
  '/business/hr',
  '/business/brokers',
  '/business/faq',
  '/business/blog',
  '/business/contact',
  // The group pages the site links to: prerendered skeletons the group's data (GET /groups/{id}) fills.
  '/business/city-of-philadelphia/success',
  '/business/fenwick/success',
  // Where an employee starts enrolling in their employer's pet benefits.
  '/enroll',
  // Reached from /enroll's employer search with the chosen group (a seeded employer with enrollment open);
  // without `group` the page sends the visitor back to /enroll.
  '/enroll/start?group=city-of-philadelphia',
  // The distribution partner's landing page (GET /partners/medmutual-pet decides what it offers).
  '/enroll/medmutual-pet',
  // The one-page enrollment is behind isNewBenefitsEnrollmentEnabled (off by default: the page sends the
  // visitor to /enroll, audited above); the override (honoured outside production) audits the page itself.
  '/benefits/enroll?flag.isNewBenefitsEnrollmentEnabled=true',
];
const ROUTES = process.env.LIGHTHOUSE_ROUTES ? process.env.LIGHTHOUSE_ROUTES.split(',') : ALL_ROUTES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Routes audited with the storage a visitor has when they reach them. */
const NEEDS_CART = new Set(['/start/checkout']);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A new visitor's quote in progress, as their localStorage holds it once they reach checkout. */
async function storageWithCart(baseUrl) {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  try {
    await playToPrice(page, baseUrl, { email: `lighthouse+${Date.now()}@tailwise.example` });
    await goToCheckout(page);
    return await page.evaluate(() => ({ ...localStorage }));
  } catch (error) {
    console.warn(`/start/checkout will be audited without a cart: ${error.message}`);
    return null;
  } finally {
    await browser.close();
  }
}

/** Writes `storage` into the fresh profile from a same-origin response that loads no app code. */
async function seedStorage(port, origin, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/healthz`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(url, storage, { blockScripts = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (storage) await seedStorage(chrome.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    const { audits, categories, runtimeError } = result.lhr;
    const missing = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time'].filter(
      (id) => typeof audits[id]?.numericValue !== 'number',
    );
    // e.g. NO_FCP or a protocol timeout on an overloaded machine: no figure is better than a wrong one.
    if (runtimeError || missing.length || categories.performance.score === null)
      throw new Error(`${url}: ${runtimeError?.code ?? 'no score'} ${runtimeError?.message ?? missing.join(', ')}`);
    return {
      score: Math.round(categories.performance.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(4)),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      finalUrl: pathWithQuery(result.lhr.finalDisplayedUrl),
      // Where the blocking time comes from: the scripts with the most main-thread time.
      busiestScripts: (audits['bootup-time']?.details?.items ?? []).slice(0, 5).map((item) => ({
        script: item.url.startsWith('http') ? new URL(item.url).pathname : item.url,
        ms: Math.round(item.total),
      })),
    };
  } finally {
    await chrome.kill();
  }
}
/** One retry for a run Lighthouse could not measure; a second failure stops the benchmark. */
async function auditWithRetry(url, storage, options) {
  try {
    return await audit(url, storage, options);
  } catch (error) {
    console.warn(`${error.message.split('\n')[0]}; trying that run again`);
    return audit(url, storage, options);
  }
}

/** Medians of a route's runs, with the runs. */
const summarise = (runs) => ({
  score: median(runs.map((r) => r.score)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  cls: median(runs.map((r) => r.cls)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  fcpMs: median(runs.map((r) => r.fcpMs)),
  finalUrl: runs.at(-1).finalUrl,
});

/**
 * What this machine lets any page score: a prerendered page (CEILING_ROUTE) with every script blocked,
 * so only Chromium's own work (navigation, parsing, style, layout, paint) is left. Simulated throttling
 * multiplies that work by four, so on a slow machine even a page without JavaScript loses points; the
 * routes' figures are read against this one.
 */
const CEILING_ROUTE = '/business';

async function main() {
  const stack = await startBenchStack({ name: 'lighthouse', env: { SENTRY_DSN: 'http://tailwise_bench@localhost/1' } });
  const results = {};
  let ceiling = null;
  try {
    const cart = ROUTES.some((route) => NEEDS_CART.has(route)) ? await storageWithCart(stack.url) : null;
    const width = Math.max(...ROUTES.map((route) => route.length)) + 2;
    if (process.env.LIGHTHOUSE_CEILING !== '0') {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await auditWithRetry(stack.url + CEILING_ROUTE, null, { blockScripts: true }));
      ceiling = { route: CEILING_ROUTE, ...summarise(runs), runs };
      console.log(
        `Machine ceiling: ${CEILING_ROUTE} with every script blocked scores ${ceiling.score} (LCP ${ceiling.lcpMs} ms, TBT ${ceiling.tbtMs} ms; ${RUNS} runs, medians)`,
      );
    }
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await auditWithRetry(stack.url + route, NEEDS_CART.has(route) ? cart : null));
      results[route] = {
        ...summarise(runs),
        ...(NEEDS_CART.has(route) ? { withCart: Boolean(cart) } : {}),
        runs,
      };
      const r = results[route];
      const landed = !landedOn(r.finalUrl, route) ? `; ended at ${r.finalUrl}` : '';
      const cartNote = NEEDS_CART.has(route) ? (cart ? '; with a cart' : '; without a cart') : '';
      console.log(
        `${route.padEnd(width)} score ${r.score}  LCP ${r.lcpMs} ms  CLS ${r.cls}  TBT ${r.tbtMs} ms  (FCP ${r.fcpMs} ms; ${RUNS} runs, medians${cartNote}${landed})`,
      );
    }
  } finally {
    await stack.stop();
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (ceiling)
    writeFileSync(path.join(root, 'bench/results/lighthouse-ceiling.json'), `${JSON.stringify(ceiling, null, 2)}\n`);
  console.log('Saved bench/results/lighthouse.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
