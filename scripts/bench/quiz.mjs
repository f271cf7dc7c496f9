// `npm run bench:quiz`: Chromium plays a new visitor from / to the price and on to a completed card
// purchase with the sandbox card, against a production build served by the gateway with the API, 5 runs
// (QUIZ_RUNS to change), each in a fresh browser context (empty storage and cache, 412x900, no throttling).
// Prints every run and saves bench/results/quiz.json as the medians:
//   { screensToPrice, requiredFieldsToPrice, msToPrice, msPriceUpdate, msCheckoutSubmit, runs: [...] }
//
// - screensToPrice: screens the visitor sees from the first question to the price, both included (each
//   distinct step URL: /start, /start/breed, /start/contact, /start/price). The limit is 4.
// - requiredFieldsToPrice: fields the visitor must answer on those screens: named form controls (a radio
//   group counts once) that are not marked "(optional)"; opt-in checkboxes (SMS consent) do not count.
//   Read from the page at each step, not assumed. The limit is 6.
// - msToPrice: wall-clock time from the first navigation (page.goto('/') starts) until the price screen
//   shows a dollar total, including the visitor's clicks and typing as fast as Playwright does them, every
//   page and chunk load, the breed search, the lead creation and the first quote.
// - msPriceUpdate: on the page's own clock (performance.now), from the click on another deductible to the
//   moment the total's text changes to the new figure (the screen keeps the old figure until the new
//   quote arrives, so this is the change the visitor sees).
// - msCheckoutSubmit: on the page's own clock, from the click on Pay (with every checkout entry made) to
//   the success screen's heading in the DOM: card charge, purchase and the success screen's render.
//
// A run that cannot finish (a screen not built yet) reports the stage where it stopped; the medians then
// cover only the figures that runs produced, and the process exits 1 so CI does not mistake it for a pass.
// Figures depend on machine load: run it on an otherwise idle machine, and not in a loop. BENCH_URL
// plays against a stack that is already running instead of building and starting one.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../lib/chromium.mjs';
import { watchFailedRequests } from './failed-requests.mjs';
import { root } from '../lib/stack.mjs';
import { startBenchStack } from './bench-stack.mjs';
import { completeCheckout, goToCheckout, playToPrice, timePriceUpdate } from './quiz-visitor.mjs';

const RUNS = Number(process.env.QUIZ_RUNS ?? 5);

const median = (values) => {
  const present = values.filter((v) => typeof v === 'number');
  if (present.length === 0) return null;
  const sorted = [...present].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function run(browser, baseUrl, index) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  const result = { run: index + 1 };
  try {
    const toPrice = await playToPrice(page, baseUrl, { email: `bench+${Date.now()}-${index}@tailwise.example` });
    Object.assign(result, {
      screensToPrice: toPrice.screens.length,
      requiredFieldsToPrice: toPrice.requiredFields.length,
      msToPrice: toPrice.msToPrice,
      screens: toPrice.screens,
      requiredFields: toPrice.requiredFields,
      firstTotal: toPrice.total,
    });
    const update = await timePriceUpdate(page);
    result.msPriceUpdate = Math.round(update.ms);
    result.priceUpdate = `${update.before} → ${update.after}`;
    await goToCheckout(page);
    const purchase = await completeCheckout(page, toPrice.email);
    result.msCheckoutSubmit = Math.round(purchase.ms);
    result.success = purchase.heading;
  } catch (error) {
    result.stoppedAt = error.stage ?? 'unknown';
    result.error = error.message;
  } finally {
    await context.close();
  }
  return result;
}

async function main() {
  const stack = await startBenchStack({ name: 'quiz', env: { SENTRY_DSN: 'http://tailwise_bench@localhost/1' } });
  const browser = await launchChromium();
  const requests = watchFailedRequests(browser);
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const r = await run(browser, stack.url, i);
      runs.push(r);
      console.log(
        `run ${r.run}: ${r.screensToPrice ?? '?'} screens, ${r.requiredFieldsToPrice ?? '?'} required fields, ` +
          `price in ${r.msToPrice ?? '?'} ms, update ${r.msPriceUpdate ?? '?'} ms, checkout ${r.msCheckoutSubmit ?? '?'} ms` +
          (r.error ? `\n  stopped: ${r.error}` : ''),
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  requests.report();
  const results = {
    screensToPrice: median(runs.map((r) => r.screensToPrice)),
    requiredFieldsToPrice: median(runs.map((r) => r.requiredFieldsToPrice)),
    msToPrice: median(runs.map((r) => r.msToPrice)),
    msPriceUpdate: median(runs.map((r) => r.msPriceUpdate)),
    msCheckoutSubmit: median(runs.map((r) => r.msCheckoutSubmit)),
    runs,
  };
  const { runs: _runs, ...figures } = results;
  console.log(`\nmedians of ${RUNS} runs: ${JSON.stringify(figures)}`);
  if (runs[0]?.screens) console.log(`screens: ${runs[0].screens.join(' → ')}`);
  if (runs[0]?.requiredFields) console.log(`required fields: ${runs[0].requiredFields.join(', ')}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/quiz.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('Saved bench/results/quiz.json');
  if (runs.some((r) => r.error)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
