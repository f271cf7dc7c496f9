import { COVER_START_RULE, WAITING_PERIODS_SENTENCE } from '@tailwise/shared/contract/cover';
/** The questions the home page previews; each links to its answer on /faq (ids checked by a test). */
export const homeFaqTeaser = [
  {
    id: 'what-does-pet-insurance-cover',
    question: 'What does pet insurance cover?',
    summary:
      'New accidents and illnesses: exams, tests, surgery, hospital stays, medication, emergency and specialist care.',
  },
  {
    id: 'what-are-the-waiting-periods',
    question: 'When does cover start?',
    summary: `${COVER_START_RULE}. ${WAITING_PERIODS_SENTENCE}.`,
  },
  {
    id: 'how-do-claims-work',
    question: 'How do claims work?',
    summary: 'Pay your vet, send us a photo of the invoice, and most claims are decided within 5 business days.',
  },
  {
    id: 'can-i-use-any-vet',
    question: 'Can I use my own vet?',
    summary: 'Yes: any licensed vet in the US, including emergency hospitals and specialists.',
  },
] as const;
