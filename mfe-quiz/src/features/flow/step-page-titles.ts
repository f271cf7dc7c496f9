// The document titles of the prerendered later steps: the questions' before the flow's name ("Breed and age – Get a
// quote"), and the price's. The steps set them when the app runs; the release-time prerender serves the same.
import type { QuizStepId } from '@tailwise/shared/routes/quiz-reach';

export const STEP_PAGE_TITLES = {
  breed: 'Breed and age',
  contact: 'Your ZIP code and email',
} as const satisfies Partial<Record<QuizStepId, string>>;

export const stepPageTitle = (step: keyof typeof STEP_PAGE_TITLES, flowTitle: string): string =>
  `${STEP_PAGE_TITLES[step]} – ${flowTitle}`;

/** A prerendered later step's title: the question's, or the price's. */
export const laterStepPageTitle = (step: keyof typeof STEP_PAGE_TITLES | 'price', flowTitle: string): string =>
  step === 'price' ? PRICE_PAGE_TITLE : stepPageTitle(step, flowTitle);

/** The price screen's, in every flow. */
export const PRICE_PAGE_TITLE = 'Your price';
