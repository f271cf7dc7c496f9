// The demo data's sample reviews: seeded outside production beside the demo customer, marked is_demo so the list
// labels them "Sample review" and nothing invented is ever shown as a real customer's words.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { addDays } from '../agreements/mappers';

const SAMPLES: Array<{ firstName: string; state: string; stars: number; daysAgo: number; text: string }> = [
  {
    firstName: 'Renee',
    state: 'OH',
    stars: 5,
    daysAgo: 12,
    text: 'Bella tore her cruciate ligament chasing a squirrel. I sent the specialist’s invoice the same evening and had the reimbursement four days later.',
  },
  {
    firstName: 'Tomás',
    state: 'TX',
    stars: 5,
    daysAgo: 26,
    text: 'Oscar’s yearly exam, vaccines and bloodwork used to be one big bill every spring. Now it’s a small monthly payment and the claim is a photo of the receipt.',
  },
  {
    firstName: 'Harold',
    state: 'PA',
    stars: 5,
    daysAgo: 40,
    text: 'Max was diagnosed with diabetes while we were insured and his insulin has been covered every year since. It did not become pre-existing at renewal.',
  },
  {
    firstName: 'Angela',
    state: 'AZ',
    stars: 4,
    daysAgo: 55,
    text: 'I called with a lot of questions about waiting periods before signing up and the person I spoke to was patient and clear. I wish the Saturday hours were longer.',
  },
  {
    firstName: 'Sam',
    state: 'WA',
    stars: 4,
    daysAgo: 70,
    text: 'The multi-pet discount made it affordable to insure both of our cats. The price went up a little at renewal because they are a year older, and the notice explained why.',
  },
  {
    firstName: 'Chris',
    state: 'FL',
    stars: 3,
    daysAgo: 90,
    text: 'Nala had an ear infection a week after we signed up and it was not covered because of the illness waiting period. That was in the policy, but I wish I had enrolled sooner.',
  },
];

/** Inserts the sample reviews unless some are there already. Answers how many it inserted. */
export async function seedDemoReviews(db: Db, today: string): Promise<number> {
  const existing = await db.selectFrom('reviews').select('id').where('is_demo', '=', true).limit(1).executeTakeFirst();
  if (existing) return 0;
  await db
    .insertInto('reviews')
    .values(
      SAMPLES.map((s) => ({
        uuid: randomUUID(),
        customer_id: null,
        is_demo: true,
        first_name: s.firstName,
        state: s.state,
        stars: s.stars,
        text: s.text,
        published_on: addDays(today, -s.daysAgo),
      })),
    )
    .execute();
  return SAMPLES.length;
}
