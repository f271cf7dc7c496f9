import { businessPaths, publicPaths } from '@tailwise/shared';

export const primaryNav = [
  { to: publicPaths.insurancePlans, label: 'Pet insurance' },
  { to: publicPaths.wellnessPlans, label: 'Wellness plans' },
  { to: publicPaths.reviews, label: 'Reviews' },
  { to: publicPaths.faq, label: 'FAQ' },
  { to: businessPaths.home, label: 'For employers' },
] as const;
