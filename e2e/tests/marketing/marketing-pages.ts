// The public pages and what each must show: its one heading and its key content.
import type { Page } from '@playwright/test';
import { waitForApp } from '../../support/app-ready';

/** Opens a page and waits until the app has taken over the prerendered HTML (only then is it interactive). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}
export interface MarketingPage {
  path: string;
  h1: string;
  /** Text that must be visible once the page (and its API data) has loaded. */
  content: Array<string | RegExp>;
  /** Part of the document title. */
  title: string | RegExp;
}

export const marketingPages: MarketingPage[] = [
  {
    path: '/',
    h1: 'Say yes to the vet, every time',
    title: /Pet insurance and wellness plans/,
    content: [
      'Covered in three simple steps',
      'Two kinds of cover, one for each kind of vet bill',
      /\$\d+\.\d\d\s*a month/,
      'Pet parents on Tailwise',
      'Good questions, straight answers',
    ],
  },
  {
    path: '/pet-insurance-plans',
    h1: 'Pet insurance plans',
    title: /Pet insurance plans/,
    content: [
      'Deductible: $250, $500 or $1,000',
      'Reimbursement: 80%, 90% or 100%',
      '14 days',
      '6 months',
      'What we don’t cover',
      /\$\d+\.\d\d\s*a month/,
    ],
  },
  {
    path: '/pet-wellness-plans',
    h1: 'Pet wellness plans',
    title: /Pet wellness plans/,
    content: ['Three tiers, side by side', 'Essential', 'Classic', 'Premium', /\$\d+\.\d\d/, /Yearly allowance/],
  },
  {
    path: '/faq',
    h1: 'Frequently asked questions',
    title: /FAQ/,
    content: ['Coverage', 'Claims', 'Billing', 'Wellness plans', 'For employers and partners', 'How do claims work?'],
  },
  {
    path: '/reviews',
    h1: 'What pet parents say about Tailwise',
    title: /reviews/,
    content: ['Review summary', /\d\.\d/, 'Customer reviews'],
  },
  {
    path: '/blog',
    h1: 'Pet health and the cost of care',
    title: /blog/,
    content: ['How much does a vet visit cost? A guide to common vet bills', 'min read'],
  },
  {
    path: '/blog/how-much-does-a-vet-visit-cost',
    h1: 'How much does a vet visit cost? A guide to common vet bills',
    title: /How much does a vet visit cost/,
    content: ['Why vet prices vary so much', 'The big bills', 'More from the blog'],
  },
  {
    path: '/careers',
    h1: 'Help more pets get the care they need',
    title: /Careers/,
    content: ['Senior Front-End Engineer', 'open roles'],
  },
  {
    path: '/work-with-us',
    h1: 'Partner with Tailwise',
    title: /Work with Tailwise/,
    content: ['Vet clinic partnership', 'Direct pay', 'Employers, brokers, shelters and brands'],
  },
  {
    path: '/contact',
    h1: 'We’re here to help',
    title: /Contact/,
    content: ['Send us a message', '1-800-555-0199', 'Customer care hours', /Open now until|Closed, opens/],
  },
  {
    path: '/product/unavailable',
    h1: 'This isn’t available right now',
    title: /Not available/,
    content: ['What you can do next'],
  },
  {
    path: '/privacy_policy',
    h1: 'Privacy policy',
    title: /Privacy policy/,
    content: ['Contents', 'Information we collect', 'California residents'],
  },
  { path: '/terms', h1: 'Terms of use', title: /Terms of use/, content: ['Contents', 'Quotes and prices'] },
  {
    path: '/disclosure/ca',
    h1: 'California pet insurance disclosure',
    title: /California/,
    content: ['Contents', '80% or 90% reimbursement', 'is not available in California', 'Your right to cancel'],
  },
  { path: '/404', h1: 'We can’t find that page', title: /Page not found/, content: ['Go to the home page'] },
];
