// /business: the case for pet benefits, how payroll deduction works, what it costs an employee per
// paycheck (live prices), the group discount, and the way in for HR teams and brokers.
import { ButtonLink, colors, Container, space, usePageMeta } from '@tailwise/shared';
import { card, cardHeading, grid, plainList, sectionPadding } from '@tailwise/shared/layout';
import { Link } from 'react-router-dom';
import { AudienceCtas } from '../layout/AudienceCtas';
import { businessPagePaths as paths, groupSuccessPath } from '../layout/business-paths';
import { businessMeta } from '../layout/page-meta';
import { PageHero } from '../layout/PageHero';
import { copy, sectionTitle, tintedBand } from '../layout/styles';
import { PaycheckPrices } from '../prices/PaycheckPrices';
import { PAYROLL_STEPS, REASONS, GROUP_DISCOUNT_POINTS } from './home-content';

const stepNumber = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: '50%',
  background: colors.primary,
  color: colors.surface,
  fontWeight: 800,
} as const;

export default function HomePage() {
  usePageMeta(businessMeta.home);
  return (
    <>
      <PageHero
        kicker="Pet benefits for employers"
        title="The benefit your pet parents will actually use"
        lead={
          <p css={{ margin: 0 }}>
            Offer Tailwise pet insurance and wellness plans as a voluntary benefit. Employees enroll in minutes and pay
            by payroll deduction at a group rate. There is no cost to you, and we run enrollment, billing and claims.
          </p>
        }
        actions={
          <>
            <ButtonLink to={paths.contact} size="lg">
              Get a proposal
            </ButtonLink>
            <ButtonLink to={paths.hr} variant="secondary" size="lg">
              How launch works
            </ButtonLink>
          </>
        }
      />

      <section aria-labelledby="why" css={sectionPadding}>
        <Container>
          <h2 id="why" css={sectionTitle}>
            Why offer pet benefits
          </h2>
          <p css={{ ...copy, marginTop: space(3), maxWidth: '46rem', fontSize: '1.0625rem' }}>
            About two in three US households have a pet, and an unexpected vet bill is one of the most common financial
            shocks employees face. A pet benefit answers a need people feel every month.
          </p>
          <ul css={{ ...plainList, ...grid(2, 4), marginTop: space(8) }}>
            {REASONS.map((reason) => (
              <li key={reason.title} css={card}>
                <h3 css={cardHeading}>{reason.title}</h3>
                <p css={{ ...copy, marginTop: space(2) }}>{reason.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="payroll" css={tintedBand}>
        <Container>
          <h2 id="payroll" css={sectionTitle}>
            How payroll deduction works
          </h2>
          <ol css={{ ...plainList, ...grid(2, 4), marginTop: space(8) }}>
            {PAYROLL_STEPS.map((step, i) => (
              <li key={step.title}>
                <span css={stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <h3 css={{ ...cardHeading, marginTop: space(3) }}>{step.title}</h3>
                <p css={{ ...copy, marginTop: space(2) }}>{step.text}</p>
              </li>
            ))}
          </ol>
          <p css={{ ...copy, marginTop: space(6) }}>
            The <Link to={`${paths.hr}#payroll-files`}>HR guide</Link> shows the deduction file column by column.
          </p>
        </Container>
      </section>

      <section aria-labelledby="prices" css={sectionPadding}>
        <Container>
          <div css={grid(2)}>
            <div>
              <h2 id="prices" css={sectionTitle}>
                What it costs per paycheck
              </h2>
              <p css={{ ...copy, marginTop: space(3) }}>
                Each employee chooses their own cover and pays for it themselves, so the price depends on their pet,
                where they live and the options they pick. These are today’s prices for three typical pets, straight
                from our rating engine.
              </p>
              <p css={{ ...copy, marginTop: space(3) }}>
                Wellness plans for routine care (check-ups, vaccines, dental) can be added on top, and a second pet gets
                10% off.
              </p>
            </div>
            <div css={card}>
              <PaycheckPrices />
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="group-discount" css={tintedBand}>
        <Container>
          <h2 id="group-discount" css={sectionTitle}>
            The group discount
          </h2>
          <div css={{ ...grid(3), marginTop: space(6) }}>
            {GROUP_DISCOUNT_POINTS.map((point) => (
              <div key={point.title} css={card}>
                <h3 css={cardHeading}>{point.title}</h3>
                <p css={{ ...copy, marginTop: space(2) }}>{point.text}</p>
              </div>
            ))}
          </div>
          <p css={{ ...copy, marginTop: space(6) }}>
            See it in action: the <Link to={groupSuccessPath('city-of-philadelphia')}>City of Philadelphia</Link> and{' '}
            <Link to={groupSuccessPath('fenwick')}>Fenwick</Link> benefits pages.
          </p>
        </Container>
      </section>

      <AudienceCtas />
    </>
  );
}
