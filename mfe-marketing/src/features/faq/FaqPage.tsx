import { Button, colors, Container, focusRing, radii, space, SUPPORT_PHONE, usePageMeta } from '@tailwise/shared';
import { sectionHeading, sectionPadding } from '@tailwise/shared/layout';
import { PageHeader } from '@tailwise/shared/layout/page-header';
import { Link } from 'react-router-dom';
import { faqMeta } from '../../meta/faq';
import { CtaBand } from '../common/CtaBand';
import { AccordionItem } from './Accordion';
import { allFaqIds, faqSections } from './faq-content';
import { useFaqDeepLink } from './useFaqDeepLink';

export default function FaqPage() {
  usePageMeta(faqMeta);
  const { open, toggle, setAll } = useFaqDeepLink(allFaqIds);
  const allOpen = open.size === allFaqIds.length;

  return (
    <>
      <PageHeader
        eyebrow="Help centre"
        title="Frequently asked questions"
        lead="Straight answers about what we cover, how claims work, billing, wellness plans and pet benefits at work. Every question has its own link you can share."
      >
        <nav aria-label="FAQ sections" css={{ marginTop: space(8) }}>
          <ul css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), listStyle: 'none', margin: 0, padding: 0 }}>
            {faqSections.map((section) => (
              <li key={section.id}>
                <Link
                  to={`#${section.id}`}
                  css={{
                    display: 'inline-block',
                    padding: `${space(2)} ${space(4)}`,
                    borderRadius: radii.pill,
                    background: colors.surface,
                    border: `1px solid ${colors.border}`,
                    color: colors.primary,
                    fontWeight: 600,
                    textDecoration: 'none',
                    '&:hover': { borderColor: colors.primary },
                    '&:focus-visible': focusRing,
                  }}
                >
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <div css={sectionPadding}>
        <Container css={{ maxWidth: 880 }}>
          <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="ghost" onClick={() => setAll(!allOpen)} aria-pressed={allOpen}>
              {allOpen ? 'Collapse all answers' : 'Expand all answers'}
            </Button>
          </div>
          {faqSections.map((section) => (
            <section
              key={section.id}
              aria-labelledby={`${section.id}-title`}
              id={section.id}
              css={{ marginTop: space(10), scrollMarginTop: space(6) }}
            >
              <h2 id={`${section.id}-title`} css={sectionHeading}>
                {section.title}
              </h2>
              <div css={{ marginTop: space(3), borderTop: `1px solid ${colors.border}` }}>
                {section.items.map((item) => (
                  <AccordionItem
                    key={item.id}
                    id={item.id}
                    question={item.question}
                    open={open.has(item.id)}
                    onToggle={toggle}
                    href={`/faq#${item.id}`}
                  >
                    {item.answer}
                  </AccordionItem>
                ))}
              </div>
            </section>
          ))}
          <p css={{ marginTop: space(12), color: colors.muted, fontSize: '1.0625rem' }}>
            Didn’t find your answer? <Link to="/contact">Send us a message</Link> or call {SUPPORT_PHONE}.
          </p>
        </Container>
      </div>
      <CtaBand />
    </>
  );
}
