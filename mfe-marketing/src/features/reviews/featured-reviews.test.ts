import { featuredReviews, headlineRating } from './featured-reviews';
import { reviews, summarizeReviews } from './reviews-data';

describe('the home page’s reviews', () => {
  it('show the same headline rating as the reviews page', () => {
    const summary = summarizeReviews(reviews);
    expect(headlineRating).toEqual({ count: summary.count, average: summary.average });
  });

  it('are published reviews', () => {
    for (const review of featuredReviews) expect(reviews).toContain(review);
  });
});
