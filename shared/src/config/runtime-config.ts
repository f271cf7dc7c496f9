// Runtime configuration. The gateway writes it into index.html as JSON (not a script that runs),
// so one build serves every environment.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
  measurementId?: string;
  messagingSenderId?: string;
  storageBucket?: string;
}

export interface RuntimeConfig {
  /** e.g. production, staging, local, test. Anything but production allows developer overrides. */
  environment: string;
  release: string;
  sentryDsn: string | null;
  firebase: FirebaseWebConfig | null;
  /** Same-origin path the gateway proxies to the Auth emulator, when one is used. */
  authEmulatorUrl: string | null;
  /** How long a remote's entry may take before it counts as failed. */
  remoteTimeoutMs: number;
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'tailwise-config';

export const defaultRuntimeConfig: RuntimeConfig = {
  environment: 'local',
  release: 'v2.0.36',
  sentryDsn: null,
  firebase: null,
  authEmulatorUrl: null,
  remoteTimeoutMs: 10_000,
};

let cached: RuntimeConfig | null = null;

export function readRuntimeConfig(doc: Document | undefined = globalThis.document): RuntimeConfig {
  if (cached) return cached;
  let fromPage: Partial<RuntimeConfig> = {};
  const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      fromPage = JSON.parse(text) as Partial<RuntimeConfig>;
    } catch {
      // A broken config block must not take the site down; the defaults still work.
    }
  }
  cached = { ...defaultRuntimeConfig, ...fromPage };
  return cached;
}

/** Tests only: forget the cached config. */
export function resetRuntimeConfigCache() {
  cached = null;
}

export const isProduction = (config: RuntimeConfig = readRuntimeConfig()) => config.environment === 'production';
