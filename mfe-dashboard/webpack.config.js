const { createAppConfig } = require('@tailwise/build/webpack-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'tailwise_dashboard',
  kind: 'remote',
  devPort: 3003,
  exposes: { './App': './src/App.tsx' },
});
