// Stops the Auth emulator if this run started it, and removes the database image.
import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  await globalThis.__TAILWISE_AUTH_EMULATOR__?.stop();
  if (globalThis.__TAILWISE_SNAPSHOT_DIR__)
    rmSync(globalThis.__TAILWISE_SNAPSHOT_DIR__, { recursive: true, force: true });
}
