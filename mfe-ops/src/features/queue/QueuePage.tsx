// /ops: the review queue. Claims the engine passed to a person (oldest waiting first), and on a second tab those
// waiting for the customer's answer to a request for information. The tab is in the address (?status=…).
import { Button, colors, space } from '@tailwise/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { opsPaths } from '../../ops-paths';
import { filterTabStyle } from '../common/filter-tab';
import { LoadFailed } from '../common/LoadFailed';
import { mutedStyle, OpsLayout } from '../common/OpsLayout';
import { queueClaims, useQueue, type QueueStatus } from './api/queue';
import { QueueList } from './QueueList';

const TABS: ReadonlyArray<{ status: QueueStatus; label: string; empty: string }> = [
  { status: 'IN_REVIEW', label: 'In review', empty: 'No claims are waiting for a review.' },
  {
    status: 'INFO_REQUESTED',
    label: 'Information requested',
    empty: 'No claims are waiting for a customer’s answer.',
  },
];

export function QueuePage() {
  const [params] = useSearchParams();
  const status: QueueStatus = params.get('status') === 'INFO_REQUESTED' ? 'INFO_REQUESTED' : 'IN_REVIEW';
  const tab = TABS.find((t) => t.status === status)!;
  const queue = useQueue(status);
  return (
    <OpsLayout title="Claims to review" lead="Claims the engine passed to a person. The oldest waiting come first.">
      <nav aria-label="Queue" css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), marginBottom: space(5) }}>
        {TABS.map((t) => (
          <Link
            key={t.status}
            to={t.status === 'IN_REVIEW' ? opsPaths.queue : `${opsPaths.queue}?status=${t.status}`}
            aria-current={t.status === status ? 'page' : undefined}
            css={filterTabStyle(t.status === status)}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <section aria-label={tab.label}>
        {queue.isError && !queue.isFetchNextPageError ? (
          <LoadFailed message="We couldn’t load the queue." onRetry={() => void queue.refetch()} />
        ) : !queue.data ? (
          <p css={mutedStyle} role="status">
            Loading the queue…
          </p>
        ) : (
          <QueueContent queue={queue} emptyText={tab.empty} />
        )}
      </section>
    </OpsLayout>
  );
}

const barStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(3),
} as const;

const claimCount = (n: number) => (n === 1 ? '1 claim' : `${n.toLocaleString('en-US')} claims`);

/** The loaded pages as one list; the total is the first page's, the freshest count of the whole queue. */
function QueueContent({ queue, emptyText }: { queue: ReturnType<typeof useQueue>; emptyText: string }) {
  const data = queue.data!;
  const claims = queueClaims(data);
  const total = data.pages[0]?.total ?? claims.length;
  const listRef = useRef<HTMLDivElement>(null);
  // Where the page asked for begins: once its claims are on screen, focus moves to the first of them, since the
  // button goes away with the last page and keyboard and screen reader users carry on from there.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null) return;
    if (queue.isFetchNextPageError) firstNew.current = null;
    else if (claims.length > index) {
      firstNew.current = null;
      listRef.current?.querySelectorAll<HTMLElement>('[data-claim]')[index]?.querySelector<HTMLElement>('a')?.focus();
    }
  }, [claims.length, queue.isFetchNextPageError]);
  const showMore = () => {
    firstNew.current = claims.length;
    void queue.fetchNextPage();
  };
  return (
    <>
      <div css={{ ...barStyle, marginBottom: space(2) }}>
        <p css={mutedStyle} aria-live="polite">
          {claims.length < total
            ? `${claimCount(total)}, oldest ${claims.length.toLocaleString('en-US')} shown`
            : claimCount(total)}
        </p>
        <Button variant="secondary" disabled={queue.isFetching} onClick={() => void queue.refetch()}>
          {queue.isFetching && !queue.isFetchingNextPage ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      <div ref={listRef}>
        <QueueList claims={claims} emptyText={emptyText} />
      </div>
      {queue.isFetchNextPageError && (
        <div css={{ marginTop: space(4) }}>
          <LoadFailed message="We couldn’t load more claims." onRetry={showMore} />
        </div>
      )}
      {queue.hasNextPage && !queue.isFetchNextPageError && (
        <div
          css={{ ...barStyle, justifyContent: 'center', paddingTop: space(4), borderTop: `1px solid ${colors.border}` }}
        >
          <Button variant="secondary" disabled={queue.isFetchingNextPage} onClick={showMore}>
            {queue.isFetchingNextPage ? 'Loading more claims…' : 'Show more claims'}
          </Button>
        </div>
      )}
    </>
  );
}

export default QueuePage;
