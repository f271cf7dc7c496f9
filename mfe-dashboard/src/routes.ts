// Every page of the dashboard remote, one line each. Pages load on demand (each is its own chunk).
import { dashboardPaths, type RemotePageRoute } from '@tailwise/shared';
import { lazy } from 'react';

const OverviewPage = lazy(() => import('./features/overview/OverviewPage'));
const ClaimsPage = lazy(() => import('./features/claims/ClaimsPage'));
const ClaimDetailPage = lazy(() => import('./features/claims/ClaimDetailPage'));
const PetsPage = lazy(() => import('./features/pets/PetsPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const ReferPage = lazy(() => import('./features/refer/ReferPage'));

export const dashboardRoutes: RemotePageRoute[] = [
  { path: dashboardPaths.home, Page: OverviewPage, meta: { title: 'Your dashboard' } },
  { path: dashboardPaths.claims, Page: ClaimsPage, meta: { title: 'Claims' } },
  { path: dashboardPaths.claim, Page: ClaimDetailPage, meta: { title: 'Claim details' } },
  { path: dashboardPaths.pets, Page: PetsPage, meta: { title: 'Your pets' } },
  { path: dashboardPaths.profile, Page: ProfilePage, meta: { title: 'Profile' } },
  { path: dashboardPaths.refer, Page: ReferPage, meta: { title: 'Refer a friend' } },
];
