// Each business page's title and description: set by the page when it renders (usePageMeta) and served
// with its prerendered HTML before any script runs.
import type { PageMeta } from '@tailwise/shared';

export const businessMeta = {
  home: {
    title: 'Pet benefits for your team',
    description:
      'Offer pet insurance and wellness plans as a voluntary benefit: payroll deduction, a group discount, no cost to the employer and no admin for HR.',
  },
  blog: {
    title: 'Pet benefits insights for employers',
    description: 'Guides for HR leaders and brokers: the case for pet benefits, launching them, and open enrollment.',
  },
  brokers: {
    title: 'Pet benefits for brokers',
    description:
      'The Tailwise broker programme: commission on every enrolled employee, quotes in one business day and enrollment we run for your clients.',
  },
  contact: {
    title: 'Talk to our benefits team',
    description: 'Tell us about your organisation and we will send a pet benefits proposal within two business days.',
  },
  faq: {
    title: 'Pet benefits FAQ for employers and brokers',
    description:
      'Costs, payroll deduction, eligibility, enrollment windows, leavers, compliance and broker commission: answers for employers and brokers.',
  },
  hr: {
    title: 'HR guide to launching pet benefits',
    description:
      'The enrollment timeline week by week, what your employees see when they enroll, and the payroll deduction file you receive each pay period.',
  },
  enroll: {
    title: 'Enroll through your employer',
    description:
      'Find your employer by name or enrollment code and enroll in the pet benefits they offer, paid from your paycheck.',
  },
  enrollStart: {
    title: 'Start your enrollment',
    description: 'Confirm your work email or employee id to begin.',
  },
  success: {
    title: 'Pet benefits at work',
    description: 'Pet benefits your employer offers: the cover, the group discount and how to enroll.',
  },
} satisfies Record<string, PageMeta>;
