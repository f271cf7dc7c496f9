import { mountDevHost } from '@tailwise/dev-host';
import App from '../App';
import { dashboardRoutes } from '../routes';

mountDevHost(App, { name: 'dashboard', routes: dashboardRoutes.map((r) => r.path) });
