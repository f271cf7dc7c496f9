// `npm run bench:lighthouse`: Lighthouse 13 (mobile preset, simulated throttling) on /, /pet-insurance-plans
// and /pet-wellness-plans of a production build served by the gateway with the API, three runs each,
// with Debian's chromium. Prints and saves the medians to bench/results/lighthouse.json as
// { "<route>": { score: 0-100, lcpMs, cls, tbtMs } }.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildAll } from '../build-all.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { freePort, root, startStack } from '../lib/stack.mjs';

const ROUTES = ['/', '/pet-insurance-plans', '/pet-wellness-plans'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const { audits, categories } = result.lhr;
    return {
      score: Math.round(categories.performance.score * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(4)),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  await buildAll();
  const store = mkdtempSync(path.join(os.tmpdir(), 'tailwise-lighthouse-store-'));
  const apiDataDir = mkdtempSync(path.join(os.tmpdir(), 'tailwise-lighthouse-api-'));
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      'gateway/src/release/cli.ts',
      'release',
      '--all',
      '--store',
      store,
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const stack = await startStack({
    port: await freePort(),
    store,
    env: { APP_ENV: 'production-like', API_DATA_DIR: apiDataDir, SENTRY_DSN: 'http://tailwise_bench@localhost/1' },
  });
  const results = {};
  try {
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(stack.url + route));
      results[route] = {
        score: median(runs.map((r) => r.score)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        runs,
      };
      const r = results[route];
      console.log(
        `${route.padEnd(22)} score ${r.score}  LCP ${r.lcpMs} ms  CLS ${r.cls}  TBT ${r.tbtMs} ms  (FCP ${r.fcpMs} ms; ${RUNS} runs, medians)`,
      );
    }
  } finally {
    await stack.stop();
    rmSync(store, { recursive: true, force: true });
    rmSync(apiDataDir, { recursive: true, force: true });
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('Saved bench/results/lighthouse.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
