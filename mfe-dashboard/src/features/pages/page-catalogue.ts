// Dashboard sections not built yet: each shows its title and purpose until its page lands in routes.ts.
import { dashboardPaths } from '@tailwise/shared';

export const dashboardPages = [
  { path: dashboardPaths.pets, title: 'Your pets', purpose: 'The pets on your account and their cover.' },
  { path: dashboardPaths.profile, title: 'Profile', purpose: 'Your contact details, address and payment method.' },
  {
    path: dashboardPaths.refer,
    title: 'Refer a friend',
    purpose: 'Share your link and earn rewards when friends join.',
  },
] as const;
