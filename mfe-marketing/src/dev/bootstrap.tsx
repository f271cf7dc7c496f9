import { mountDevHost } from '@tailwise/dev-host';
import App from '../App';
import { marketingRoutes } from '../routes';

mountDevHost(App, { name: 'marketing', routes: marketingRoutes.map((r) => r.path) });
