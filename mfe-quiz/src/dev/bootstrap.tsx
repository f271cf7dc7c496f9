import { mountDevHost } from '@tailwise/shared/dev-host';
import App from '../App';
import { quizRoutes } from '../routes';

mountDevHost(App, { name: 'quiz', routes: quizRoutes.map((r) => r.path) });
