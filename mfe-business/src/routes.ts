import { introPageRoutes, type RemotePageRoute } from '@tailwise/shared';
import { businessPages } from './features/pages/page-catalogue';

export const businessRoutes: RemotePageRoute[] = introPageRoutes(businessPages);
