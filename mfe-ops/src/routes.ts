// Every page of the ops remote, one line each, with its document title. Pages load on demand (each is its own chunk).
import type { RemotePageRoute } from '@tailwise/shared';
import { lazyPage } from '@tailwise/shared/lazy-page';
import { opsPaths } from './ops-paths';

const description = 'Tailwise claims review';

export const opsRoutes: RemotePageRoute[] = [
  {
    path: opsPaths.queue,
    Page: lazyPage(() => import('./features/queue/QueuePage'), { meta: { title: 'Claims to review', description } }),
  },
  {
    path: opsPaths.claim,
    Page: lazyPage(() => import('./features/claim/ClaimPage'), { meta: { title: 'Claim', description } }),
  },
  {
    path: opsPaths.reviews,
    Page: lazyPage(() => import('./features/reviews/ReviewsPage'), { meta: { title: 'Reviews', description } }),
  },
];
