// Replaces @module-federation/webpack-bundler-runtime/dist/init.js (2.9.2): the same function minus
// the "tree-shake-plugin" it registers on every instance. That plugin returns at once unless the
// build emitted `federation.sharedFallback` (shared `treeShaking`), which Tailwise's shared config
// never does, and the config applies this stub only while that holds.
export function init({ webpackRequire }) {
  const { initOptions, runtime } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  return runtime.init(initOptions);
}
