// Customer reviews shown on /reviews (and a few on the home page), with the summary computed from them.

import { featuredReviews } from './featured-reviews';
import type { Review } from './review-model';

export type { Review } from './review-model';
export { featuredReviews };

const featured = (id: string): Review => featuredReviews.find((r) => r.id === id)!;

export const reviews: readonly Review[] = [
  featured('r-bella-tplo'),
  featured('r-oscar-wellness'),
  {
    id: 'r-pepper-sock',
    rating: 5,
    title: 'A sock, a Sunday and an emergency vet',
    text: 'Our puppy swallowed a sock on a Sunday night. The emergency hospital bill was just over $3,000 and Tailwise reimbursed 90% of everything after our deductible. Customer care called me to walk through the claim, which I didn’t expect.',
    author: 'Jordan and Priya K.',
    location: 'Raleigh, NC',
    pet: 'Pepper, 8-month-old Goldendoodle',
    date: '2026-09-04',
    topic: 'claims',
  },
  {
    id: 'r-luna-phone',
    rating: 4,
    title: 'Helpful people on the phone',
    text: 'I called with a lot of questions about waiting periods before signing up and the person I spoke to was patient and clear. Knocked off a star only because I wish the Saturday hours were longer.',
    author: 'Angela W.',
    location: 'Tucson, AZ',
    pet: 'Luna, 2-year-old Siamese',
    date: '2026-08-27',
    topic: 'service',
  },
  featured('r-max-senior'),
  {
    id: 'r-mochi-price',
    rating: 4,
    title: 'Fair price for two cats',
    text: 'The multi-pet discount made it affordable to insure both of our cats. The price went up a little at renewal because they’re a year older, which the renewal notice explained clearly.',
    author: 'Sam L.',
    location: 'Seattle, WA',
    pet: 'Mochi and Tofu, 4-year-old Ragdolls',
    date: '2026-07-30',
    topic: 'price',
  },
  {
    id: 'r-rocky-allergy',
    rating: 5,
    title: 'Allergy tests and specialist visits covered',
    text: 'Rocky’s itchy skin turned into months of visits, tests and a dermatology referral. Every claim was processed within the week and the app shows exactly how each one was calculated.',
    author: 'Denise P.',
    location: 'Denver, CO',
    pet: 'Rocky, 5-year-old French Bulldog',
    date: '2026-07-14',
    topic: 'claims',
  },
  {
    id: 'r-nala-waiting',
    rating: 3,
    title: 'Read the waiting periods',
    text: 'Nala had an ear infection a week after we signed up and it wasn’t covered because of the 14-day illness waiting period. That was in the policy and customer care explained it kindly, but I wish I’d enrolled sooner.',
    author: 'Chris D.',
    location: 'Orlando, FL',
    pet: 'Nala, 1-year-old Australian Shepherd',
    date: '2026-06-26',
    topic: 'claims',
  },
  {
    id: 'r-biscuit-dental',
    rating: 5,
    title: 'Premium plan covered his dental cleaning',
    text: 'I’d put off Biscuit’s dental cleaning for two years because of the cost. The Premium wellness allowance covered most of it and the vet found a cracked tooth we didn’t know about.',
    author: 'Megan F.',
    location: 'Portland, OR',
    pet: 'Biscuit, 7-year-old Shih Tzu',
    date: '2026-06-09',
    topic: 'wellness',
  },
  {
    id: 'r-ziggy-signup',
    rating: 5,
    title: 'Quote to covered in five minutes',
    text: 'Clear prices, no pushy upsells, and I could see exactly how the deductible and reimbursement choices changed the monthly cost before I paid anything.',
    author: 'Imani J.',
    location: 'Atlanta, GA',
    pet: 'Ziggy, 3-year-old mixed breed',
    date: '2026-05-21',
    topic: 'price',
  },
  {
    id: 'r-cleo-uti',
    rating: 4,
    title: 'Quick reimbursement for a urinary infection',
    text: 'Cleo’s bladder infection meant two visits and a urine culture. The claim was approved in three days. Uploading the medical records took me a couple of tries on my phone, but support sorted it out.',
    author: 'Rebecca T.',
    location: 'Minneapolis, MN',
    pet: 'Cleo, 8-year-old Maine Coon',
    date: '2026-05-02',
    topic: 'claims',
  },
  {
    id: 'r-duke-employer',
    rating: 5,
    title: 'Great perk through my employer',
    text: 'My company offers Tailwise as a benefit and enrolment took a few minutes with the code from HR. Payroll deduction means I never think about the bill.',
    author: 'Marcus G.',
    location: 'Philadelphia, PA',
    pet: 'Duke, 4-year-old German Shepherd',
    date: '2026-04-15',
    topic: 'service',
  },
];

export interface ReviewSummary {
  count: number;
  /** Mean rating, one decimal. */
  average: number;
  /** Number of reviews with each rating, 5 stars first. */
  distribution: Array<{ stars: number; count: number }>;
  /** Share of reviews that are 4 or 5 stars, as a whole percentage. */
  recommendPercent: number;
}

export function summarizeReviews(list: readonly Review[]): ReviewSummary {
  const count = list.length;
  const total = list.reduce((sum, r) => sum + r.rating, 0);
  return {
    count,
    average: count === 0 ? 0 : Math.round((total / count) * 10) / 10,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: list.filter((r) => r.rating === stars).length })),
    recommendPercent: count === 0 ? 0 : Math.round((list.filter((r) => r.rating >= 4).length / count) * 100),
  };
}

export const reviewSummary = summarizeReviews(reviews);
