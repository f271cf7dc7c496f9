// /business/faq: employers' and brokers' questions, each a native disclosure (works before any script
// runs and needs none), with an id so other pages can link to one answer.
import { colors, Container, focusRing, radii, space, usePageMeta } from '@tailwise/shared';
import { sectionPadding } from '@tailwise/shared/layout';
import { Link } from 'react-router-dom';
import { AudienceCtas } from '../layout/AudienceCtas';
import { businessPagePaths as paths } from '../layout/business-paths';
import { businessMeta } from '../layout/page-meta';
import { PageHero } from '../layout/PageHero';
import { sectionTitle } from '../layout/styles';
import { BROKER_FAQ, EMPLOYER_FAQ, type FaqEntry } from './faq-content';

const question = {
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  background: colors.surface,
  summary: {
    cursor: 'pointer',
    padding: space(4),
    fontWeight: 700,
    color: colors.ink,
    fontSize: '1.0625rem',
    '&:focus-visible': focusRing,
  },
  p: { margin: 0, padding: `0 ${space(4)} ${space(4)}`, color: colors.muted, lineHeight: 1.65 },
} as const;

function Questions({ id, title, entries }: { id: string; title: string; entries: readonly FaqEntry[] }) {
  return (
    <section aria-labelledby={id} css={{ marginTop: space(10), maxWidth: '50rem' }}>
      <h2 id={id} css={sectionTitle}>
        {title}
      </h2>
      <div css={{ display: 'grid', gap: space(3), marginTop: space(5) }}>
        {entries.map((entry) => (
          <details key={entry.id} id={entry.id} css={question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export default function FaqPage() {
  usePageMeta(businessMeta.faq);
  return (
    <>
      <PageHero
        kicker="Questions and answers"
        title="Pet benefits FAQ"
        lead={
          <p css={{ margin: 0 }}>
            What employers and brokers ask us most. Anything else? <Link to={paths.contact}>Ask our benefits team</Link>
            .
          </p>
        }
      />
      <div css={{ ...sectionPadding, paddingTop: 0 }}>
        <Container>
          <Questions id="employer-questions" title="For employers" entries={EMPLOYER_FAQ} />
          <Questions id="broker-questions" title="For brokers" entries={BROKER_FAQ} />
        </Container>
      </div>
      <AudienceCtas title="Still deciding?" />
    </>
  );
}
