// @tailwise/shared/layout/page-header: the top of a page that opens on text alone (the blog, contact, FAQ),
// eyebrow, the page's one <h1> and a lead on a soft band; a page with an illustration opens with the Hero.
import { Container, space } from '@tailwise/shared';
import type { ReactNode } from 'react';
import { eyebrow as eyebrowStyle, introBand, leadText, pageTitle } from './styles';

interface PageHeaderProps {
  eyebrow: string;
  title: ReactNode;
  /** One paragraph's text. */
  lead: ReactNode;
  children?: ReactNode;
}

export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <section aria-labelledby="page-title" css={introBand}>
      <Container>
        <p css={eyebrowStyle}>{eyebrow}</p>
        <h1 id="page-title" css={pageTitle}>
          {title}
        </h1>
        <p css={{ ...leadText, marginTop: space(4) }}>{lead}</p>
        {children}
      </Container>
    </section>
  );
}
