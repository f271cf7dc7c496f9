// Set by webpack's DefinePlugin in every app build (packages/build-tools/webpack-config.cjs).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** A hash of shared/src/contract, the shape of every API response (packages/build-tools/app-version.cjs). */
declare const __CONTRACT_VERSION__: string;
