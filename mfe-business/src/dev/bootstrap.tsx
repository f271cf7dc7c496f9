import { mountDevHost } from '@tailwise/dev-host';
import App from '../App';
import { businessRoutes } from '../routes';

mountDevHost(App, { name: 'business', routes: businessRoutes.map((r) => r.path) });
