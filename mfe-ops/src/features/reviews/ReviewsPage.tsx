// /ops/reviews: every customer review, newest first, for staff to hide one that slipped past the automatic checks
// (abuse, a named person, off-topic) and to restore one hidden by mistake. The filter and page are in the address.
import { Button, space } from '@tailwise/shared';
import { Link, useSearchParams } from 'react-router-dom';
import { opsPaths } from '../../ops-paths';
import { filterTabStyle } from '../common/filter-tab';
import { LoadFailed } from '../common/LoadFailed';
import { mutedStyle, OpsLayout } from '../common/OpsLayout';
import { useOpsReviews, type ReviewFilter } from './api/reviews';
import { ReviewItem } from './ReviewItem';

const FILTERS: ReadonlyArray<{ status: ReviewFilter; label: string; empty: string }> = [
  { status: 'ALL', label: 'All', empty: 'No reviews yet.' },
  { status: 'PUBLISHED', label: 'Published', empty: 'No published reviews.' },
  { status: 'HIDDEN', label: 'Hidden', empty: 'No hidden reviews.' },
];

const pathFor = (status: ReviewFilter, page = 1) => {
  const query = new URLSearchParams();
  if (status !== 'ALL') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${opsPaths.reviews}?${search}` : opsPaths.reviews;
};

export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: ReviewFilter = asked === 'PUBLISHED' || asked === 'HIDDEN' ? asked : 'ALL';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const filter = FILTERS.find((f) => f.status === status)!;
  const list = useOpsReviews(status, page);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;
  const goTo = (next: number) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next > 1) query.set('page', String(next));
      else query.delete('page');
      return query;
    });

  return (
    <OpsLayout
      title="Reviews"
      lead="Customer reviews, newest first. Hide one that is abusive, names someone or isn’t about us: it leaves the reviews page and the rating at once. Restore puts it back."
    >
      <nav
        aria-label="Reviews shown"
        css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), marginBottom: space(5) }}
      >
        {FILTERS.map((f) => (
          <Link
            key={f.status}
            to={pathFor(f.status)}
            aria-current={f.status === status ? 'page' : undefined}
            css={filterTabStyle(f.status === status)}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      <section aria-label={`${filter.label} reviews`}>
        {list.isError ? (
          <LoadFailed message="We couldn’t load the reviews." onRetry={() => void list.refetch()} />
        ) : !data ? (
          <p css={mutedStyle} role="status">
            Loading the reviews…
          </p>
        ) : (
          <>
            <div
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: space(3),
                marginBottom: space(3),
              }}
            >
              <p css={mutedStyle} aria-live="polite">
                {data.total === 1 ? '1 review' : `${data.total} reviews`}
                {pages > 1 ? ` · page ${data.page} of ${pages}` : ''}
              </p>
              <Button variant="secondary" disabled={list.isFetching} onClick={() => void list.refetch()}>
                {list.isFetching ? 'Refreshing…' : 'Refresh'}
              </Button>
            </div>
            {data.reviews.length === 0 ? (
              <p css={mutedStyle}>{filter.empty}</p>
            ) : (
              <ol
                aria-label="Reviews, newest first"
                css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(4) }}
              >
                {data.reviews.map((review) => (
                  <ReviewItem key={review.uuid} review={review} />
                ))}
              </ol>
            )}
            {pages > 1 && (
              <nav
                aria-label="Pages"
                css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(5), alignItems: 'center' }}
              >
                <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  Newer
                </Button>
                <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  Older
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
    </OpsLayout>
  );
}

export default ReviewsPage;
