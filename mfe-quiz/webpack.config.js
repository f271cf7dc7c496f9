const { createAppConfig } = require('@tailwise/build/webpack-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'tailwise_quiz',
  kind: 'remote',
  devPort: 3002,
  exposes: { './App': './src/App.tsx' },
});
