// The one layout every legal document (terms, privacy policy, California disclosure) is drawn in.
import { colors, Container, focusRing, mq, radii, space, usePageMeta, type PageMeta } from '@tailwise/shared';
import { prose } from '@tailwise/shared/layout/prose';
import type { ReactNode } from 'react';
import { formatIsoDateLong } from '@tailwise/shared/format';
import { CtaBand } from '../common/CtaBand';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  meta: PageMeta;
  title: string;
  /** "Last updated" date, YYYY-MM-DD. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A legal document: its title, date, intro, a table of contents and numbered sections. */
export function LegalPage({ meta, title, updated, intro, sections }: LegalPageProps) {
  usePageMeta(meta);
  return (
    <>
      <article aria-labelledby="page-title">
        <header css={{ paddingBlock: space(10), [mq.md]: { paddingBlock: space(14) }, background: colors.primarySoft }}>
          <Container>
            <h1
              id="page-title"
              css={{ margin: 0, fontSize: 'clamp(2rem, 4vw + 1rem, 3rem)', lineHeight: 1.1, color: colors.ink }}
            >
              {title}
            </h1>
            <p css={{ margin: `${space(3)} 0 0`, color: colors.muted }}>
              Last updated <time dateTime={updated}>{formatIsoDateLong(updated)}</time>
            </p>
          </Container>
        </header>
        <Container
          css={{
            paddingBlock: space(10),
            display: 'grid',
            gap: space(10),
            [mq.lg]: { gridTemplateColumns: '18rem minmax(0, 1fr)', alignItems: 'start' },
          }}
        >
          <nav
            aria-labelledby="toc-title"
            css={{
              padding: space(5),
              borderRadius: radii.lg,
              background: colors.surface,
              border: `1px solid ${colors.border}`,
              [mq.lg]: { position: 'sticky', top: space(6) },
            }}
          >
            <h2 id="toc-title" css={{ margin: 0, fontSize: '1rem', color: colors.ink }}>
              Contents
            </h2>
            <ol
              css={{ margin: `${space(3)} 0 0`, paddingLeft: space(6), lineHeight: 1.5, li: { marginTop: space(2) } }}
            >
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} css={{ '&:focus-visible': focusRing }}>
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div css={prose}>
            <div css={{ fontSize: '1.125rem' }}>{intro}</div>
            {sections.map((s, i) => (
              <section key={s.id} aria-labelledby={s.id}>
                <h2 id={s.id}>
                  {i + 1}. {s.title}
                </h2>
                {s.body}
              </section>
            ))}
          </div>
        </Container>
      </article>
      <CtaBand
        title="Cover that’s clear from the start"
        text="Every Tailwise quote shows your deductible, reimbursement and waiting periods before you buy."
      />
    </>
  );
}
