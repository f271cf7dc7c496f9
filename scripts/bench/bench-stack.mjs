// The stack a benchmark measures: every app built for production, released into a temporary store and
// served by the gateway with the API and the Auth emulator, torn down afterwards. BENCH_URL measures a
// stack that is already running instead (e.g. `npm run serve`), with nothing built or started.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../build-all.mjs';
import { freePort, root, startStack } from '../lib/stack.mjs';

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startBenchStack({ name, env = {}, api = true }) {
  if (process.env.BENCH_URL) {
    console.log(`Measuring ${process.env.BENCH_URL} as it runs (BENCH_URL): nothing built or started.`);
    return { url: process.env.BENCH_URL.replace(/\/+$/, ''), stop: async () => {} };
  }
  await buildAll();
  const store = mkdtempSync(path.join(os.tmpdir(), `tailwise-${name}-store-`));
  const apiDataDir = mkdtempSync(path.join(os.tmpdir(), `tailwise-${name}-api-`));
  const cleanUp = () => {
    rmSync(store, { recursive: true, force: true });
    rmSync(apiDataDir, { recursive: true, force: true });
  };
  try {
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
      api,
      // `test`: the Auth emulator signs the bench's customers in, and only local and test may trust it.
      env: { APP_ENV: 'test', API_DATA_DIR: apiDataDir, ...env },
    });
    return {
      url: stack.url,
      stop: async () => {
        await stack.stop();
        cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}
