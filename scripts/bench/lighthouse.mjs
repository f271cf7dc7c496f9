// `npm run bench:lighthouse`: Lighthouse 13 (mobile preset, simulated throttling) on every route of spec §2 (46)
// and the quiz steps a visitor reaches with a quote in progress (breed, contact, price): the list and who loads
// each route are in lighthouse-routes.mjs (a unit test holds it to the product's route tables). Production build
// served by the gateway with the API and the Auth emulator, three runs each (LIGHTHOUSE_RUNS), with Debian's
// chromium. LIGHTHOUSE_ROUTES=/start,/start/checkout audits only those (addresses or §2 routes such as
// /benefits/{groupId}/onboard). LIGHTHOUSE_REPORTS=<folder> also keeps each run's whole report there.
// Prints and saves the medians to bench/results/lighthouse.json as
// { "<route>": { score: 0-100, lcpMs, cls, tbtMs, fcpMs, finalUrl, spec, as, misses, runs } } (each run also names
// the element of its largest paint (lcpElement), the elements that moved most (shifted) and
// its busiest scripts). `misses` lists what the route misses of the goal (score 95, LCP 1.8 s, CLS 0.02; empty
// when it meets it), and the run ends with the table of routes that miss. A route may carry the query string its
// page needs (/enroll/start?group=…); finalUrl is the path and query where the last run ended, and the printed
// line says "ended at" when that is not the route.
//
// First, unless LIGHTHOUSE_CEILING=0, the machine's ceiling: /business with every script blocked, saved to
// bench/results/lighthouse-ceiling.json (see CEILING_ROUTE).
//
// Every audit starts from a fresh browser profile (nothing cached): a first visit, with what the route's
// visitor has stored written into the profile before Lighthouse loads the page (Lighthouse clears the HTTP
// cache but keeps storage):
// - 'cart' routes: before the audits, a browser plays a new visitor to the price and into checkout
//   (quiz-visitor.mjs); its localStorage (answers, lead, cart) and cookies are the cart. Without a cart, a checkout sends
//   the visitor to the first unanswered step: if the quiz cannot be played (screens not built yet), the route
//   is audited without one and finalUrl says where it landed.
// - 'customer' routes (the dashboard, the upsell flows): another visitor buys a plan with the sandbox card,
//   signed up in the Auth emulator on the way, then opens each audited dashboard page once, as a returning
//   customer has; its localStorage (with the shell's kept last visit), Firebase's sign-in (IndexedDB) and cookies
//   (the shell's signed-in hint) are the session. When that purchase fails, an emulator account without a plan, signed in on /dashboard's sign-in
//   screen (withPlan: false); without either, those routes are audited signed out and say so.
// - 'upsell' routes (/insurance, /wellness, /new): the demo customer (api/src/seed/demo.ts), signed in on /dashboard's
//   sign-in screen, whom the dashboard offers insurance for one pet and a wellness plan for the other; the customer
//   who has just bought has insured their only pet, and no link sends them to /insurance.
// - 'upsell-cart' routes (the upsell checkouts): the demo customer once they have played that flow to its price and
//   into its checkout (quiz-visitor.mjs's playUpsellToPrice), so the checkout is drawn rather than sending them back
//   to the flow's first step; withCart says whether that worked.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../lib/chromium.mjs';
import { root } from '../lib/stack.mjs';
import { startBenchStack } from './bench-stack.mjs';
import { landedOn, pathWithQuery } from './landed.mjs';
import { missesOf, selectRoutes } from './lighthouse-routes.mjs';
import { completeCheckout, goToCheckout, playToPrice, playUpsellToPrice } from './quiz-visitor.mjs';

const ROUTES = selectRoutes(process.env.LIGHTHOUSE_ROUTES);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep each run's whole Lighthouse report in (its request chain, its main-thread tasks), or unset. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Where Firebase Auth keeps the signed-in user in the browser. */
const FIREBASE_AUTH_DB = 'firebaseLocalStorageDb';

/** A new visitor's quote in progress: their storage once they reach checkout, or null when the quiz cannot be played. */
async function storageWithCart(baseUrl) {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  try {
    await playToPrice(page, baseUrl, { email: `lighthouse+${Date.now()}@tailwise.example` });
    await goToCheckout(page);
    return {
      localStorage: await page.evaluate(() => ({ ...localStorage })),
      indexedDb: [],
      cookies: await context.cookies(),
    };
  } catch (error) {
    console.warn(`The cart routes will be audited without a cart: ${error.message}`);
    return null;
  } finally {
    await browser.close();
  }
}

/**
 * A signed-in customer: their storage, Firebase's sign-in included, or null when no one could sign in. First one
 * who has just bought a plan (the account made in the Auth emulator by checkout's account step); if that
 * purchase cannot be made, an account without a plan, made in the emulator and signed in on /dashboard's
 * sign-in screen (`withPlan` says which).
 */
async function customerStorage(baseUrl) {
  const email = `lighthouse-customer+${Date.now()}@tailwise.example`;
  const bought = await signedInStorage(baseUrl, async (page) => {
    await playToPrice(page, baseUrl, { email });
    await goToCheckout(page);
    await completeCheckout(page, email);
  });
  if (bought.storage) return { ...bought.storage, withPlan: true };
  console.warn(`No purchase for the customer routes (${bought.why}); signing in an account without a plan.`);
  const signedIn = await signedInStorage(baseUrl, async (page) => {
    const identity = `${baseUrl}/identitytoolkit.googleapis.com/v1`;
    const password = 'Lighthouse-sign-in-2026';
    const signUp = await fetch(`${identity}/accounts:signUp?key=bench`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `lighthouse-account+${Date.now()}@tailwise.example`,
        password,
        returnSecureToken: true,
      }),
    });
    if (!signUp.ok) throw new Error(`the Auth emulator did not create an account (${signUp.status})`);
    const { email: made } = await signUp.json();
    await signInOnDashboard(page, baseUrl, made, password);
  });
  if (signedIn.storage) return { ...signedIn.storage, withPlan: false };
  console.warn(`The customer routes will be audited signed out: ${signedIn.why}`);
  return null;
}

/** Signs in on /dashboard's sign-in screen, as a customer does. */
async function signInOnDashboard(page, baseUrl, email, password) {
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Password', { exact: true }).waitFor({ state: 'detached', timeout: 30_000 });
}

/** The demo customer (api/src/seed/demo.ts), whom the dashboard offers insurance for one pet and wellness for the other. */
const DEMO = { email: 'demo@tailwise.example', password: process.env.DEMO_PASSWORD ?? 'Tailwise-demo-2024' };

/** The demo customer signed in, for the upsell flows' first steps, or null when they could not sign in. */
async function upsellCustomerStorage(baseUrl) {
  const signedIn = await signedInStorage(baseUrl, (page) =>
    signInOnDashboard(page, baseUrl, DEMO.email, DEMO.password),
  );
  if (signedIn.storage) return signedIn.storage;
  console.warn(`The upsell flows will be audited signed out: ${signedIn.why}`);
  return null;
}

/**
 * For each upsell checkout, the demo customer's storage once they have played that flow to its price and into
 * its checkout (one cart at a time: a cart belongs to one flow), or none for a flow that could not be played.
 */
async function upsellCartStorages(baseUrl, customer, checkouts) {
  const storages = {};
  if (!customer) return storages;
  for (const checkout of checkouts) {
    const flow = checkout.replace(/\/checkout$/, '');
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    try {
      await context.addCookies(customer.cookies);
      await page.goto(`${baseUrl}/healthz`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, customer.localStorage);
      await page.evaluate(writeDatabase, customer.indexedDb);
      await playUpsellToPrice(page, baseUrl, flow);
      await goToCheckout(page, flow);
      storages[checkout] = {
        localStorage: await page.evaluate(() => ({ ...localStorage })),
        indexedDb: await page.evaluate(readDatabase, FIREBASE_AUTH_DB),
        cookies: await context.cookies(),
      };
    } catch (error) {
      console.warn(`${checkout} will be audited without a cart: ${error.message.split('\n')[0]}`);
    } finally {
      await browser.close();
    }
  }
  return storages;
}

/** Runs `signIn` in a fresh browser, opens the dashboard's pages, then reads what they leave stored: { storage } or { why }. */
async function signedInStorage(baseUrl, signIn) {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  try {
    await signIn(page);
    // A returning customer has used their dashboard before: each dashboard page the bench audits is opened once, so
    // what the shell keeps of their last visit (tailwise.lastVisit) is what such a customer's browser holds.
    const dashboardRoutes = ROUTES.filter((r) => r.as === 'customer' && r.route.startsWith('/dashboard/'));
    for (const route of [...dashboardRoutes.map((r) => r.route), '/dashboard']) {
      await page.goto(`${baseUrl}${route}`);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    }
    // The last visit is written half a second after the answers arrive.
    await page.waitForTimeout(1000);
    const indexedDb = await page.evaluate(readDatabase, FIREBASE_AUTH_DB);
    if (!indexedDb.some((store) => store.records.length > 0)) throw new Error('no Firebase sign-in was stored');
    // The site's cookies too: the shell's signed-in hint (tw_signed_in), with which the gateway serves a returning
    // customer the app's document rather than the prerendered sign-in screen, and the release cohort.
    const cookies = await context.cookies();
    return { storage: { localStorage: await page.evaluate(() => ({ ...localStorage })), indexedDb, cookies } };
  } catch (error) {
    return { why: error.message.split('\n')[0] };
  } finally {
    await browser.close();
  }
}

/** In the page: every store of database `name` with its records (an empty list when there is none). */
async function readDatabase(name) {
  if (!(await indexedDB.databases()).some((db) => db.name === name)) return [];
  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const db = await request(indexedDB.open(name));
  const stores = [];
  for (const storeName of db.objectStoreNames) {
    const store = db.transaction(storeName, 'readonly').objectStore(storeName);
    const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
    stores.push({
      database: name,
      version: db.version,
      name: storeName,
      keyPath: store.keyPath,
      autoIncrement: store.autoIncrement,
      records: values.map((value, i) => ({ key: keys[i], value })),
    });
  }
  db.close();
  return stores;
}

/** In the page: writes the stores readDatabase read, creating their database. */
async function writeDatabase(stores) {
  const request = (r, upgrade) =>
    new Promise((resolve, reject) => {
      if (upgrade) r.onupgradeneeded = () => upgrade(r.result);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  for (const database of new Set(stores.map((s) => s.database))) {
    const own = stores.filter((s) => s.database === database);
    const db = await request(indexedDB.open(database, own[0].version), (upgrading) => {
      for (const s of own)
        if (!upgrading.objectStoreNames.contains(s.name))
          upgrading.createObjectStore(s.name, { keyPath: s.keyPath ?? undefined, autoIncrement: s.autoIncrement });
    });
    for (const s of own) {
      const store = db.transaction(s.name, 'readwrite').objectStore(s.name);
      for (const { key, value } of s.records) await request(s.keyPath ? store.put(value) : store.put(value, key));
    }
    db.close();
  }
}

/**
 * Writes `storage` (localStorage, IndexedDB and cookies) into the fresh profile from a same-origin response that
 * loads no app code.
 */
async function seedStorage(port, origin, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    if (storage.cookies?.length) await browser.contexts()[0].addCookies(storage.cookies);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/healthz`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage.localStorage);
    if (storage.indexedDb.length) await page.evaluate(writeDatabase, storage.indexedDb);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** The node Lighthouse names as the largest paint (its LCP breakdown insight): selector and a snippet, or null. */
function lcpElementOf(audits) {
  const items = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.flatMap((item) => [item, ...(item.items ?? [])]).find((item) => item?.type === 'node');
  return node ? { selector: node.selector, snippet: String(node.snippet ?? '').slice(0, 160) } : null;
}

/** The elements whose moves added most to CLS, with their share. */
function shiftedOf(audits) {
  return (audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
    selector: item.node?.selector ?? null,
    snippet: String(item.node?.snippet ?? '').slice(0, 120),
    score: Number((item.score ?? 0).toFixed(4)),
  }));
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
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
      writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(result.lhr));
    }
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
      // What to fix: the element that made the largest paint, and the elements that moved most.
      lcpElement: lcpElementOf(audits),
      shifted: shiftedOf(audits),
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
    const needs = (kind) => ROUTES.some((r) => r.as === kind);
    const storages = {
      visitor: null,
      cart: needs('cart') ? await storageWithCart(stack.url) : null,
      customer: needs('customer') ? await customerStorage(stack.url) : null,
      upsell: needs('upsell') || needs('upsell-cart') ? await upsellCustomerStorage(stack.url) : null,
    };
    const upsellCarts = await upsellCartStorages(
      stack.url,
      storages.upsell,
      ROUTES.filter((r) => r.as === 'upsell-cart').map((r) => r.route),
    );
    const width = Math.max(...ROUTES.map(({ route }) => route.length)) + 2;
    if (process.env.LIGHTHOUSE_CEILING !== '0') {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await auditWithRetry(stack.url + CEILING_ROUTE, null, { blockScripts: true }));
      ceiling = { route: CEILING_ROUTE, ...summarise(runs), runs };
      console.log(
        `Machine ceiling: ${CEILING_ROUTE} with every script blocked scores ${ceiling.score} (LCP ${ceiling.lcpMs} ms, TBT ${ceiling.tbtMs} ms; ${RUNS} runs, medians)`,
      );
    }
    for (const { route, spec, as } of ROUTES) {
      const storage = as === 'upsell-cart' ? (upsellCarts[route] ?? storages.upsell) : storages[as];
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(stack.url + route, storage));
      const medians = summarise(runs);
      results[route] = {
        ...medians,
        spec,
        as,
        ...(as === 'visitor' ? {} : { withStorage: Boolean(storage) }),
        ...(as === 'customer' && storage ? { withPlan: storage.withPlan } : {}),
        ...(as === 'upsell-cart' ? { withCart: Boolean(upsellCarts[route]) } : {}),
        misses: missesOf(medians),
        runs,
      };
      const r = results[route];
      const landed = !landedOn(r.finalUrl, route) ? `; ended at ${r.finalUrl}` : '';
      const who =
        as === 'cart'
          ? storage
            ? '; with a cart'
            : '; without a cart'
          : as === 'customer'
            ? storage
              ? `; signed in${storage.withPlan ? '' : ', no plan'}`
              : '; signed out'
            : as === 'upsell' || as === 'upsell-cart'
              ? storage
                ? `; the demo customer${as === 'upsell-cart' ? (upsellCarts[route] ? ', with a cart' : ', without a cart') : ''}`
                : '; signed out'
              : '';
      console.log(
        `${route.padEnd(width)} score ${r.score}  LCP ${r.lcpMs} ms  CLS ${r.cls}  TBT ${r.tbtMs} ms  (FCP ${r.fcpMs} ms; ${RUNS} runs, medians${who}${landed})${r.misses.length ? '  MISSES' : ''}`,
      );
    }
  } finally {
    await stack.stop();
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (ceiling)
    writeFileSync(path.join(root, 'bench/results/lighthouse-ceiling.json'), `${JSON.stringify(ceiling, null, 2)}\n`);
  const missing = Object.entries(results).filter(([, r]) => r.misses.length > 0);
  console.log(
    missing.length
      ? `\n${missing.length} of ${Object.keys(results).length} routes miss the goal (score 95, LCP 1.8 s, CLS 0.02):\n` +
          missing
            .map(([route, r]) => {
              const last = r.runs.at(-1);
              const lcp = last.lcpElement ? `\n      largest paint: ${last.lcpElement.selector}` : '';
              const moved = last.shifted.length
                ? `\n      moved: ${last.shifted.map((s) => `${s.selector} (${s.score})`).join(', ')}`
                : '';
              return `  ${route}: ${r.misses.join(', ')}${lcp}${moved}`;
            })
            .join('\n')
      : `\nEvery route meets the goal (score 95, LCP 1.8 s, CLS 0.02).`,
  );
  console.log('Saved bench/results/lighthouse.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
