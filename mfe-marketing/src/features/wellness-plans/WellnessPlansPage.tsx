import { ButtonLink, space, usePageMeta } from '@tailwise/shared';
import { bodyText, card, cardHeading, grid } from '@tailwise/shared/layout';
import { Hero } from '@tailwise/shared/layout/hero';
import { Section } from '@tailwise/shared/layout/section';
import { Link } from 'react-router-dom';
import { wellnessPlansMeta } from '../../meta/wellness-plans';
import { CtaBand } from '../common/CtaBand';
import { siteImages } from '../common/image-manifest';
import { WellnessComparison } from './WellnessComparison';

const steps = [
  {
    title: 'Choose a plan',
    text: 'Pick Essential, Classic or Premium for each pet. You can buy a wellness plan on its own or alongside insurance.',
  },
  {
    title: 'Visit your vet',
    text: 'Book check-ups, vaccines and tests at any licensed vet, on your schedule. Pay the clinic as usual.',
  },
  {
    title: 'Claim in a minute',
    text: 'Send us a photo of the receipt. We reimburse each service up to its yearly allowance, with no deductible.',
  },
] as const;

export default function WellnessPlansPage() {
  usePageMeta(wellnessPlansMeta);
  return (
    <>
      <Hero
        eyebrow="Routine care, made predictable"
        title="Pet wellness plans"
        lead={
          <p css={{ margin: 0 }}>
            Check-ups, vaccines, parasite prevention and screening tests keep your pet healthy, and they add up. A
            Tailwise wellness plan turns them into one small monthly payment, with a yearly allowance for each service.
            No deductible, no waiting period.
          </p>
        }
        actions={
          <>
            <ButtonLink to="/start" size="lg">
              Get your quote
            </ButtonLink>
            <ButtonLink to="/wellness" size="lg" variant="secondary">
              Add to an existing policy
            </ButtonLink>
          </>
        }
        image={{
          ...siteImages.wellnessCheckup,
          alt: 'A vet waving beside a grey cat on an exam table, with a checklist and vaccine vials',
        }}
      />

      <Section
        id="compare"
        eyebrow="Compare plans"
        title="Three tiers, side by side"
        intro={
          <p css={{ margin: 0 }}>
            Prices and allowances for dogs and cats, straight from our current plans. Each allowance is the most we
            reimburse for that service in a plan year.
          </p>
        }
      >
        <WellnessComparison />
        <p css={{ ...bodyText, marginTop: space(6), fontSize: '0.9375rem' }}>
          Wellness plans are not insurance. Unused allowances don’t carry over to the next plan year. See{' '}
          <Link to="/faq#how-do-wellness-allowances-work">how allowances work</Link>.
        </p>
      </Section>

      <Section
        id="how-wellness-works"
        tone="surface"
        eyebrow="How it works"
        title="Routine care without the big spring bill"
      >
        <ol css={{ ...grid(3), listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.map((step, i) => (
            <li key={step.title} css={card}>
              <p css={{ margin: 0, fontWeight: 800, fontSize: '1.5rem', color: '#9a5b0b' }}>
                {String(i + 1).padStart(2, '0')}
              </p>
              <h3 css={{ ...cardHeading, marginTop: space(2) }}>{step.title}</h3>
              <p css={{ ...bodyText, marginTop: space(2) }}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="wellness-and-insurance"
        eyebrow="Better together"
        title="Wellness plans and insurance do different jobs"
      >
        <div css={grid(2)}>
          <div css={card}>
            <h3 css={cardHeading}>A wellness plan</h3>
            <p css={{ ...bodyText, marginTop: space(2) }}>
              Pays for the care you know is coming: the yearly exam, boosters, flea, tick and heartworm prevention, and
              screening tests that catch problems early.
            </p>
          </div>
          <div css={card}>
            <h3 css={cardHeading}>Pet insurance</h3>
            <p css={{ ...bodyText, marginTop: space(2) }}>
              Pays for what you can’t see coming: accidents and illnesses, from a swallowed toy to cancer treatment.{' '}
              <Link to="/pet-insurance-plans">See how insurance works</Link>.
            </p>
          </div>
        </div>
      </Section>

      <CtaBand
        title="Keep up with routine care, for less each month"
        text="New to Tailwise? Get a quote for insurance, wellness or both. Already with us? Add a wellness plan to any pet on your account."
      />
    </>
  );
}
