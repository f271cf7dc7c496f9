// Set by webpack's DefinePlugin in every app build (packages/build-tools/webpack-config.cjs).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
