// Test helper: writes a fake app build (dist/ with release.json) the way webpack would.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildInfo } from './release-store';

export function fakeBuild(app: string, version: string, files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), `build-${app}-`));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  const isShell = app === 'shell';
  const info: BuildInfo = {
    app,
    name: isShell ? 'tailwise_shell' : `tailwise_${app.replace('mfe-', '')}`,
    kind: isShell ? 'host' : 'remote',
    version,
    entry: isShell ? 'index.html' : 'remoteEntry.js',
    builtAt: new Date().toISOString(),
    files: Object.keys(files),
  };
  writeFileSync(path.join(dist, 'release.json'), JSON.stringify(info));
  return dist;
}

export const tempStore = () => mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
