// /business/contact: an employer tells us about their organisation (company, name, work email, headcount,
// state, message) and gets a proposal. The form posts to POST /business/enquiries/.
import { colors, Container, mq, space, SUPPORT_EMAIL, usePageMeta } from '@tailwise/shared';
import { card, cardHeading } from '@tailwise/shared/layout';
import { Link } from 'react-router-dom';
import { EnquiryForm } from '../enquiry/EnquiryForm';
import { businessPagePaths as paths } from '../layout/business-paths';
import { businessMeta } from '../layout/page-meta';
import { PageHero } from '../layout/PageHero';
import { copy } from '../layout/styles';

const layout = {
  display: 'grid',
  gap: space(8),
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)', alignItems: 'start' },
} as const;

const NEXT_STEPS = [
  'A benefits specialist replies within two business days.',
  'You receive a written proposal: your group rate, the products, and a launch date that suits your calendar.',
  'If you go ahead, a 30-minute kickoff call and a census file are all we need from you.',
] as const;

export default function ContactPage() {
  usePageMeta(businessMeta.contact);
  return (
    <>
      <PageHero
        kicker="Contact our benefits team"
        title="Get a pet benefits proposal"
        lead={
          <p css={{ margin: 0 }}>
            Tell us about your organisation and we will come back with your group rate and a launch plan. No obligation,
            and no cost to you if you go ahead.
          </p>
        }
      />
      <Container css={{ paddingBlock: space(12) }}>
        <div css={layout}>
          <div css={card}>
            <EnquiryForm kind="EMPLOYER" />
          </div>
          <aside aria-labelledby="what-next" css={{ display: 'grid', gap: space(6) }}>
            <div css={card}>
              <h2 id="what-next" css={cardHeading}>
                What happens next
              </h2>
              <ol css={{ margin: `${space(3)} 0 0`, paddingLeft: space(5), color: colors.muted, lineHeight: 1.7 }}>
                {NEXT_STEPS.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
            <div css={{ ...card, background: colors.primarySoft, boxShadow: 'none' }}>
              <h2 css={cardHeading}>Other questions</h2>
              <p css={{ ...copy, marginTop: space(2), color: colors.ink }}>
                Brokers: see the <Link to={paths.brokers}>broker programme</Link>. Already offering Tailwise? Email{' '}
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Many answers are in the{' '}
                <Link to={paths.faq}>employer FAQ</Link>.
              </p>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}
