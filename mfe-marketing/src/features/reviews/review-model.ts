// A customer review, and how its date reads.

export interface Review {
  id: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  author: string;
  location: string;
  pet: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  topic: 'claims' | 'wellness' | 'service' | 'price';
}
/** "October 2, 2026" without depending on the runtime's time zone. */
export { formatLongDate as formatReviewDate } from '../common/dates';
