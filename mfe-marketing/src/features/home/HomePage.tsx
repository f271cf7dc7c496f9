import { ButtonLink, colors, mq, QueryScope, radii, space, usePageMeta, visuallyHidden } from '@tailwise/shared';
import { bodyText, card, cardHeading, grid } from '@tailwise/shared/layout';
import { Hero } from '@tailwise/shared/layout/hero';
import { Section } from '@tailwise/shared/layout/section';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { homeMeta } from '../../meta/home';
import { checkList, Mark } from '../common/Check';
import { CtaBand } from '../common/CtaBand';
import { siteImages } from '../common/image-manifest';
import { homeFaqTeaser } from './home-faq-teaser';
import { HomeReviewsPlaceholder } from './home-reviews-placeholder';
import { HomePriceExample } from './HomePriceExample';
import { HomeQuoteCta } from './HomeQuoteCta';

// Reviews come from the API with React Query, loaded after the page renders (as the live price is).
const HomeReviews = lazy(() => import(/* webpackChunkName: "home-reviews" */ './HomeReviews'));

const steps = [
  {
    title: 'Tell us about your pet',
    text: 'Species, breed, age and your ZIP code. That’s all we need to show you a price: no account, no phone call.',
  },
  {
    title: 'Choose your cover',
    text: 'Pick a deductible and reimbursement level that fits your budget, and add a wellness plan for routine care if you like.',
  },
  {
    title: 'Visit any vet, then claim',
    text: 'Pay your vet as usual, snap a photo of the invoice, and get reimbursed by direct deposit. Most claims are decided within 5 business days.',
  },
] as const;

const plans = [
  {
    title: 'Pet insurance',
    tagline: 'For the bills you can’t predict',
    to: '/pet-insurance-plans',
    cta: 'How insurance works',
    points: [
      'Accidents and illnesses, from swallowed socks to cancer care',
      'Up to 100% of eligible vet bills back after your deductible',
      'Emergency hospitals and specialists included',
      'Chronic and hereditary conditions covered when they start after enrolment',
    ],
  },
  {
    title: 'Wellness plans',
    tagline: 'For the care you can plan',
    to: '/pet-wellness-plans',
    cta: 'Compare wellness plans',
    points: [
      'Check-ups, vaccines, parasite prevention and screening tests',
      'A yearly allowance for each service, with no deductible',
      'Premium includes a dental cleaning allowance',
      'On its own or alongside insurance',
    ],
  },
] as const;

const promises = [
  'Any licensed vet in the US',
  'No upper age limit',
  'Cancel any time',
  'Never priced up for claiming',
] as const;

export default function HomePage() {
  usePageMeta(homeMeta);
  return (
    <>
      <Hero
        eyebrow="Pet insurance and wellness plans"
        title="Say yes to the vet, every time"
        lead={
          <p css={{ margin: 0 }}>
            Tailwise reimburses up to 100% of eligible vet bills when your dog or cat has an accident or gets sick, and
            our wellness plans spread routine care into easy monthly payments. See your price in about two minutes.
          </p>
        }
        actions={
          <>
            <HomeQuoteCta />
            <ButtonLink to="/wellness" size="lg" variant="secondary">
              Existing customer? Add wellness
            </ButtonLink>
          </>
        }
        image={{ ...siteImages.heroDogAndCat, alt: 'A happy golden dog and a ginger cat sitting side by side at home' }}
      >
        <ul
          aria-label="Why pet parents choose Tailwise"
          css={{ ...checkList, marginTop: space(8), gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}
        >
          {promises.map((p) => (
            <li key={p}>
              <Mark />
              {p}
            </li>
          ))}
        </ul>
      </Hero>

      <Section id="how-it-works" eyebrow="How it works" title="Covered in three simple steps">
        <ol css={{ ...grid(3), listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.map((step, i) => (
            <li key={step.title} css={card}>
              <span
                aria-hidden="true"
                css={{
                  display: 'inline-flex',
                  width: 40,
                  height: 40,
                  alignItems: 'center',
                  justifyContent: 'center',
                  borderRadius: radii.pill,
                  background: colors.primary,
                  color: '#fff',
                  fontWeight: 700,
                }}
              >
                {i + 1}
              </span>
              <h3 css={{ ...cardHeading, marginTop: space(4) }}>{step.title}</h3>
              <p css={{ ...bodyText, marginTop: space(2) }}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="insurance-or-wellness"
        tone="surface"
        eyebrow="Insurance or wellness?"
        title="Two kinds of cover, one for each kind of vet bill"
        intro={
          <p css={{ margin: 0 }}>
            Insurance protects you from the big, unexpected bills. A wellness plan makes the routine ones predictable.
            Many pet parents choose both.
          </p>
        }
      >
        <div css={grid(2)}>
          {plans.map((plan) => (
            <article
              key={plan.title}
              css={{ ...card, display: 'flex', flexDirection: 'column' }}
              aria-labelledby={`plan-${plan.to.slice(1)}`}
            >
              <h3 id={`plan-${plan.to.slice(1)}`} css={{ ...cardHeading, fontSize: '1.5rem' }}>
                {plan.title}
              </h3>
              <p css={{ margin: `${space(1)} 0 ${space(5)}`, color: colors.primary, fontWeight: 600 }}>
                {plan.tagline}
              </p>
              <ul css={{ ...checkList, flex: 1 }}>
                {plan.points.map((point) => (
                  <li key={point}>
                    <Mark />
                    {point}
                  </li>
                ))}
              </ul>
              <div css={{ marginTop: space(6) }}>
                <ButtonLink to={plan.to} variant="secondary">
                  {plan.cta}
                </ButtonLink>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section
        id="price-example"
        eyebrow="A price example"
        title="What Tailwise costs, and what it pays"
        intro={
          <p css={{ margin: 0 }}>A real price for a sample pet, and how a claim for a common emergency works out.</p>
        }
      >
        <HomePriceExample />
        <p css={{ margin: `${space(6)} 0 0` }}>
          <Link to="/pet-insurance-plans#example-price">Try other deductibles and reimbursement levels</Link>
        </p>
      </Section>

      <Section id="reviews" tone="soft" eyebrow="Reviews" title="Pet parents on Tailwise">
        <QueryScope defer fallback={<HomeReviewsPlaceholder />}>
          <HomeReviews />
        </QueryScope>
        <p css={{ margin: `${space(6)} 0 0` }}>
          <Link to="/reviews">Read all reviews</Link>
        </p>
      </Section>

      <Section id="faq-teaser" eyebrow="Questions" title="Good questions, straight answers">
        <div css={{ display: 'grid', gap: space(4), [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
          {homeFaqTeaser.map((item) => (
            <div key={item.id} css={{ ...card, padding: space(5) }}>
              <h3 css={{ ...cardHeading, fontSize: '1.125rem' }}>{item.question}</h3>
              <p css={{ ...bodyText, marginTop: space(2) }}>{item.summary}</p>
              <Link to={`/faq#${item.id}`} css={{ display: 'inline-block', marginTop: space(3), fontWeight: 600 }}>
                Read the full answer<span css={visuallyHidden}>: {item.question}</span>
              </Link>
            </div>
          ))}
        </div>
        <p css={{ margin: `${space(6)} 0 0` }}>
          <Link to="/faq">See all questions</Link>
        </p>
      </Section>

      <CtaBand />
    </>
  );
}
