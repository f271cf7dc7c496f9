// Who wrote a review, as both the reviews page and the home page show it: first name and state, then "Verified
// customer", or a "Sample review" label for demo data so nothing invented passes for a customer's words.
import type { Review } from '@tailwise/shared/contract';
import { colors, radii, space } from '@tailwise/shared';
import { formatIsoDateLong } from '@tailwise/shared/format';

const badge = {
  display: 'inline-block',
  padding: `0 ${space(2)}`,
  borderRadius: radii.pill,
  fontSize: '0.8125rem',
  fontWeight: 700,
  lineHeight: 1.7,
} as const;

export function ReviewByline({ review }: { review: Review }) {
  return (
    <span css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space(1)} ${space(2)}` }}>
      <strong css={{ color: colors.ink }}>
        {review.state ? `${review.firstName}, ${review.state}` : review.firstName}
      </strong>
      {review.sample ? (
        <span
          css={{ ...badge, background: colors.accentSoft, color: colors.ink, border: `1px solid ${colors.accent}` }}
        >
          Sample review
        </span>
      ) : (
        <span css={{ ...badge, background: colors.successSoft, color: colors.success }}>Verified customer</span>
      )}
      <time dateTime={review.publishedOn} css={{ color: colors.muted }}>
        {formatIsoDateLong(review.publishedOn)}
      </time>
    </span>
  );
}

/** Under a summary that counts sample reviews: says how many, so the average is not read as customers' alone. */
export function sampleNote(sampleCount: number): string | null {
  if (sampleCount === 0) return null;
  return `Includes ${sampleCount} sample review${sampleCount === 1 ? '' : 's'} from demo data, labelled “Sample review”.`;
}
