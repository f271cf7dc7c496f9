// Test helper: writes a fake app build (dist/ with release.json) the way webpack would, with the
// same federation record a real build writes (packages/build-tools/shared-singletons.cjs) unless told otherwise.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';
import type { BuildInfo, FederationRecord } from './release-store';

interface SharedSingletonsModule {
  sharedSingletons: () => Record<string, unknown>;
  sharedRecord: (shared: Record<string, unknown>) => FederationRecord['shared'];
}

/** The federation record today's sources would build for an app. */
export function realFederationRecord(app: string): FederationRecord {
  const singletons = require(
    path.join(repoRoot, 'packages/build-tools/shared-singletons.cjs'),
  ) as SharedSingletonsModule;
  const shared = singletons.sharedRecord(singletons.sharedSingletons());
  return app === 'shell'
    ? { shareStrategy: 'loaded-first', shared, loads: ['./App'] }
    : { shareStrategy: 'loaded-first', shared, exposes: ['./App'] };
}

export interface FakeBuildOptions {
  /** null: a build from before builds recorded anything; a function edits the real record. */
  federation?: FederationRecord | null | ((record: FederationRecord) => FederationRecord);
  /** Fields written into release.json over the computed ones (e.g. unsafe files). */
  override?: Partial<BuildInfo>;
}

export function fakeBuild(
  app: string,
  version: string,
  files: Record<string, string>,
  options: FakeBuildOptions = {},
): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), `build-${app}-`));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  const isShell = app === 'shell';
  const { federation } = options;
  const record =
    federation === null
      ? undefined
      : typeof federation === 'function'
        ? federation(realFederationRecord(app))
        : (federation ?? realFederationRecord(app));
  const info: BuildInfo = {
    app,
    name: isShell ? 'tailwise_shell' : `tailwise_${app.replace('mfe-', '')}`,
    kind: isShell ? 'host' : 'remote',
    version,
    entry: isShell ? 'index.html' : 'remoteEntry.js',
    builtAt: new Date().toISOString(),
    files: Object.keys(files),
    ...(record ? { federation: record } : {}),
    ...options.override,
  };
  writeFileSync(path.join(dist, 'release.json'), JSON.stringify(info));
  return dist;
}

export const tempStore = () => mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
