import { colors, Container } from '@tailwise/shared';
import type { ReactNode } from 'react';
import { eyebrow as eyebrowStyle, h2Style, leadText, sectionPadding } from './styles';

type Tone = 'plain' | 'surface' | 'soft' | 'accent';

const backgrounds: Record<Tone, string> = {
  plain: 'transparent',
  surface: colors.surface,
  soft: colors.primarySoft,
  accent: colors.accentSoft,
};

interface SectionProps {
  /** Id of the section's heading; also the anchor others can link to. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: Tone;
  children?: ReactNode;
}

/** A page section labelled by its own <h2>. */
export function Section({ id, title, eyebrow, intro, tone = 'plain', children }: SectionProps) {
  return (
    <section aria-labelledby={id} css={{ ...sectionPadding, background: backgrounds[tone] }}>
      <Container>
        {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
        <h2 id={id} css={{ ...h2Style, marginTop: eyebrow ? 8 : 0 }}>
          {title}
        </h2>
        {intro && <div css={{ ...leadText, marginTop: 12 }}>{intro}</div>}
        <div css={{ marginTop: 32 }}>{children}</div>
      </Container>
    </section>
  );
}
