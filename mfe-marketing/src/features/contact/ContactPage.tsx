import { colors, Container, mq, radii, space, SUPPORT_EMAIL, usePageMeta } from '@tailwise/shared';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@tailwise/shared/site-config';
import { card } from '@tailwise/shared/layout';
import { PageHeader } from '@tailwise/shared/layout/page-header';
import { Link } from 'react-router-dom';
import { contactMeta } from '../../meta/contact';
import { CtaBand } from '../common/CtaBand';
import { ContactForm } from './ContactForm';
import { ServiceHours } from './ServiceHours';

export default function ContactPage() {
  usePageMeta(contactMeta);
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="We’re here to help"
        lead="Questions about a quote, your cover, a claim or a bill? Call us during opening hours, or send a message any time and we’ll reply within one business day."
      />
      <Container css={{ paddingBlock: space(12) }}>
        <div
          css={{
            display: 'grid',
            gap: space(8),
            [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)', alignItems: 'start' },
          }}
        >
          <div css={card}>
            <ContactForm />
          </div>
          <aside aria-labelledby="other-ways" css={{ display: 'grid', gap: space(6) }}>
            <div css={card}>
              <h2 id="other-ways" css={{ margin: 0, fontSize: '1.5rem', color: colors.ink }}>
                Other ways to reach us
              </h2>
              <dl
                css={{
                  margin: `${space(4)} 0 0`,
                  display: 'grid',
                  gap: space(3),
                  dt: { fontWeight: 700, color: colors.ink },
                  dd: { margin: 0 },
                }}
              >
                <div>
                  <dt>Phone</dt>
                  <dd>
                    <a href={SUPPORT_PHONE_HREF} css={{ fontSize: '1.25rem', fontWeight: 700 }}>
                      {SUPPORT_PHONE}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>
                    <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
                  </dd>
                </div>
              </dl>
              <div css={{ marginTop: space(6), paddingTop: space(6), borderTop: `1px solid ${colors.border}` }}>
                <ServiceHours />
              </div>
            </div>
            <div css={{ ...card, background: colors.accentSoft, border: 0, borderRadius: radii.lg }}>
              <h2 css={{ margin: 0, fontSize: '1.125rem', color: colors.ink }}>Quicker answers</h2>
              <ul css={{ margin: `${space(3)} 0 0`, paddingLeft: space(5), lineHeight: 1.9 }}>
                <li>
                  <Link to="/faq#how-do-claims-work">How claims work</Link>
                </li>
                <li>
                  <Link to="/dashboard/claims">Check a claim</Link> (sign in)
                </li>
                <li>
                  <Link to="/faq#how-do-i-cancel">Cancelling a policy</Link>
                </li>
                <li>
                  <Link to="/faq">All questions</Link>
                </li>
              </ul>
              <p css={{ margin: `${space(3)} 0 0`, color: colors.ink, lineHeight: 1.6 }}>
                <strong>Pet emergency?</strong> Call your vet or the nearest emergency animal hospital first. You can
                claim afterwards.
              </p>
            </div>
          </aside>
        </div>
      </Container>
      <CtaBand
        title="Not with Tailwise yet?"
        text="See a price for your dog or cat in about two minutes, with no account and no phone call needed."
      />
    </>
  );
}
