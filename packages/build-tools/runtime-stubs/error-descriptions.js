// Replaces @module-federation/error-codes/dist/desc.mjs (2.9.2). The runtime formats its errors as
// "<description> #RUNTIME-0xx" plus a docs link. Kept verbatim: every code the runtime Tailwise
// ships can raise. Dropped: the manifest/snapshot codes (RUNTIME-003, -007, -011, -013: their code is
// stubbed out, see snapshot-handler.js) and the build-time TYPE/BUILD ones, which never run in a browser.
export const runtimeDescMap = {
  'RUNTIME-001': 'Failed to get remoteEntry exports.',
  'RUNTIME-002': 'The remote entry interface does not contain "init"',
  'RUNTIME-004': 'Failed to locate remote.',
  'RUNTIME-005': 'Invalid loadShareSync function call from bundler runtime',
  'RUNTIME-006': 'Invalid loadShareSync function call from runtime',
  'RUNTIME-008': 'Failed to load script resources.',
  'RUNTIME-009': 'Please call createInstance first.',
  'RUNTIME-010':
    'The name option cannot be changed after initialization. If you want to create a new instance with a different name, please use "createInstance" api.',
  'RUNTIME-012':
    'The getter for the shared module is not a function. This may be caused by setting "shared.import: false" without the host providing the corresponding lib.',
  'RUNTIME-014': 'The remote does not expose the requested module.',
  'RUNTIME-015': 'Remote container initialization failed.',
};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = runtimeDescMap;
