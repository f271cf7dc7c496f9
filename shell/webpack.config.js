const { createAppConfig } = require('@tailwise/build/webpack-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'tailwise_shell',
  kind: 'host',
  devPort: 3000,
  runtimePlugins: ['./src/features/federation/remote-failure-plugin.ts'],
});
