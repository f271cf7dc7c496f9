// The claims staff remote (/ops/*), built and released on its own like every other remote.
const { createAppConfig } = require('@tailwise/build/webpack-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'tailwise_ops',
  kind: 'remote',
  devPort: 3005,
  exposes: { './App': './src/App.tsx' },
});
