import { introPageRoutes, type RemotePageRoute } from '@tailwise/shared';
import { dashboardPages } from './features/pages/page-catalogue';

export const dashboardRoutes: RemotePageRoute[] = introPageRoutes(dashboardPages);
