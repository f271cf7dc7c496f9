// Renders the first step of each prerendered flow to HTML at build time (packages/build-tools/prerender.cjs runs
// this in Node); the gateway serves it from the live quiz release inside the live shell's frame.
import { prerenderRoutes, type PrerenderedPage } from '@tailwise/shared/prerender';
import QuizApp from '../App';
import { quizPrerenderRoutes } from '../prerender-manifest';

export function prerenderPages(): Promise<PrerenderedPage[]> {
  return prerenderRoutes('quiz', QuizApp, quizPrerenderRoutes());
}
