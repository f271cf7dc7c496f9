// Every route of the product. The shell decides which remote owns a path; remotes map paths to pages.
import { quizFlowPaths } from './flow-paths';

export const publicPaths = {
  home: '/',
  insurancePlans: '/pet-insurance-plans',
  wellnessPlans: '/pet-wellness-plans',
  careers: '/careers',
  contact: '/contact',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  californiaDisclosure: '/disclosure/ca',
  faq: '/faq',
  privacyPolicy: '/privacy_policy',
  productUnavailable: '/product/unavailable',
  reviews: '/reviews',
  terms: '/terms',
  vetalk: '/vetalk',
  workWithUs: '/work-with-us',
  notFound: '/404',
} as const;

export const businessPaths = {
  home: '/business',
  blog: '/business/blog',
  brokers: '/business/brokers',
  contact: '/business/contact',
  faq: '/business/faq',
  hr: '/business/hr',
  cityOfPhiladelphiaSuccess: '/business/city-of-philadelphia/success',
  fenwickSuccess: '/business/fenwick/success',
} as const;

export const dashboardPaths = {
  home: '/dashboard',
  claims: '/dashboard/claims',
  claim: '/dashboard/claims/:claimId',
  pets: '/dashboard/pets',
  profile: '/dashboard/profile',
  refer: '/dashboard/refer',
} as const;

export const enrollmentPaths = {
  enroll: '/enroll',
  enrollStart: '/enroll/start',
  medmutualPet: '/enroll/medmutual-pet',
  benefitsEnroll: '/benefits/enroll',
} as const;

export type QuizFlowId =
  | 'BenefitsOnboardQuiz'
  | 'OnboardQuiz'
  | 'PromoQuiz'
  | 'StartQuiz'
  | 'UpsellInsuranceQuiz'
  | 'UpsellWellnessQuiz'
  | 'UpsellNewPetQuiz';

export interface QuizFlow {
  id: QuizFlowId;
  /** The flow's route pattern; restart and checkout live beneath it. */
  path: string;
  title: string;
  purpose: string;
}

export const quizFlows: readonly QuizFlow[] = [
  {
    id: 'BenefitsOnboardQuiz',
    path: quizFlowPaths.BenefitsOnboardQuiz,
    title: 'Enroll through your employer',
    purpose: 'Set up the pet benefits your employer offers.',
  },
  {
    id: 'OnboardQuiz',
    path: quizFlowPaths.OnboardQuiz,
    title: 'Finish setting up your account',
    purpose: 'Tell us about your pets to complete your Tailwise account.',
  },
  {
    id: 'PromoQuiz',
    path: quizFlowPaths.PromoQuiz,
    title: 'Redeem your offer',
    purpose: 'Get a quote with your promo code applied.',
  },
  {
    id: 'StartQuiz',
    path: quizFlowPaths.StartQuiz,
    title: 'Get your quote',
    purpose: 'A few questions about your pets, then your price.',
  },
  {
    id: 'UpsellInsuranceQuiz',
    path: quizFlowPaths.UpsellInsuranceQuiz,
    title: 'Add insurance',
    purpose: 'Add accident and illness cover for a pet you already have with us.',
  },
  {
    id: 'UpsellWellnessQuiz',
    path: quizFlowPaths.UpsellWellnessQuiz,
    title: 'Add a wellness plan',
    purpose: 'Cover routine care with a wellness plan. The classic plan is the default.',
  },
  {
    id: 'UpsellNewPetQuiz',
    path: quizFlowPaths.UpsellNewPetQuiz,
    title: 'Add a new pet',
    purpose: 'Cover another pet on your account.',
  },
];

export const QUIZ_RESTART_SEGMENT = 'restart';
export const QUIZ_CHECKOUT_SEGMENT = 'checkout';

export const quizRestartPath = (flowPath: string) => `${flowPath}/${QUIZ_RESTART_SEGMENT}`;
export const quizCheckoutPath = (flowPath: string) => `${flowPath}/${QUIZ_CHECKOUT_SEGMENT}`;

/** Every flow's checkout route pattern (/start/checkout, /benefits/:groupId/onboard/checkout, …). */
export const quizCheckoutPatterns = (): string[] => Object.values(quizFlowPaths).map(quizCheckoutPath);

/**
 * The flow a checkout pathname belongs to, as an address (/benefits/fenwick/onboard for
 * /benefits/fenwick/onboard/checkout), or null when the pathname is no flow's checkout. The one rule for "is this a
 * checkout": the shell's focused chrome and the crash screen's Reload (which restarts that flow) both ask it.
 */
export function quizFlowOfCheckout(pathname: string): string | null {
  const have = pathname.replace(/\/+$/, '').split('/');
  for (const pattern of quizCheckoutPatterns()) {
    const want = pattern.split('/');
    if (
      want.length === have.length &&
      want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
    )
      return have.slice(0, -1).join('/');
  }
  return null;
}

/** Whether a pathname is a flow's checkout (the shell keeps its chrome focused there). */
export const isQuizCheckoutPath = (pathname: string): boolean => quizFlowOfCheckout(pathname) !== null;

/** Fills `:param` segments, e.g. fillPath('/benefits/:groupId/onboard', { groupId: 'fenwick' }). */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
