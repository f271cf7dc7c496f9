// @tailwise/shared/skeleton: the loading block, bundled by the remotes that use it (no shell release to change it)
// and light enough for their first-render code; its colour comes from the shared root's theme.
import { useId, type ReactNode } from 'react';
import { colors, visuallyHidden } from '@tailwise/shared';
import { SkeletonBlockIn, type SkeletonBlockProps } from './skeleton-block';

export { skeletonPulse, type SkeletonBlockProps } from './skeleton-block';

/** A loading block in the theme's border colour; see SkeletonBlockIn. */
export function SkeletonBlock(props: SkeletonBlockProps) {
  return <SkeletonBlockIn {...props} colour={colors.border} />;
}

/**
 * A placeholder's region: a status whose words ("Loading your details…") are its text, hidden from sight, and its
 * name, so a screen reader reading the page meets them where the content will be, not only a label some readers
 * skip on a live region. `className` carries the caller's layout (a `css` prop).
 */
export function SkeletonStatus({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div role="status" aria-labelledby={id} className={className}>
      <span id={id} css={visuallyHidden}>
        {`${label}…`}
      </span>
      {children}
    </div>
  );
}
