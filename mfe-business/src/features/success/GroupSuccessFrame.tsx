// The group benefits page's layout, filled (success) or as a skeleton (before the data; the prerendered
// page). Every block has the same size either way, so the data arrives without moving anything.
import { ButtonLink, colors, Container, mq, radii, space, SUPPORT_EMAIL, visuallyHidden } from '@tailwise/shared';
import { card, cardHeading, eyebrow, grid, plainList, sectionPadding } from '@tailwise/shared/layout';
import { Link } from 'react-router-dom';
import { businessPagePaths as paths } from '../layout/business-paths';
import { copy, sectionTitle, titleStyle } from '../layout/styles';
import type { GroupSuccess } from './group-success-model';

const LOGO = { width: 180, height: 72 } as const;

const heroBand = {
  background: colors.primarySoft,
  paddingBlock: space(10),
  [mq.md]: { paddingBlock: space(14) },
} as const;
/** Two lines of the title on a phone, one from 768 px: a group name of any usual length fits either way. */
const titleBox = { ...titleStyle, minHeight: '2.2em', [mq.md]: { minHeight: '1.1em' } } as const;
/** Three lines of the lead on a phone, two from 768 px: the sentence with any usual group name fits either way. */
const leadBox = {
  ...copy,
  marginTop: space(4),
  maxWidth: '46rem',
  fontSize: '1.125rem',
  minHeight: '5em',
  [mq.md]: { minHeight: '3.3em' },
} as const;
const productCard = { ...card, minHeight: 150 } as const;
const promoBox = {
  ...card,
  minHeight: 120,
  background: colors.accentSoft,
  border: 0,
  boxShadow: 'none',
  display: 'grid',
  alignContent: 'center',
  gap: space(2),
} as const;
const stepsBox = { minHeight: 200 } as const;

function Bar({ width, height = 20 }: { width: string; height?: number }) {
  return (
    <span
      aria-hidden="true"
      css={{ display: 'block', width, height, borderRadius: radii.sm, background: colors.border, marginTop: space(2) }}
    />
  );
}

interface FrameProps {
  success?: GroupSuccess;
  /** The group could not be loaded (not a 404): say so in the page's own frame. */
  failed?: boolean;
}

export function GroupSuccessFrame({ success, failed = false }: FrameProps) {
  const ready = Boolean(success);
  return (
    <div aria-busy={!ready && !failed}>
      <section aria-labelledby="page-title" css={heroBand}>
        <Container>
          <div css={{ ...LOGO, display: 'flex', alignItems: 'center' }}>
            {success?.logoUrl ? (
              <img
                src={success.logoUrl}
                alt={`${success.name} logo`}
                width={LOGO.width}
                height={LOGO.height}
                css={{ objectFit: 'contain', objectPosition: 'left center' }}
              />
            ) : (
              <span aria-hidden="true" css={{ ...LOGO, borderRadius: radii.md, background: colors.border }} />
            )}
          </div>
          <p css={{ ...eyebrow, marginTop: space(6) }}>Pet benefits at work</p>
          <h1 id="page-title" css={titleBox}>
            {success ? (
              success.name
            ) : failed ? (
              'Your employer’s pet benefits'
            ) : (
              <>
                <span css={visuallyHidden}>Loading your employer’s pet benefits</span>
                <Bar width="60%" height={44} />
              </>
            )}
          </h1>
          <p css={leadBox}>
            {failed ? (
              <>
                We couldn’t load this page just now. Please try again, or contact support at{' '}
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
              </>
            ) : (
              // The same words for every group, so the prerendered page shows them before any data or code
              // arrives: the group's name is the heading above.
              'Pet insurance and wellness plans at your employer’s group prices. Here is what you can get and how to enroll.'
            )}
          </p>
          <div css={{ marginTop: space(6), minHeight: 52 }}>
            {success?.enrollmentOpen ? (
              <ButtonLink to="/enroll" size="lg">
                Enroll now
              </ButtonLink>
            ) : success ? (
              <p css={{ ...copy, fontWeight: 700, color: colors.ink }}>Enrollment is closed right now.</p>
            ) : null}
          </div>
        </Container>
      </section>

      {!failed && (
        <section aria-labelledby="offered" css={sectionPadding}>
          <Container>
            <div css={grid(2)}>
              <div>
                <h2 id="offered" css={sectionTitle}>
                  What’s offered
                </h2>
                <ul css={{ ...plainList, display: 'grid', gap: space(4), marginTop: space(5) }}>
                  {(success?.products ?? [null, null]).map((product, i) => (
                    <li key={product?.key ?? i} css={productCard}>
                      {product ? (
                        <>
                          <h3 css={cardHeading}>{product.name}</h3>
                          <p css={{ ...copy, marginTop: space(2) }}>{product.text}</p>
                        </>
                      ) : (
                        <>
                          <Bar width="50%" height={24} />
                          <Bar width="90%" />
                          <Bar width="70%" />
                        </>
                      )}
                    </li>
                  ))}
                </ul>
                <div css={{ ...promoBox, marginTop: space(4) }}>
                  <h3 css={cardHeading}>Group discount</h3>
                  {success ? (
                    <p css={copy}>
                      {success.promo ? (
                        <>
                          <strong css={{ color: colors.ink }}>{success.promo.percentOff}% off</strong> every plan with
                          the code <strong css={{ color: colors.ink }}>{success.promo.code}</strong>, applied for you
                          when you enroll.
                        </>
                      ) : (
                        'No promo code needed: you get the group’s prices when you enroll through your employer.'
                      )}
                    </p>
                  ) : (
                    <Bar width="85%" />
                  )}
                </div>
              </div>
              <div>
                <h2 id="next" css={sectionTitle}>
                  What happens next
                </h2>
                <ol css={{ ...stepsBox, margin: `${space(5)} 0 0`, paddingLeft: space(6), lineHeight: 1.7 }}>
                  {(success?.nextSteps ?? [null, null, null, null]).map((step, i) => (
                    <li key={step ?? i} css={{ marginBottom: space(3), color: colors.ink }}>
                      {step ?? <Bar width={`${90 - i * 10}%`} />}
                    </li>
                  ))}
                </ol>
                <p css={{ ...copy, marginTop: space(4) }}>
                  Questions? See the <Link to={paths.faq}>FAQ</Link> or email{' '}
                  <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
                </p>
              </div>
            </div>
          </Container>
        </section>
      )}
    </div>
  );
}
