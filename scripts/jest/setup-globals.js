// react-router needs TextEncoder/TextDecoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// What webpack's DefinePlugin provides in real builds.
globalThis.__APP_NAME__ = 'test';
globalThis.__APP_VERSION__ = '0.0.0-test';
globalThis.__CONTRACT_VERSION__ = 'contract-test';
