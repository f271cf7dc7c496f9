// Every page of the dashboard remote, one line each. Pages load on demand (each is its own chunk); a
// section still in the works shows its title and purpose from the page catalogue.
import { dashboardPaths, introPageRoutes, type RemotePageRoute } from '@tailwise/shared';
import { lazy } from 'react';
import { dashboardPages } from './features/pages/page-catalogue';

const OverviewPage = lazy(() => import('./features/overview/OverviewPage'));
const ClaimsPage = lazy(() => import('./features/claims/ClaimsPage'));
const ClaimDetailPage = lazy(() => import('./features/claims/ClaimDetailPage'));
const PetsPage = lazy(() => import('./features/pets/PetsPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const ReferPage = lazy(() => import('./features/refer/ReferPage'));

const pages: RemotePageRoute[] = [
  { path: dashboardPaths.home, Page: OverviewPage, meta: { title: 'Your dashboard' } },
  { path: dashboardPaths.claims, Page: ClaimsPage, meta: { title: 'Claims' } },
  { path: dashboardPaths.claim, Page: ClaimDetailPage, meta: { title: 'Claim details' } },
  { path: dashboardPaths.pets, Page: PetsPage, meta: { title: 'Your pets' } },
  { path: dashboardPaths.profile, Page: ProfilePage, meta: { title: 'Profile' } },
  { path: dashboardPaths.refer, Page: ReferPage, meta: { title: 'Refer a friend' } },
];

export const dashboardRoutes: RemotePageRoute[] = [
  ...pages,
  ...introPageRoutes(dashboardPages.filter((stub) => !pages.some((page) => page.path === stub.path))),
];
