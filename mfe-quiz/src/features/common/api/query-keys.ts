// One QueryClient serves every remote, so each of this remote's keys starts with 'quiz'.
import type { QuoteRequest } from '@tailwise/shared/contract';

export const quizKeys = {
  all: ['quiz'] as const,
  quotes: () => ['quiz', 'quote'] as const,
  quote: (request: QuoteRequest | null) => ['quiz', 'quote', request] as const,
  insuranceOptions: (zipCode: string | null) => ['quiz', 'insurance-options', zipCode] as const,
  wellnessPlans: (petType: 0 | 1 | null) => ['quiz', 'wellness-plans', petType] as const,
  createLead: () => ['quiz', 'lead', 'create'] as const,
  smsConsent: () => ['quiz', 'lead', 'sms-consent'] as const,
  keepCart: () => ['quiz', 'lead', 'keep-cart'] as const,
};
