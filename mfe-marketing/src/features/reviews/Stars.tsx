import { colors } from '@tailwise/shared';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** Dark amber: 3:1 or better against white and the canvas, as non-text contrast asks. */
export const STAR_COLOR = '#b45309';

/** Five stars in one SVG (one element, not five, per row). */
function Row({ color, size }: { color: string; size: number }) {
  const gap = 2;
  const width = size * 5 + gap * 4;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${(width * 24) / size} 24`}
      width={width}
      height={size}
      css={{ flexShrink: 0, display: 'block', maxWidth: 'none' }}
    >
      {[0, 1, 2, 3, 4].map((n) => (
        <path key={n} d={STAR} fill={color} transform={`translate(${(n * (size + gap) * 24) / size} 0)`} />
      ))}
    </svg>
  );
}

/** A star rating as one image with an accessible name ("4.5 out of 5 stars"); fractions fill part of a star. */
export function Stars({ rating, size = 20 }: { rating: number; size?: number }) {
  const percent = (Math.max(0, Math.min(5, rating)) / 5) * 100;
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      // Never stretched by a flex parent: the filled part is a share of this box, so it must be the stars' width.
      css={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', alignSelf: 'flex-start' }}
    >
      <Row color={colors.border} size={size} />
      <span css={{ position: 'absolute', inset: 0, width: `${percent}%`, overflow: 'hidden' }}>
        <Row color={STAR_COLOR} size={size} />
      </span>
    </span>
  );
}
