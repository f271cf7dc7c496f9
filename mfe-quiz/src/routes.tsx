import { quizCheckoutPath, quizFlows, quizRestartPath, type RemotePageRoute } from '@tailwise/shared';
import { FlowCheckoutPage, FlowRestartPage, FlowStartPage } from './features/flows/FlowPages';

export const quizRoutes: RemotePageRoute[] = quizFlows.flatMap((flow) => [
  { path: flow.path, Page: () => <FlowStartPage flow={flow} /> },
  { path: quizRestartPath(flow.path), Page: FlowRestartPage },
  { path: quizCheckoutPath(flow.path), Page: () => <FlowCheckoutPage flow={flow} /> },
]);
