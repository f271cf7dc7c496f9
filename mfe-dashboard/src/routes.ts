// Every page of the dashboard remote, one line each, with its document title. Pages load on demand (each is
// its own chunk).
import { dashboardPaths, type RemotePageRoute } from '@tailwise/shared';
import { lazyPage } from '@tailwise/shared/lazy-page';

export const dashboardRoutes: RemotePageRoute[] = [
  {
    path: dashboardPaths.home,
    Page: lazyPage(() => import('./features/overview/OverviewPage'), { meta: { title: 'Your dashboard' } }),
  },
  {
    path: dashboardPaths.claims,
    Page: lazyPage(() => import('./features/claims/ClaimsPage'), { meta: { title: 'Claims' } }),
  },
  {
    path: dashboardPaths.claim,
    Page: lazyPage(() => import('./features/claims/ClaimDetailPage'), { meta: { title: 'Claim details' } }),
  },
  {
    path: dashboardPaths.pets,
    Page: lazyPage(() => import('./features/pets/PetsPage'), { meta: { title: 'Your pets' } }),
  },
  {
    path: dashboardPaths.profile,
    Page: lazyPage(() => import('./features/profile/ProfilePage'), { meta: { title: 'Profile' } }),
  },
  {
    path: dashboardPaths.refer,
    Page: lazyPage(() => import('./features/refer/ReferPage'), { meta: { title: 'Refer a friend' } }),
  },
];
