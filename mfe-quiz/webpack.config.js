// The quiz remote's build: the shared configuration, plus what only the quiz needs.
const { createAppConfig } = require('@tailwise/shared/build/webpack-config.cjs');

const config = createAppConfig({
  appDir: __dirname,
  name: 'tailwise_quiz',
  kind: 'remote',
  devPort: 3002,
  exposes: { './App': './src/App.tsx' },
});

// The API contract's modules only define zod schemas. Saying so lets webpack drop the ones the quiz never
// uses from the '@tailwise/shared/contract' barrel: /start's first question needs a few field rules, not
// the checkout, payments, claims, groups and profile schemas, which it would otherwise build at startup.
const CONTRACT_MODULES = /[\\/]shared[\\/]src[\\/]contract[\\/](?!.*\.test\.)[^\\/]+\.ts$/;

module.exports = (env, argv) => {
  const resolved = config(env, argv);
  resolved.module.rules.push({ test: CONTRACT_MODULES, sideEffects: false });
  return resolved;
};
