// What a stubbed-out part of the federation runtime does if anything ever calls it: fail loudly,
// naming the feature, instead of misbehaving. See ../webpack-config.cjs (runtimeStubs).
export function unsupported(feature) {
  return () => {
    throw new Error(`${feature} is not supported in Tailwise's federation runtime (@tailwise/build runtime-stubs).`);
  };
}
