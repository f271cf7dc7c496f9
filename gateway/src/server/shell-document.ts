// The shell's index.html for every page route: the live shell version's document with the runtime
// configuration written in as JSON (data, not script, so the CSP needs no inline-script exception).
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatewayConfig } from '../config';
import { repoRoot } from '../release/paths';
import type { ReleaseStore } from '../release/release-store';

export const CONFIG_PLACEHOLDER = '<!--tailwise:config-->';

let release: string | undefined;
/** The product release errors are reported under (spec §9): "v" + the root package.json version. */
export function productRelease(): string {
  release ??= `v${(JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version}`;
  return release;
}

export function runtimeConfigFor(config: GatewayConfig) {
  return {
    environment: config.environment,
    release: productRelease(),
    sentryDsn: config.sentryDsn,
    sentrySampleRate: config.sentrySampleRate ?? null,
    vitalsSampleRate: config.vitalsSampleRate ?? 0,
    firebase: config.firebase,
    authEmulatorUrl: config.authEmulatorOrigin ? '' : null,
    remoteTimeoutMs: config.remoteTimeoutMs,
  };
}

/** JSON that cannot close the <script> element it sits in. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function injectConfig(html: string, config: GatewayConfig): string {
  const block = `<script type="application/json" id="tailwise-config">${safeJson(runtimeConfigFor(config))}</script>`;
  return html.replace(CONFIG_PLACEHOLDER, block);
}

export class ShellDocument {
  private cache = new Map<string, string>();

  constructor(
    private readonly store: ReleaseStore,
    private readonly config: GatewayConfig,
  ) {}

  /** The document for the live shell, or null when no shell has been released. */
  async current(): Promise<{ version: string; html: string } | null> {
    const manifest = await this.store.readManifest();
    if (!manifest.shell) return null;
    const { version, index } = manifest.shell;
    let html = this.cache.get(version);
    if (!html) {
      const raw = await fs.readFile(path.join(this.store.root, index), 'utf8');
      html = injectConfig(raw, this.config);
      this.cache.set(version, html);
    }
    return { version, html };
  }
}
