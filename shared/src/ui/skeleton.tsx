// @tailwise/shared/skeleton: the loading block, bundled by the remotes that use it (no shell release to change it)
// and light enough for their first-render code; its colour comes from the shared root's theme.
import { colors } from '@tailwise/shared';
import { SkeletonBlockIn, type SkeletonBlockProps } from './skeleton-block';

export { skeletonPulse, type SkeletonBlockProps } from './skeleton-block';

/** A loading block in the theme's border colour; see SkeletonBlockIn. */
export function SkeletonBlock(props: SkeletonBlockProps) {
  return <SkeletonBlockIn {...props} colour={colors.border} />;
}
