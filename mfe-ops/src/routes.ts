// Every page of the ops remote, one line each. Pages load on demand (each is its own chunk).
import { introPageRoutes, type RemotePageRoute } from '@tailwise/shared';
import { opsPaths } from './ops-paths';

export const opsRoutes: RemotePageRoute[] = introPageRoutes([
  { path: opsPaths.queue, title: 'Claims to review', purpose: 'Claims the engine passed to a person, oldest first.' },
]);
