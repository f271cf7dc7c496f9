// The dashboard's sections, in the order the sub-navigation shows them.
import { dashboardPaths } from '@tailwise/shared';

export interface DashboardSection {
  to: string;
  label: string;
  /** Marked current only on this exact path (the overview), not on paths beneath it. */
  end?: boolean;
}

export const dashboardSections: readonly DashboardSection[] = [
  { to: dashboardPaths.home, label: 'Overview', end: true },
  { to: dashboardPaths.claims, label: 'Claims' },
  { to: dashboardPaths.pets, label: 'Pets' },
  { to: dashboardPaths.profile, label: 'Profile' },
  { to: dashboardPaths.refer, label: 'Refer a friend' },
];
