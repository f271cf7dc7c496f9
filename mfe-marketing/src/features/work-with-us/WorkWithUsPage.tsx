import { ButtonLink, colors, mq, space, usePageMeta } from '@tailwise/shared';
import { bodyText, card, cardHeading, grid } from '@tailwise/shared/layout';
import { Hero } from '@tailwise/shared/layout/hero';
import { Section } from '@tailwise/shared/layout/section';
import { Link } from 'react-router-dom';
import { workWithUsMeta } from '../../meta/work-with-us';
import { checkList, Mark } from '../common/Check';
import { CtaBand } from '../common/CtaBand';
import { siteImages } from '../common/image-manifest';

const clinicBenefits = [
  'Direct pay: we pay our share straight to your clinic, so clients only pay their part at checkout',
  'Claim decisions for partner clinics within 2 business days, most the same day',
  'Estimates checked before treatment, so clients can say yes with confidence',
  'Records and invoices sent once, from your practice software or our clinic portal',
  'A named partnerships manager and free training for your front desk',
  'No fees, no contracts and no change to how you practise medicine',
] as const;

const steps = [
  {
    title: 'Tell us about your clinic',
    text: 'Send us a message with your clinic name and the best person to talk to. We reply within one business day.',
  },
  {
    title: 'Meet your partnerships manager',
    text: 'A short call to set up direct pay, connect your practice software and agree how you’d like to send records.',
  },
  {
    title: 'Start seeing the difference',
    text: 'Your team gets a training session and a clinic guide; your clients get faster answers and smaller bills at the desk.',
  },
] as const;

const partners = [
  {
    title: 'Employers',
    text: 'Offer Tailwise as a voluntary benefit with group pricing and payroll deduction. No cost to your company, and minimal admin for HR.',
    to: '/business',
    cta: 'Pet benefits for employers',
  },
  {
    title: 'Benefits brokers',
    text: 'Quote, install and service groups with dedicated broker support, commission and enrolment materials ready to send.',
    to: '/business/brokers',
    cta: 'Tailwise for brokers',
  },
  {
    title: 'Shelters and rescues',
    text: 'Give adopters a head start: partner shelters can offer new families a discounted first month, and we support your adoption events.',
    to: '/contact?topic=partnership',
    cta: 'Talk to us about shelters',
  },
  {
    title: 'Brands and affiliates',
    text: 'Pet brands, breeders’ associations and creators can partner with us on content and offers that genuinely help pet parents.',
    to: '/contact?topic=partnership',
    cta: 'Propose a partnership',
  },
] as const;

export default function WorkWithUsPage() {
  usePageMeta(workWithUsMeta);
  return (
    <>
      <Hero
        eyebrow="Work with us"
        title="Partner with Tailwise"
        lead={
          <p css={{ margin: 0 }}>
            Vet clinics, employers, brokers, shelters and brands: we work with the people pet parents already trust, to
            make good care easier to say yes to.
          </p>
        }
        actions={
          <>
            <ButtonLink to="#vet-clinics" size="lg">
              For vet clinics
            </ButtonLink>
            <ButtonLink to="/contact?topic=partnership" size="lg" variant="secondary">
              Contact partnerships
            </ButtonLink>
          </>
        }
        image={{
          ...siteImages.vetClinic,
          alt: 'A veterinary clinic building with a dog owner and dogs walking outside',
        }}
      />

      <Section
        id="vet-clinics"
        eyebrow="Vet clinic partnership"
        title="Less paperwork for your team, smaller bills at the desk"
        intro={
          <p css={{ margin: 0 }}>
            Cost is the most common reason clients decline recommended care. Partner clinics let Tailwise customers pay
            only their share at checkout, and get decisions fast enough to go ahead with treatment today.
          </p>
        }
      >
        <div
          css={{ display: 'grid', gap: space(8), [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' } }}
        >
          <ul css={checkList}>
            {clinicBenefits.map((b) => (
              <li key={b}>
                <Mark />
                {b}
              </li>
            ))}
          </ul>
          <div css={{ ...card, background: colors.primarySoft, border: 0 }}>
            <h3 css={cardHeading}>How to join</h3>
            <ol css={{ margin: `${space(4)} 0 0`, paddingLeft: space(5), display: 'grid', gap: space(4) }}>
              {steps.map((s) => (
                <li key={s.title}>
                  <strong css={{ color: colors.ink }}>{s.title}.</strong>{' '}
                  <span css={{ color: colors.muted }}>{s.text}</span>
                </li>
              ))}
            </ol>
            <div css={{ marginTop: space(6) }}>
              <ButtonLink to="/contact?topic=partnership">Become a partner clinic</ButtonLink>
            </div>
          </div>
        </div>
      </Section>

      <Section
        id="other-partners"
        tone="surface"
        eyebrow="More ways to partner"
        title="Employers, brokers, shelters and brands"
      >
        <div css={grid(2, 4)}>
          {partners.map((p) => (
            <div key={p.title} css={{ ...card, display: 'flex', flexDirection: 'column' }}>
              <h3 css={cardHeading}>{p.title}</h3>
              <p css={{ ...bodyText, marginTop: space(2), flex: 1 }}>{p.text}</p>
              <Link to={p.to} css={{ marginTop: space(4), fontWeight: 600 }}>
                {p.cta}
              </Link>
            </div>
          ))}
        </div>
      </Section>

      <CtaBand
        title="A pet parent yourself?"
        text="Get a quote for your own dog or cat in about two minutes, or add wellness to a pet you already cover."
      />
    </>
  );
}
