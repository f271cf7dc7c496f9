// Each quiz flow's route pattern, apart from its words, in a file of its own: the shell's first script asks only
// "is this a checkout?", so it carries the paths without the titles, and the shared root's exports stay as they are.
import type { QuizFlowId } from './paths';

export const quizFlowPaths: Readonly<Record<QuizFlowId, string>> = {
  BenefitsOnboardQuiz: '/benefits/:groupId/onboard',
  OnboardQuiz: '/onboard',
  PromoQuiz: '/promo',
  StartQuiz: '/start',
  UpsellInsuranceQuiz: '/insurance',
  UpsellWellnessQuiz: '/wellness',
  UpsellNewPetQuiz: '/new',
};

/**
 * The customers' own flows (the upsells): their checkout draws a cart only from answers that flow owns. The quiz
 * (UpsellFlowPage) and the shell's first script (empty-checkout.ts) both read this list; since the shell ships on its
 * own schedule, a change here needs a shell release as well as a quiz one.
 */
export const CUSTOMER_QUIZ_FLOWS = [
  'UpsellInsuranceQuiz',
  'UpsellWellnessQuiz',
  'UpsellNewPetQuiz',
] as const satisfies readonly QuizFlowId[];
