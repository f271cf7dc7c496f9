import { mountDevHost } from '@tailwise/dev-host';
import App from '../App';
import { quizRoutes } from '../routes';

mountDevHost(App, { name: 'quiz', routes: quizRoutes.map((r) => r.path) });
