// The release gate: before a build goes live, resolve every shared module the way the federation
// runtime will in a visitor's browser (the shell's singletons loaded first, our loaded-first share
// strategy, singleton / requiredVersion / strictVersion), using the runtime's own resolver and
// semver, and check that each remote exposes what the shell loads. Module Federation itself only
// warns at run time, or throws in the visitor's browser under strictVersion.
import { getRegisteredShare, satisfy } from '@module-federation/runtime-core';
import type { BuildInfo, SharedRecord } from './release-store';

/** What the shell loads from every remote (shell/src/features/federation/load-remote-app.ts). */
export const DEFAULT_SHELL_LOADS = ['./App'];

export interface Incompatibility {
  /** The remote whose build does not fit (mfe-quiz), or the shell. */
  app: string;
  version: string;
  /** The shared package or exposed module concerned. */
  subject: string;
  problem: string;
}

/** A live or candidate build, with what it recorded (`federation` is absent in builds made before recording). */
export type Participant = Pick<BuildInfo, 'app' | 'name' | 'version' | 'federation'>;

interface ShareEntry {
  version: string;
  from: string;
  loaded?: boolean;
  shareConfig: { singleton: boolean; requiredVersion: string | false; strictVersion: boolean };
}
type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

const noHook = { emit: () => undefined };

const shareEntry = (p: Participant, record: SharedRecord, loaded: boolean): ShareEntry => ({
  version: record.version ?? '0',
  from: p.name,
  loaded,
  shareConfig: {
    singleton: Boolean(record.singleton),
    requiredVersion: record.requiredVersion ?? false,
    strictVersion: Boolean(record.strictVersion),
  },
});

/**
 * The share scope a remote meets when it loads: the shell's shared modules registered and loaded
 * (the shell renders with them before any remote loads), every other live remote's registered
 * (loaded in an order we cannot know), then the remote's own.
 */
function shareScope(shell: Participant, remote: Participant, others: Participant[], firstLoaded?: Participant) {
  const scope: Record<string, Record<string, ShareEntry>> = {};
  const register = (p: Participant, loaded: (pkg: string) => boolean) => {
    for (const [pkg, record] of Object.entries(p.federation?.shared ?? {})) {
      if (record.import === false || !record.version) continue;
      scope[pkg] ??= {};
      scope[pkg][record.version] ??= shareEntry(p, record, loaded(pkg));
    }
  };
  const shellProvides = (pkg: string) => {
    const record = shell.federation?.shared[pkg];
    return Boolean(record?.version && record.import !== false);
  };
  register(shell, () => true);
  // Another remote's copy is in use only if it loaded first and the shell provides none.
  for (const other of others) register(other, (pkg) => other === firstLoaded && !shellProvides(pkg));
  register(remote, () => false);
  return { default: scope } satisfies ShareScopeMap;
}

/**
 * What the runtime resolves for one of the remote's shared packages, and whether that breaks it.
 * Returns the problems (none when it fits).
 */
function resolveShared(
  pkg: string,
  record: SharedRecord,
  remote: Participant,
  scopes: ShareScopeMap[],
  strategy: 'loaded-first' | 'version-first',
): string[] {
  const problems = new Set<string>();
  const required = record.requiredVersion ?? false;
  for (const scope of scopes) {
    if (!scope.default?.[pkg]) {
      if (record.import === false) problems.add(`nothing provides it and ${remote.app} bundles no copy`);
      continue;
    }
    // Resolve without the version check first (the runtime only warns or throws on it), then check.
    const found = getRegisteredShare(
      scope as never,
      pkg,
      {
        version: record.version ?? '0',
        from: remote.name,
        scope: ['default'],
        strategy,
        shareConfig: {
          singleton: Boolean(record.singleton),
          requiredVersion: record.singleton ? false : required,
          strictVersion: Boolean(record.strictVersion),
          eager: false,
        },
      } as never,
      noHook as never,
    ) as { shared?: ShareEntry } | undefined;
    const chosen = found?.shared;
    if (!chosen) {
      // Non-singletons with no fitting version fall back to the remote's own copy, when it has one.
      if (record.import === false) problems.add(`no provided version satisfies ${String(required)}`);
      continue;
    }
    if (record.singleton && typeof required === 'string' && !satisfy(chosen.version, required)) {
      const who = chosen.from === remote.name ? 'its own copy' : `${chosen.from}'s ${chosen.version}`;
      problems.add(
        record.strictVersion
          ? `needs ${required}, but the runtime picks ${who} and throws in the visitor's browser (strictVersion)`
          : `needs ${required}, but the singleton the runtime picks is ${who}: it would run against a version it was not built for (Module Federation only warns)`,
      );
    }
  }
  return [...problems];
}

/** Every way `remote` would not work under `shell` next to the other live remotes. */
export function checkRemote(shell: Participant, remote: Participant, others: Participant[]): Incompatibility[] {
  const out: Incompatibility[] = [];
  const at = (subject: string, problem: string) =>
    out.push({ app: remote.app, version: remote.version, subject, problem });
  if (!remote.federation) {
    at('release.json', 'records no shared modules or exposed modules (built before the release gate); rebuild it');
    return out;
  }
  if (!shell.federation) return out; // a legacy shell cannot be checked against; the shell's own release says so
  const loads = shell.federation.loads ?? DEFAULT_SHELL_LOADS;
  for (const module of loads) {
    if (!(remote.federation.exposes ?? []).includes(module))
      at(
        module,
        `is not exposed (exposes: ${(remote.federation.exposes ?? []).join(', ') || 'nothing'}); the shell loads it`,
      );
  }
  const strategy = remote.federation.shareStrategy ?? shell.federation.shareStrategy ?? 'version-first';
  const withShared = others.filter((o) => o.federation);
  // The other remotes may already have loaded their copies of what the shell does not provide.
  const scopes = [
    shareScope(shell, remote, withShared),
    ...withShared.map((o) => shareScope(shell, remote, withShared, o)),
  ];
  for (const [pkg, record] of Object.entries(remote.federation.shared)) {
    for (const problem of resolveShared(pkg, record, remote, scopes, strategy)) at(pkg, problem);
  }
  return out;
}

/** Checks a whole set: every remote against the shell and the others. */
export function checkSet(shell: Participant | null, remotes: Participant[]): Incompatibility[] {
  const out: Incompatibility[] = [];
  if (shell && !shell.federation) {
    out.push({
      app: shell.app,
      version: shell.version,
      subject: 'release.json',
      problem: 'records no shared modules (built before the release gate); rebuild it',
    });
    return out;
  }
  if (!shell) return out;
  for (const remote of remotes) {
    out.push(
      ...checkRemote(
        shell,
        remote,
        remotes.filter((r) => r !== remote && r.app !== remote.app),
      ),
    );
  }
  return out;
}

export function formatIncompatibilities(list: Incompatibility[]): string {
  return list.map((i) => `  - ${i.app} ${i.version}: ${i.subject} ${i.problem}`).join('\n');
}
