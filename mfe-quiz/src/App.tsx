import { RemoteApp } from '@tailwise/shared';
import * as React from 'react';
import { quizRoutes } from './routes';

// This remote's own import of React Query: the shell checks it is the one shared instance.
const loadReactQuery = () => import('@tanstack/react-query');

/** Exposed as ./App: every page this remote owns. */
export default function QuizApp() {
  return (
    <RemoteApp
      name="quiz"
      version={__APP_VERSION__}
      react={React}
      loadReactQuery={loadReactQuery}
      routes={quizRoutes}
      // The first question fetches nothing: pages and screens that fetch sit in their own QueryScope
      // (features/common/scoped.tsx), so /start does not load React Query before it can be answered.
      queryScope="page"
    />
  );
}
