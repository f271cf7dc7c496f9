// covers: gateway, shell
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, startGateway } from '../../../scripts/lib/stack.mjs';
import { waitForApp } from '../../support/app-ready';
import { liveVersion, seedStore } from '../../support/run-store';

const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const cli = (...args: string[]) =>
  execFileSync(process.execPath, [tsx, 'gateway/src/release/cli.ts', ...args], { cwd: root, encoding: 'utf8' });

test('releasing v2 of one remote and rolling back to v1 changes what the browser shows, and nothing else', async ({
  page,
}) => {
  // It builds a remote inside the test: on a busy 2-core machine that alone can take a minute or more.
  test.setTimeout(240_000);
  const store = mkdtempSync(path.join(os.tmpdir(), 'tailwise-rollback-store-'));
  const v2Dist = mkdtempSync(path.join(os.tmpdir(), 'tailwise-marketing-v2-'));
  seedStore(store);
  const gateway = await startGateway({ port: await freePort(), store });
  try {
    const v1 = liveVersion(store, 'mfe-marketing');
    const quizVersion = liveVersion(store, 'mfe-quiz');
    await page.goto(`${gateway.url}/faq`);
    await waitForApp(page);
    await expect(page.locator('[data-remote="marketing"]')).toHaveAttribute('data-remote-version', v1);
    const shellScript = await page.locator('script[src*="/shell/"]').first().getAttribute('src');

    const prerenderedVersion = async () =>
      (await (await fetch(`${gateway.url}/faq`)).text()).match(
        /data-remote="marketing" data-remote-version="([^"]+)"/,
      )?.[1];
    expect(await prerenderedVersion()).toBe(v1);

    // Build a second marketing version, with its prerendered pages (no other app is rebuilt), and release it.
    execFileSync(
      process.execPath,
      [path.join(root, 'packages/build-tools/build-app.cjs'), path.join(root, 'mfe-marketing'), v2Dist],
      {
        cwd: path.join(root, 'mfe-marketing'),
        env: { ...process.env, APP_VERSION: '2.0.0-e2e' },
        stdio: 'ignore',
      },
    );
    expect(cli('release', 'mfe-marketing', '--dist', v2Dist, '--store', store)).toContain(
      `released mfe-marketing 2.0.0-e2e; was ${v1}`,
    );
    // The build held this worker's event loop for a minute or more: past the gateway's keep-alive (72 s), fetch's
    // pool would hand out the socket the gateway has closed meanwhile, unless its timers get to run first.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // The release brought its own prerendered pages, served without a shell rebuild.
    expect(await prerenderedVersion()).toBe('2.0.0-e2e');
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('[data-remote="marketing"]')).toHaveAttribute('data-remote-version', '2.0.0-e2e');

    // Nothing else changed: same shell build, same quiz version.
    expect(await page.locator('script[src*="/shell/"]').first().getAttribute('src')).toBe(shellScript);
    await page.goto(`${gateway.url}/start`);
    await expect(page.locator('[data-remote="quiz"]')).toHaveAttribute('data-remote-version', quizVersion);

    expect(cli('rollback', 'mfe-marketing', '--store', store)).toContain(
      `rolled back mfe-marketing from 2.0.0-e2e to ${v1}`,
    );
    expect(await prerenderedVersion()).toBe(v1);
    await page.goto(`${gateway.url}/faq`);
    await waitForApp(page);
    await expect(page.locator('[data-remote="marketing"]')).toHaveAttribute('data-remote-version', v1);
    await page.goto(`${gateway.url}/start`);
    await expect(page.locator('[data-remote="quiz"]')).toHaveAttribute('data-remote-version', quizVersion);

    const listing = cli('list', '--store', store);
    expect(listing).toMatch(new RegExp(`mfe-marketing\\s+live ${v1.replace(/\./g, '\\.')}`));
    expect(listing).toContain('2.0.0-e2e');
  } finally {
    await gateway.stop();
    rmSync(store, { recursive: true, force: true });
    rmSync(v2Dist, { recursive: true, force: true });
  }
});
