// @tailwise/shared/layout/section: a page band labelled by its own <h2>, the one shape of a section on
// every content page.
import { colors, Container } from '@tailwise/shared';
import type { ReactNode } from 'react';
import { eyebrow as eyebrowStyle, leadText, sectionHeading, sectionPadding } from './styles';

export type SectionTone = 'plain' | 'surface' | 'soft' | 'accent';

const backgrounds: Record<SectionTone, string> = {
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
  tone?: SectionTone;
  children?: ReactNode;
}

export function Section({ id, title, eyebrow, intro, tone = 'plain', children }: SectionProps) {
  return (
    <section aria-labelledby={id} css={{ ...sectionPadding, background: backgrounds[tone] }}>
      <Container>
        {eyebrow && <p css={eyebrowStyle}>{eyebrow}</p>}
        <h2 id={id} css={{ ...sectionHeading, marginTop: eyebrow ? 8 : 0 }}>
          {title}
        </h2>
        {intro && <div css={{ ...leadText, marginTop: 12 }}>{intro}</div>}
        <div css={{ marginTop: 32 }}>{children}</div>
      </Container>
    </section>
  );
}
