// A customer review, as the reviews page and the home page show it.

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
