// @tailwise/shared/layout/primitives: the vocabulary's smallest parts as components, for pages that would
// otherwise spell out the element and its style at every use.
import type { ComponentPropsWithoutRef, HTMLAttributes } from 'react';
import { card, compactCard, eyebrow, grid } from './styles';

export function Eyebrow(props: ComponentPropsWithoutRef<'p'>) {
  return <p css={eyebrow} {...props} />;
}

type CardElement = 'div' | 'section' | 'article' | 'li';

/** A card; `compact` for dense screens. Pass `as` for the element the outline needs. */
export function Card({
  as = 'div',
  compact = false,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: CardElement; compact?: boolean }) {
  // One element type for the checker: the attributes are the same on each of them.
  const Tag = as as 'div';
  return <Tag css={compact ? compactCard : card} {...rest} />;
}

/** Equal columns (see `grid`); a `ul` when the items are a list. */
export function Grid({
  md,
  lg = md,
  as = 'div',
  ...rest
}: HTMLAttributes<HTMLElement> & { md: number; lg?: number; as?: 'div' | 'ul' }) {
  const Tag = as as 'div';
  return <Tag css={grid(md, lg)} {...rest} />;
}
