const { createAppConfig } = require('@tailwise/shared/build/webpack-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'tailwise_business',
  kind: 'remote',
  devPort: 3004,
  exposes: { './App': './src/App.tsx' },
});
