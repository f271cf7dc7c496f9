// One review as staff moderate it: what the public sees (stars, words, first name, state, date), who wrote it, and
// either Hide (with a reason) or, once hidden, who hid it and why with Restore.
import { Alert, Button, colors, space } from '@tailwise/shared';
import { REVIEW_HIDE_REASON_LABELS, type OpsReview } from '@tailwise/shared/contract';
import { formatIsoDate, formatTimestamp } from '@tailwise/shared/format';
import { Card } from '@tailwise/shared/layout/primitives';
import { useId, useState } from 'react';
import { mutedStyle } from '../common/OpsLayout';
import { Pill, pillTones } from '@tailwise/shared/layout/pill';
import { useRestoreReview } from './api/restore-review';
import { HideForm } from './HideForm';

const TAGS = {
  PUBLISHED: { label: 'Published', tone: pillTones.positive },
  HIDDEN: { label: 'Hidden', tone: pillTones.negative },
} as const;

function Stars({ stars }: { stars: number }) {
  return (
    <span
      role="img"
      aria-label={`${stars} out of 5 stars`}
      css={{ color: colors.accent, letterSpacing: '0.1em', fontSize: '1.125rem' }}
    >
      {'★'.repeat(stars)}
      <span css={{ color: colors.border }}>{'★'.repeat(5 - stars)}</span>
    </span>
  );
}

export function ReviewItem({ review }: { review: OpsReview }) {
  const [mode, setMode] = useState<'idle' | 'hiding'>('idle');
  const [said, setSaid] = useState<string | null>(null);
  const restore = useRestoreReview(review.uuid);
  const titleId = useId();
  const tag = TAGS[review.status];
  const who = `${review.firstName}${review.state ? `, ${review.state}` : ''}`;

  return (
    <Card
      as="li"
      compact
      aria-labelledby={titleId}
      data-review={review.uuid}
      css={{ display: 'grid', gap: space(3), minWidth: 0 }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2) }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: '1.0625rem', color: colors.ink, overflowWrap: 'anywhere' }}>
          {who}
        </h2>
        <Pill tone={tag.tone}>{tag.label}</Pill>
        {review.sample && <Pill tone={pillTones.neutral}>Sample</Pill>}
      </div>
      <div css={{ display: 'grid', gap: space(1) }}>
        <p css={{ ...mutedStyle, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: space(2) }}>
          <Stars stars={review.stars} />
          <span>published {formatIsoDate(review.publishedOn)}</span>
        </p>
        <p css={{ ...mutedStyle, overflowWrap: 'anywhere' }}>
          {review.customer ? (review.customer.email ?? 'Customer without an email') : 'Demo data, no customer'}
        </p>
      </div>
      <blockquote
        css={{
          margin: 0,
          paddingLeft: space(3),
          borderLeft: `3px solid ${colors.border}`,
          color: review.status === 'HIDDEN' ? colors.muted : colors.ink,
          lineHeight: 1.5,
          overflowWrap: 'anywhere',
          whiteSpace: 'pre-line',
        }}
      >
        {review.text}
      </blockquote>

      {review.hidden && (
        <div css={{ display: 'grid', gap: space(1), lineHeight: 1.5, overflowWrap: 'anywhere' }}>
          <p css={{ margin: 0, fontWeight: 700 }}>Hidden: {REVIEW_HIDE_REASON_LABELS[review.hidden.reason]}</p>
          <p css={mutedStyle}>
            by {review.hidden.by}, {formatTimestamp(review.hidden.at)}
          </p>
          {review.hidden.note && <p css={mutedStyle}>Note: “{review.hidden.note}”</p>}
        </div>
      )}
      {said && (
        <p role="status" css={{ margin: 0, fontWeight: 600 }}>
          {said}
        </p>
      )}
      {restore.isError && <Alert tone="error">We couldn’t restore the review just now. Please try again.</Alert>}

      {review.status === 'PUBLISHED' && mode === 'hiding' ? (
        <HideForm
          review={review}
          onCancel={() => setMode('idle')}
          onHidden={(hidden) => {
            setMode('idle');
            setSaid(
              hidden.hidden
                ? `Hidden: ${REVIEW_HIDE_REASON_LABELS[hidden.hidden.reason]}. It is off the reviews page and the rating.`
                : 'Hidden.',
            );
          }}
        />
      ) : (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          {review.status === 'PUBLISHED' ? (
            <Button
              variant="secondary"
              onClick={() => {
                setSaid(null);
                setMode('hiding');
              }}
            >
              Hide
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={restore.isPending}
              onClick={() => {
                setSaid(null);
                restore.mutate(undefined, {
                  onSuccess: () => setSaid('Restored: it is back on the reviews page and in the rating.'),
                });
              }}
            >
              {restore.isPending ? 'Restoring…' : 'Restore'}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
