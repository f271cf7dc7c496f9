import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');
/** Where `npm start` releases to when RELEASE_STORE is not set. */
export const defaultStoreDir = path.join(repoRoot, '.releases');
