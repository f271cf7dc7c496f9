// Replaces @module-federation/runtime-core/dist/utils/preload.js: asset preloading, reached only
// from preloadRemote() and the snapshot plugin (off with disableSnapshot). Tailwise never preloads.
import { unsupported } from './unsupported.js';

const preload = unsupported('preloadRemote');
export const defaultPreloadArgs = preload;
export const formatPreloadArgs = preload;
export const normalizePreloadExposes = preload;
export const preloadAssets = preload;
