// @tailwise/shared/layout/hero: the top of a content page, its one <h1>, a lead, calls to action and an
// optional illustration. The illustration is above the fold, so it loads eagerly at high priority, with its box reserved.
import { colors, Container, Image, mq, space } from '@tailwise/shared';
import type { ReactNode } from 'react';
import { eyebrow as eyebrowStyle, leadText } from './styles';

export interface HeroImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

interface HeroProps {
  title: string;
  eyebrow?: string;
  lead: ReactNode;
  actions?: ReactNode;
  image?: HeroImage;
  children?: ReactNode;
}

export function Hero({ title, eyebrow, lead, actions, image, children }: HeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      css={{
        paddingBlock: space(10),
        [mq.md]: { paddingBlock: space(14) },
        background: `linear-gradient(180deg, ${colors.canvas} 0%, ${colors.primarySoft} 100%)`,
      }}
    >
      <Container
        css={{
          display: 'grid',
          gap: space(8),
          alignItems: 'center',
          [mq.lg]: {
            gridTemplateColumns: image ? 'minmax(0, 1.05fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
            gap: space(12),
          },
        }}
      >
        <div>
          {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
          <h1
            id="page-title"
            css={{
              margin: eyebrow ? `${space(2)} 0 0` : 0,
              fontSize: 'clamp(2rem, 4vw + 1rem, 3.25rem)',
              lineHeight: 1.1,
              letterSpacing: '-0.02em',
              color: colors.ink,
            }}
          >
            {title}
          </h1>
          <div css={{ ...leadText, marginTop: space(5) }}>{lead}</div>
          {actions && (
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(8) }}>{actions}</div>
          )}
          {children}
        </div>
        {image && (
          <Image
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            priority
            sizes="(min-width: 1200px) 560px, (min-width: 1024px) 46vw, 100vw"
            css={{ width: '100%', height: 'auto', borderRadius: 24, boxShadow: '0 12px 32px rgba(29,36,51,0.12)' }}
          />
        )}
      </Container>
    </section>
  );
}
