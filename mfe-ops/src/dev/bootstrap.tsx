// The ops remote alone on its dev server (no sign-in there: the shell owns it and the staff role gate).
import { mountDevHost } from '@tailwise/dev-host';
import App from '../App';
import { opsRoutes } from '../routes';

mountDevHost(App, { name: 'ops', routes: opsRoutes.map((r) => r.path) });
