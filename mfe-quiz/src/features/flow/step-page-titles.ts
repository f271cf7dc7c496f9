// The document title of the question steps before the flow's name ("Breed and age – Get a quote"): the steps set it
// when the app runs, and the release-time prerender serves the same title with a prerendered step.
import type { QuizStepId } from '@tailwise/shared/routes/quiz-reach';

export const STEP_PAGE_TITLES = {
  breed: 'Breed and age',
  contact: 'Your ZIP code and email',
} as const satisfies Partial<Record<QuizStepId, string>>;

export const stepPageTitle = (step: keyof typeof STEP_PAGE_TITLES, flowTitle: string): string =>
  `${STEP_PAGE_TITLES[step]} – ${flowTitle}`;
