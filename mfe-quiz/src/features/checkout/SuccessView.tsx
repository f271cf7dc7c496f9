// After the purchase: what was bought for each pet, when each cover starts (the API's dates), what was
// charged, and where to go next. Shown from the route state, so it survives the quiz and cart keys being
// cleared and a refresh of the page.
import { ButtonLink, colors, Container, dashboardPaths, mq, space, usePageMeta } from '@tailwise/shared';
import type { CheckoutResult } from '@tailwise/shared/contract';
import { APP_STORE_LINKS } from '@tailwise/shared/site-config';
import { parseIsoDay } from '../price/cover-dates';
import { intervalWord } from '../price/money';
import { cardHeadingStyle, cardStyle, mutedTextStyle } from '../price/price-styles';
import { WaitingPeriods } from '../price/WaitingPeriods';
import { useStepHeadingFocus } from '../common/StepShell';
import { cardBrandName } from '@tailwise/shared/contract';
import { formatCents, formatLocalDateWithWeekday, formatWholeDollars } from '@tailwise/shared/format';

/** The store pages the site footer links to, in the stores' own words. */
const appStoreLinks = APP_STORE_LINKS.map((l) => ({
  href: l.href,
  label: l.store === 'App Store' ? 'Download on the App Store' : 'Get it on Google Play',
}));

const listStyle = { display: 'grid', gap: space(1), margin: 0, paddingLeft: space(5) } as const;
const linksStyle = { display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'center' } as const;
const pageStyle = { paddingBlock: space(8), [mq.md]: { paddingBlock: space(12) } } as const;
const headingStyle = {
  margin: 0,
  fontSize: 'clamp(1.625rem, 3vw + 1rem, 2.25rem)',
  lineHeight: 1.2,
  color: colors.ink,
  '&:focus': { outline: 'none' },
} as const;
const introStyle = {
  margin: `${space(3)} 0 ${space(6)}`,
  color: colors.muted,
  fontSize: '1.0625rem',
  lineHeight: 1.6,
} as const;

export function SuccessView({ result, flowId }: { result: CheckoutResult; flowId: string }) {
  const interval = result.billingInterval;
  const charged =
    result.payment.paymentProvider === 'CARD'
      ? `We charged ${formatCents(result.chargedCents)} to your ${cardBrandName(result.payment.brand)} ending ${result.payment.last4 ?? ''}.`
      : `${formatCents(result.chargedCents)} per ${intervalWord(interval)} will come out of your pay.`;
  const first = result.pets[0]?.name;
  usePageMeta({ title: 'You’re all set' });
  const heading = useStepHeadingFocus(`${flowId}:checkout:success`);
  return (
    <section css={pageStyle}>
      <Container>
        <h1 ref={heading} tabIndex={-1} css={headingStyle}>
          {result.pets.length === 1 && first ? `${first} is covered` : 'Your pets are covered'}
        </h1>
        <p css={introStyle}>
          {charged} Your receipt number is {result.purchaseId.slice(0, 8).toUpperCase()}.
        </p>
        <div css={{ display: 'grid', gap: space(6) }}>
          {result.pets.map((pet) => {
            const insurance = result.insuranceAgreements.find((a) => a.pet === pet.uuid);
            const wellness = result.purchaseAgreements.find((a) => a.pet === pet.uuid);
            return (
              <article key={pet.uuid} css={cardStyle} aria-labelledby={`bought-${pet.uuid}`}>
                <h2 id={`bought-${pet.uuid}`} css={cardHeadingStyle}>
                  {pet.name}
                </h2>
                <ul css={listStyle}>
                  {insurance && (
                    <li>
                      Accident and illness insurance: {formatWholeDollars(insurance.deductible)} deductible,{' '}
                      {insurance.reimbursementPercent}% back,{' '}
                      {insurance.isUncapped || insurance.annualLimitCents === null
                        ? 'no yearly limit'
                        : `up to ${formatCents(insurance.annualLimitCents, { whole: true })} a year`}{' '}
                      · {formatCents(insurance.priceCents)} per {intervalWord(interval)}
                    </li>
                  )}
                  {wellness && (
                    <li>
                      {wellness.wellnessPlanName} wellness plan from{' '}
                      {formatLocalDateWithWeekday(parseIsoDay(wellness.startDate))} · {formatCents(wellness.priceCents)}{' '}
                      per {intervalWord(interval)}
                    </li>
                  )}
                </ul>
                {insurance && (
                  <WaitingPeriods
                    petName={pet.name}
                    periods={result.quote.waitingPeriods}
                    datesOnly
                    dates={{
                      start: parseIsoDay(insurance.startDate),
                      accident: parseIsoDay(insurance.accidentCoverageDate),
                      illness: parseIsoDay(insurance.illnessCoverageDate),
                      cruciate: parseIsoDay(insurance.cruciateLigamentCoverageDate),
                    }}
                  />
                )}
              </article>
            );
          })}
          <section css={{ display: 'grid', gap: space(3) }} aria-label="What next">
            <div css={linksStyle}>
              <ButtonLink to={dashboardPaths.home} size="lg">
                Go to your dashboard
              </ButtonLink>
            </div>
            <p css={mutedTextStyle}>File claims and see your policy documents in the Tailwise app:</p>
            <div css={linksStyle}>
              {appStoreLinks.map((l) => (
                <a key={l.href} href={l.href} css={{ color: colors.primary, fontWeight: 600 }} rel="noopener">
                  {l.label}
                </a>
              ))}
            </div>
          </section>
        </div>
      </Container>
    </section>
  );
}
