import type { ReactNode } from 'react';
import { colors, mq, space } from '../theme/theme';
import { Container } from './Container';

interface PageIntroProps {
  title: string;
  purpose: string;
  children?: ReactNode;
}

/** A page's heading and one-line purpose. */
export function PageIntro({ title, purpose, children }: PageIntroProps) {
  return (
    <section css={{ paddingBlock: space(10), [mq.md]: { paddingBlock: space(14) } }}>
      <Container>
        <h1
          css={{
            margin: 0,
            fontSize: 'clamp(1.75rem, 4vw + 1rem, 2.75rem)',
            lineHeight: 1.15,
            color: colors.ink,
            letterSpacing: '-0.01em',
          }}
        >
          {title}
        </h1>
        <p
          css={{
            marginTop: space(4),
            marginBottom: 0,
            maxWidth: '40rem',
            fontSize: '1.125rem',
            lineHeight: 1.6,
            color: colors.muted,
          }}
        >
          {purpose}
        </p>
        {children}
      </Container>
    </section>
  );
}
