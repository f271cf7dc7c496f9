// The top of every business page: what the page is (kicker), its one <h1>, a lead and the main actions.
// Text only (no image), so the largest paint is this text and arrives with the prerendered HTML.
import { colors, Container, mq, space } from '@tailwise/shared';
import { ctaRow as actionsRow, eyebrow as kickerStyle } from '@tailwise/shared/layout';
import type { ReactNode } from 'react';
import { intro, titleStyle } from './styles';

const heroBand = {
  background: colors.primarySoft,
  paddingBlock: space(10),
  [mq.md]: { paddingBlock: space(16) },
} as const;

interface PageHeroProps {
  kicker: string;
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

export function PageHero({ kicker, title, lead, actions, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" css={heroBand}>
      <Container>
        <p css={kickerStyle}>{kicker}</p>
        <h1 id="page-title" css={titleStyle}>
          {title}
        </h1>
        <div css={intro}>{lead}</div>
        {actions && <div css={actionsRow}>{actions}</div>}
        {children}
      </Container>
    </section>
  );
}
