// `npm start`: install what is missing, build every app, release them into the local store and
// serve the whole product on http://localhost:8080. `npm run serve` skips the build and release.
import { ensureInstalled } from './lib/ensure-install.mjs';

ensureInstalled();

const { buildAll } = await import('./build-all.mjs');
const { startStack, root } = await import('./lib/stack.mjs');
const { execFileSync } = await import('node:child_process');
const path = await import('node:path');

const store = path.resolve(process.env.RELEASE_STORE ?? path.join(root, '.releases'));
const port = Number(process.env.PORT ?? 8080);

if (!process.argv.includes('--no-build')) {
  await buildAll();
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
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

// The API on its documented port (8081, or API_PORT), so it can be called directly while developing.
const stack = await startStack({
  port,
  store,
  apiPort: Number(process.env.API_PORT ?? 8081),
  log: true,
  // Readable log lines for a person at a terminal; JSON stays the format everywhere else.
  env: {
    SENTRY_DSN: process.env.SENTRY_DSN ?? `http://tailwise_local@localhost:${port}/1`,
    LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
  },
});
console.log(`\n  Tailwise is running: ${stack.url}\n  Release store: ${store}\n  Press Ctrl+C to stop.\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  });
}
for (const child of stack.children) {
  child.on('exit', async (code) => {
    if (stopping) return;
    console.error(`${child.label} exited (code ${code}); stopping the stack.`);
    stopping = true;
    await stack.stop();
    process.exit(1);
  });
}
