// /business/brokers: the broker programme (what brokers earn, what we do for their clients, how to
// quote) and the broker enquiry form, which posts to POST /business/enquiries/ as a BROKER enquiry.
import { colors, Container, mq, space, usePageMeta } from '@tailwise/shared';
import { card, cardHeading, grid, plainList, sectionPadding } from '@tailwise/shared/layout';
import { Link } from 'react-router-dom';
import { EnquiryForm } from '../enquiry/EnquiryForm';
import { businessPagePaths as paths } from '../layout/business-paths';
import { businessMeta } from '../layout/page-meta';
import { PageHero } from '../layout/PageHero';
import { copy, sectionTitle, tintedBand } from '../layout/styles';

const PROGRAMME = [
  {
    title: 'Commission on every enrollment',
    text: 'A recurring commission on the premium of every employee your clients enroll, paid monthly for as long as they stay covered, including after they leave the employer.',
  },
  {
    title: 'Quotes in one business day',
    text: 'Send a census or just a headcount and state: you get group rates and a proposal in your client’s name the next business day.',
  },
  {
    title: 'We run enrollment',
    text: 'Enrollment pages, employee communications, the member helpline, claims and the payroll file. Your client’s HR team loads one file per pay period.',
  },
  {
    title: 'Your own broker desk',
    text: 'A named account manager, co-branded materials and a quarterly participation report for each client, ready for your renewal meetings.',
  },
] as const;

const QUOTING = [
  'Send the client’s headcount, state and the products they want (insurance, wellness or both).',
  'We return the group rate and a proposal within one business day.',
  'Once the client signs, we schedule the kickoff and you stay copied on every step.',
] as const;

const formLayout = {
  display: 'grid',
  gap: space(8),
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', alignItems: 'start' },
} as const;

export default function BrokersPage() {
  usePageMeta(businessMeta.brokers);
  return (
    <>
      <PageHero
        kicker="For brokers and consultants"
        title="Add pet benefits to every package you place"
        lead={
          <p css={{ margin: 0 }}>
            A voluntary benefit your clients can offer at no cost to them, that employees ask for by name, and that pays
            you for every enrollment. We do the work; you keep the relationship.
          </p>
        }
      />
      <section aria-labelledby="programme" css={sectionPadding}>
        <Container>
          <h2 id="programme" css={sectionTitle}>
            The broker programme
          </h2>
          <ul css={{ ...plainList, ...grid(2, 4), marginTop: space(6) }}>
            {PROGRAMME.map((item) => (
              <li key={item.title} css={card}>
                <h3 css={cardHeading}>{item.title}</h3>
                <p css={{ ...copy, marginTop: space(2) }}>{item.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="quoting" css={tintedBand}>
        <Container>
          <h2 id="quoting" css={sectionTitle}>
            Quoting a client
          </h2>
          <ol css={{ margin: `${space(5)} 0 0`, paddingLeft: space(6), color: colors.ink, lineHeight: 1.8 }}>
            {QUOTING.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p css={{ ...copy, marginTop: space(4) }}>
            Your clients’ HR teams will want the <Link to={paths.hr}>HR guide</Link>; the{' '}
            <Link to={paths.faq}>FAQ</Link> answers brokers’ questions on commission and licensing.
          </p>
        </Container>
      </section>
      <section aria-labelledby="broker-enquiry-intro" css={sectionPadding}>
        <Container>
          <div css={formLayout}>
            <div>
              <h2 id="broker-enquiry-intro" css={sectionTitle}>
                Become a Tailwise broker
              </h2>
              <p css={{ ...copy, marginTop: space(3) }}>
                Tell us about your agency. Our broker team replies within two business days with the broker agreement,
                the commission schedule and a quoting kit. You need an active producer licence in your state.
              </p>
            </div>
            <div css={card}>
              <EnquiryForm kind="BROKER" />
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
