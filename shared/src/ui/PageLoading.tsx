// The placeholder a page shows while its code loads, and the style of text only screen readers read.
import { usePageHold } from '../remote/page-hold';
import { colors, space } from '../theme/theme';
import { Container } from './Container';
import { SkeletonBlockIn } from './skeleton-block';

const barGap = { marginTop: space(4) };

/** Placeholder while a page's code loads; reserves roughly a page intro's height so nothing jumps. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  usePageHold();
  return (
    <Container role="status" aria-live="polite" aria-busy="true" css={{ paddingBlock: space(10), minHeight: '50vh' }}>
      <span css={visuallyHidden}>{label}…</span>
      <SkeletonBlockIn colour={colors.border} width="60%" height={40} css={barGap} />
      <SkeletonBlockIn colour={colors.border} width="85%" height={18} css={barGap} />
      <SkeletonBlockIn colour={colors.border} width="75%" height={18} css={barGap} />
    </Container>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
