import { keyframes } from '@emotion/react';
import { colors, space } from '../theme/theme';
import { Container } from './Container';

const pulse = keyframes({ '0%, 100%': { opacity: 0.5 }, '50%': { opacity: 1 } });

function Bar({ width, height }: { width: string; height: number }) {
  return (
    <div
      css={{
        width,
        height,
        borderRadius: 8,
        background: colors.border,
        marginTop: space(4),
        animation: `${pulse} 1.4s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

/** Placeholder while a page's code loads; reserves roughly a page intro's height so nothing jumps. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Container role="status" aria-live="polite" aria-busy="true" css={{ paddingBlock: space(10), minHeight: '50vh' }}>
      <span css={visuallyHidden}>{label}…</span>
      <Bar width="60%" height={40} />
      <Bar width="85%" height={18} />
      <Bar width="75%" height={18} />
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
