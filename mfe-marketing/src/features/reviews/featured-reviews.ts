// The reviews the home page shows and the headline rating, without loading every review. The full
// list (reviews-data.ts) includes these, and a test keeps the headline equal to its summary.
import type { Review } from './review-model';

export const featuredReviews: readonly Review[] = [
  {
    id: 'r-bella-tplo',
    rating: 5,
    title: 'Paid most of a $5,800 knee surgery',
    text: 'Bella tore her cruciate ligament chasing a squirrel. I sent the invoice from the specialist the same evening and had the reimbursement in my account four days later. I honestly expected a fight and there wasn’t one.',
    author: 'Renee M.',
    location: 'Columbus, OH',
    pet: 'Bella, 6-year-old Labrador Retriever',
    date: '2026-10-02',
    topic: 'claims',
  },
  {
    id: 'r-oscar-wellness',
    rating: 5,
    title: 'The wellness plan pays for itself',
    text: 'Oscar’s yearly exam, vaccines and bloodwork used to be one big bill every spring. Now it’s a small monthly payment and the claim is a photo of the receipt. The app reminds me when his boosters are due, too.',
    author: 'Tomás R.',
    location: 'Austin, TX',
    pet: 'Oscar, 9-year-old Domestic Shorthair',
    date: '2026-09-18',
    topic: 'wellness',
  },
  {
    id: 'r-max-senior',
    rating: 5,
    title: 'Still covered at 11',
    text: 'Max was diagnosed with diabetes while we were insured and his insulin and glucose checks have been covered every year since. I was worried it would become “pre-existing” at renewal. It didn’t.',
    author: 'Harold B.',
    location: 'Pittsburgh, PA',
    pet: 'Max, 11-year-old Beagle',
    date: '2026-08-11',
    topic: 'claims',
  },
];

export const headlineRating = { count: 12, average: 4.6 } as const;
