// The surface the dashboard groups things on (a pet's cover, the next payment, a claim), so every
// page has the same look.
import { colors, space } from '@tailwise/shared';
import { compactCard } from '@tailwise/shared/layout/card';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export const cardStyle = { ...compactCard, minWidth: 0 } as const;

export const sectionHeadingStyle = { margin: `0 0 ${space(4)}`, fontSize: '1.375rem', color: colors.ink } as const;

export function Card({ children, ...rest }: ComponentPropsWithoutRef<'section'> & { children: ReactNode }) {
  return (
    <section css={cardStyle} {...rest}>
      {children}
    </section>
  );
}

/** A card's own heading; pass the level that fits the page outline. */
export function CardHeading({ level = 2, id, children }: { level?: 2 | 3; id?: string; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} css={{ margin: `0 0 ${space(3)}`, fontSize: level === 2 ? '1.25rem' : '1.125rem', color: colors.ink }}>
      {children}
    </Tag>
  );
}
