// `npm run bench:first-tap`: what starting on intent costs a visitor who taps early. On /business, a page
// prerendered whole, the app starts at the visitor's first tap (shell/src/app/start-on-intent.ts); on the
// same page with a query string it starts at once, as before. Chromium at a phone's width (360 px) with
// its CPU slowed four times (as Lighthouse's mobile preset) taps the menu button 2.5 s after the page has
// loaded (before the 4 s of quiet after which the app starts anyway) and times the tap to the open menu.
// Prints and saves medians of 5 runs each to bench/results/first-tap.json as
// { onIntent: { medianMs, runs }, atOnce: { medianMs, runs } }.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../lib/chromium.mjs';
import { watchFailedRequests } from './failed-requests.mjs';
import { root } from '../lib/stack.mjs';
import { startBenchStack } from './bench-stack.mjs';

const RUNS = 5;
const CASES = { onIntent: '/business', atOnce: '/business?utm_source=bench' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function tapToMenu(browser, url) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const tappedAt = Date.now();
    await page.getByRole('button', { name: 'Menu' }).first().click();
    await page.locator('button[aria-expanded="true"]').waitFor({ timeout: 30_000 });
    return Date.now() - tappedAt;
  } finally {
    await context.close();
  }
}

async function main() {
  const stack = await startBenchStack({ name: 'first-tap' });
  const runs = { onIntent: [], atOnce: [] };
  const browser = await launchChromium();
  const requests = watchFailedRequests(browser);
  try {
    for (let i = 0; i < RUNS; i++)
      for (const [name, route] of Object.entries(CASES)) runs[name].push(await tapToMenu(browser, stack.url + route));
  } finally {
    await browser.close();
    await stack.stop();
  }
  requests.report();
  const results = Object.fromEntries(
    Object.entries(runs).map(([name, values]) => [name, { medianMs: median(values), runs: values }]),
  );
  console.log(
    `First tap to open menu on /business (360 px, CPU 4x slower, ${RUNS} runs, medians): starting on intent ${results.onIntent.medianMs} ms, app started at once ${results.atOnce.medianMs} ms`,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/first-tap.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('Saved bench/results/first-tap.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
