// Replaces @module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js: the loader
// for tree-shaken shared fallbacks (`shared: { x: { treeShaking } }`). Its callers (init.js,
// updateOptions.js) only call it when the build emitted `federation.sharedFallback`, which Tailwise's
// shared config never does; yet every app carried it.
import { unsupported } from './unsupported.js';

export const getSharedFallbackGetter = unsupported('Shared tree-shaking fallbacks');
