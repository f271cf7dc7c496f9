// The close of the employer pages: one call to action for HR teams and one for brokers, each to the page
// and form made for them.
import { ButtonLink, colors, Container, space } from '@tailwise/shared';
import { card, grid, sectionPadding } from '@tailwise/shared/layout';
import { businessPagePaths as paths } from './business-paths';
import { copy, sectionTitle } from './styles';

const ctaCard = { ...card, display: 'flex', flexDirection: 'column', gap: space(4) } as const;

export function AudienceCtas({ title = 'Ready to talk about pet benefits?' }: { title?: string }) {
  return (
    <section aria-labelledby="audience-ctas" css={{ ...sectionPadding, background: colors.accentSoft }}>
      <Container>
        <h2 id="audience-ctas" css={sectionTitle}>
          {title}
        </h2>
        <div css={{ ...grid(2), marginTop: space(6) }}>
          <div css={ctaCard}>
            <h3 css={{ margin: 0, fontSize: '1.25rem', color: colors.ink }}>For HR and benefits teams</h3>
            <p css={copy}>
              Tell us about your team and your next enrollment window. We send a proposal with your group’s prices and a
              launch plan within two business days.
            </p>
            <div css={{ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
              <ButtonLink to={paths.contact} size="lg">
                Get a proposal
              </ButtonLink>
              <ButtonLink to={paths.hr} variant="secondary" size="lg">
                Read the HR guide
              </ButtonLink>
            </div>
          </div>
          <div css={ctaCard}>
            <h3 css={{ margin: 0, fontSize: '1.25rem', color: colors.ink }}>For brokers and consultants</h3>
            <p css={copy}>
              Add pet benefits to the packages you place: commission on every enrolled employee, quoting in a day and
              enrollment we run for you.
            </p>
            <div css={{ marginTop: 'auto' }}>
              <ButtonLink to={paths.brokers} variant="secondary" size="lg">
                The broker programme
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
