import { ButtonLink, colors, mq, space, usePageMeta } from '@tailwise/shared';
import { bodyText, card, cardHeading, grid, tableScroll } from '@tailwise/shared/layout';
import { Hero } from '@tailwise/shared/layout/hero';
import { Section } from '@tailwise/shared/layout/section';
import { Link } from 'react-router-dom';
import { COVER_START_RULE, waitingPeriodRows } from '@tailwise/shared/contract/cover';
import { formatWholeDollars } from '@tailwise/shared/format';
import { insurancePlansMeta } from '../../meta/insurance-plans';
import { checkList, Mark } from '../common/Check';
import { CtaBand } from '../common/CtaBand';
import { siteImages } from '../common/image-manifest';
import { ExamplePrice } from './ExamplePrice';
import { reimbursementFor } from './sample-quote';

const EXAMPLE_BILL = 2000;

/** What each waiting period holds back; its length and the start of cover come from the contract's one rule. */
const waitingExamples = {
  ACCIDENT: { heading: 'Accidents', example: 'Cuts, broken bones, swallowed objects, bites, poisoning' },
  ILLNESS: { heading: 'Illnesses', example: 'Infections, vomiting and diarrhoea, allergies, cancer, diabetes' },
  CRUCIATE_LIGAMENT: {
    heading: 'Cruciate ligament conditions',
    example: 'Torn or ruptured cruciate (knee) ligaments, in either leg',
  },
} as const;
const waitingPeriods = waitingPeriodRows().map((w) => ({ ...waitingExamples[w.kind], kind: w.kind, wait: w.length }));

const covered = [
  'Accidents and injuries: broken bones, cuts, bite wounds, swallowed objects, poisoning',
  'Illnesses: infections, vomiting and diarrhoea, ear and skin conditions, urinary problems',
  'Cancer, including surgery, chemotherapy and radiation',
  'Chronic conditions such as diabetes, allergies, arthritis and thyroid disease, year after year',
  'Hereditary and congenital conditions such as hip dysplasia and heart disease',
  'Diagnostics: bloodwork, X-rays, ultrasound, MRI and CT scans',
  'Surgery, hospital stays and prescription medication',
  'Emergency and specialist care, at any licensed vet in the US',
  'Dental injuries and the treatment of dental disease',
  'Exam fees for a sick or injured pet',
] as const;

const notCovered = [
  'Pre-existing conditions: anything that showed signs before cover began or during a waiting period',
  'Routine and preventive care such as check-ups, vaccines and parasite prevention (a wellness plan covers these)',
  'Routine dental cleanings',
  'Cosmetic or elective procedures, such as tail docking or ear cropping',
  'Breeding, pregnancy and birth',
  'Food, supplements, grooming and boarding',
] as const;

// A phone shows the short form of the headings and cells ("90% back", "$1,575"), so the table fits at 360 px.
const wideOnly = { display: 'none', [mq.sm]: { display: 'inline' } } as const;
const narrowOnly = { [mq.sm]: { display: 'none' } } as const;

const th = {
  textAlign: 'left',
  padding: `${space(3)} ${space(2)}`,
  fontSize: '0.875rem',
  [mq.sm]: { padding: `${space(3)} ${space(3)}`, fontSize: '1rem' },
  background: colors.primarySoft,
  color: colors.ink,
  fontWeight: 700,
} as const;
const td = {
  padding: `${space(3)} ${space(2)}`,
  fontSize: '0.875rem',
  [mq.sm]: { padding: `${space(3)} ${space(3)}`, fontSize: '1rem' },
  borderTop: `1px solid ${colors.border}`,
  fontVariantNumeric: 'tabular-nums',
} as const;

export default function InsurancePlansPage() {
  usePageMeta(insurancePlansMeta);
  return (
    <>
      <Hero
        eyebrow="Accident and illness insurance"
        title="Pet insurance plans"
        lead={
          <p css={{ margin: 0 }}>
            One simple plan for dogs and cats that covers new accidents and illnesses at any licensed vet. You choose
            your deductible and how much of each bill we pay back, and we show you exactly how your price changes before
            you buy.
          </p>
        }
        actions={
          <>
            <ButtonLink to="/start" size="lg">
              Get your quote
            </ButtonLink>
            <ButtonLink to="#example-price" size="lg" variant="secondary">
              See an example price
            </ButtonLink>
          </>
        }
        image={{ ...siteImages.vetExam, alt: 'A smiling vet beside a beagle sitting on an exam table' }}
      />

      <Section
        id="how-it-works"
        eyebrow="How your plan works"
        title="Three choices shape your cover"
        intro={
          <p css={{ margin: 0 }}>
            Your deductible, your reimbursement level and your yearly benefit decide what you pay each month and what
            you get back.
          </p>
        }
      >
        <div css={grid(1, 3)}>
          <article css={card} aria-labelledby="deductible-title">
            <h3 id="deductible-title" css={cardHeading}>
              Deductible: $250, $500 or $1,000
            </h3>
            <p css={{ ...bodyText, marginTop: space(3) }}>
              The part of each policy year’s eligible vet bills you pay before we start reimbursing. It applies once a
              year, not per condition. A lower deductible means money back sooner and a higher monthly price.
            </p>
          </article>
          <article css={card} aria-labelledby="reimbursement-title">
            <h3 id="reimbursement-title" css={cardHeading}>
              Reimbursement: 80%, 90% or 100%
            </h3>
            <p css={{ ...bodyText, marginTop: space(3) }}>
              After your deductible, we pay back this share of each eligible bill. Your share, called coinsurance, is
              20%, 10% or 0%. In California our plan is offered with 80% or 90% reimbursement (see the{' '}
              <Link to="/disclosure/ca">California disclosure</Link>).
            </p>
          </article>
          <article css={card} aria-labelledby="benefit-title">
            <h3 id="benefit-title" css={cardHeading}>
              Yearly benefit: $10,000 or unlimited
            </h3>
            <p css={{ ...bodyText, marginTop: space(3) }}>
              The most we pay in a policy year. Most pets never come close to $10,000 in a year; an unlimited benefit
              costs a little more and means there is no ceiling at all.
            </p>
          </article>
        </div>

        <h3 css={{ ...cardHeading, marginTop: space(12) }} id="reimbursement-table-title">
          What a {formatWholeDollars(EXAMPLE_BILL)} vet bill pays back
        </h3>
        <p css={{ ...bodyText, marginTop: space(2) }}>
          For the first claim of a policy year, before the deductible has been met.
        </p>
        {/* Fits a 360 px phone (short headings, tighter cells); on anything narrower it scrolls, with the cue. */}
        <div
          role="region"
          aria-labelledby="reimbursement-table-title"
          tabIndex={0}
          css={{ ...tableScroll, marginTop: space(4) }}
        >
          <table aria-labelledby="reimbursement-table-title" css={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <th scope="col" css={th}>
                  Deductible
                </th>
                {[0, 10, 20].map((c) => (
                  <th key={c} scope="col" css={{ ...th, textAlign: 'right' }}>
                    {100 - c}%<span css={wideOnly}> reimbursement</span>
                    <span css={narrowOnly}> back</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[250, 500, 1000].map((d) => (
                <tr key={d}>
                  <th scope="row" css={{ ...td, textAlign: 'left', fontWeight: 600 }}>
                    {formatWholeDollars(d)}
                  </th>
                  {[0, 10, 20].map((c) => (
                    <td key={c} css={{ ...td, textAlign: 'right' }}>
                      {formatWholeDollars(reimbursementFor(EXAMPLE_BILL, d, c))}
                      <span css={wideOnly}> back</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section
        id="waiting-periods"
        tone="surface"
        eyebrow="Waiting periods"
        title="When your cover starts"
        intro={
          <p css={{ margin: 0 }}>
            {COVER_START_RULE}, and each kind of condition has a short waiting period, counted from that day. Anything
            that happens or shows signs during a waiting period is treated as pre-existing.
          </p>
        }
      >
        <ul css={{ ...grid(1, 3), listStyle: 'none', margin: 0, padding: 0 }}>
          {waitingPeriods.map((w) => (
            <li key={w.kind} css={{ ...card, borderTop: `6px solid ${colors.accent}` }}>
              <p css={{ margin: 0, fontSize: '2rem', fontWeight: 800, color: colors.ink }}>{w.wait}</p>
              <h3 css={{ ...cardHeading, marginTop: space(2) }}>{w.heading}</h3>
              <p css={{ ...bodyText, marginTop: space(2) }}>{w.example}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="covered" eyebrow="What’s covered" title="Covered and not covered">
        <div css={{ display: 'grid', gap: space(6), [mq.lg]: { gridTemplateColumns: '1fr 1fr' } }}>
          <div css={card}>
            <h3 css={cardHeading}>What we cover</h3>
            <ul css={{ ...checkList, marginTop: space(5) }}>
              {covered.map((item) => (
                <li key={item}>
                  <Mark />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div css={card}>
            <h3 css={cardHeading}>What we don’t cover</h3>
            <ul css={{ ...checkList, marginTop: space(5) }}>
              {notCovered.map((item) => (
                <li key={item}>
                  <Mark kind="no" />
                  {item}
                </li>
              ))}
            </ul>
            <p css={{ ...bodyText, marginTop: space(6) }}>
              Routine care is what our <Link to="/pet-wellness-plans">wellness plans</Link> are for. Your policy lists
              every exclusion; our <Link to="/faq#what-is-not-covered">FAQ</Link> explains the most common ones.
            </p>
          </div>
        </div>
      </Section>

      <Section
        id="example-price"
        tone="soft"
        eyebrow="Try it"
        title="An example price, live"
        intro={
          <p css={{ margin: 0 }}>
            Change the options for one of our sample pets and see the monthly price our pricing gives today.
          </p>
        }
      >
        <ExamplePrice />
      </Section>

      <CtaBand
        title="See the price for your own pet"
        text="Your quote takes about two minutes, and you can compare every deductible and reimbursement level before you buy."
      />
    </>
  );
}
