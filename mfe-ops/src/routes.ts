// Every page of the ops remote, one line each. Pages load on demand (each is its own chunk).
import type { RemotePageRoute } from '@tailwise/shared';
import { lazy } from 'react';
import { opsPaths } from './ops-paths';

const QueuePage = lazy(() => import('./features/queue/QueuePage'));
const ClaimPage = lazy(() => import('./features/claim/ClaimPage'));

export const opsRoutes: RemotePageRoute[] = [
  { path: opsPaths.queue, Page: QueuePage, meta: { title: 'Claims to review' } },
  { path: opsPaths.claim, Page: ClaimPage, meta: { title: 'Claim' } },
];
