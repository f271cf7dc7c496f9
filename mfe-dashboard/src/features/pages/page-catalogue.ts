import { dashboardPaths } from '@tailwise/shared';

export const dashboardPages = [
  { path: dashboardPaths.home, title: 'Your dashboard', purpose: 'Your pets, plans and recent claims at a glance.' },
  { path: dashboardPaths.claims, title: 'Claims', purpose: 'Submit a claim and follow the ones in progress.' },
  { path: dashboardPaths.claim, title: 'Claim details', purpose: 'Where this claim stands and what happens next.' },
  { path: dashboardPaths.pets, title: 'Your pets', purpose: 'The pets on your account and their cover.' },
  { path: dashboardPaths.profile, title: 'Profile', purpose: 'Your contact details, address and payment method.' },
  {
    path: dashboardPaths.refer,
    title: 'Refer a friend',
    purpose: 'Share your link and earn rewards when friends join.',
  },
] as const;
