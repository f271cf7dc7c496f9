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
