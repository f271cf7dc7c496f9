// Replaces @module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js: it installs
// shared modules consumed synchronously by an entry chunk, which is only possible for `eager` shared
// modules (without eager it fails with "Shared module is not available for eager consumption").
// Tailwise shares nothing eagerly and keeps every entry behind an async boundary; the config checks
// that at build time (no consume-shared module in an initial chunk), so this is never called.
import { unsupported } from './unsupported.js';

export const installInitialConsumes = unsupported('Eager shared modules');
