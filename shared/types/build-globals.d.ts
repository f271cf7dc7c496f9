// Set by webpack's DefinePlugin in every app build (shared/build/webpack-config.cjs).
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
