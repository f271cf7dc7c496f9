import type { ComponentPropsWithRef } from 'react';
import { contentMaxWidth, mq, space } from '../theme/theme';

export const containerStyle = {
  width: '100%',
  maxWidth: contentMaxWidth,
  marginInline: 'auto',
  paddingInline: space(4),
  [mq.md]: { paddingInline: space(6) },
  [mq.xl]: { paddingInline: space(8) },
} as const;

/** Centres page content and keeps side padding at every width from 360 px up. */
export function Container(props: ComponentPropsWithRef<'div'>) {
  return <div css={containerStyle} {...props} />;
}
