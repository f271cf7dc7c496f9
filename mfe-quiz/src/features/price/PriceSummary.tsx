// The itemised total: each pet's insurance and wellness before discounts, every discount line, and the
// total per billing interval (and per paycheck for employer members). Which rows exist follows the
// choices, not the answer, so the rows are in place before the figures arrive and nothing moves.
import { colors, space, visuallyHidden } from '@tailwise/shared';
import type { BillingInterval, DiscountCode, Quote, QuoteRequest } from '@tailwise/shared/contract';
import { perPaycheckCents } from '@tailwise/shared/contract/paycheck';
import { formatCents } from '@tailwise/shared/format';
import { intervalWord, perInterval } from './money';
import { discountTextStyle, lineRowStyle, moneyStyle, mutedTextStyle, updatingStyle } from './price-styles';

const totalRowStyle = {
  ...lineRowStyle,
  // Too narrow for the label and the figure side by side: the figure moves under it, still on the right.
  flexWrap: 'wrap',
  borderTop: `2px solid ${colors.ink}`,
  marginTop: space(2),
  paddingTop: space(3),
  fontWeight: 800,
  fontSize: '1.125rem',
} as const;
const totalFigureStyle = { ...moneyStyle, fontSize: '2rem', lineHeight: 1.1, marginLeft: 'auto' } as const;
/** "Total per month" is one phrase: never "month" alone on a second line. */
const totalLabelStyle = { whiteSpace: 'nowrap' } as const;
/** The title, with the quiet "updating" note on its line: no empty line reserved under the total. */
const titleRowStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: space(3),
} as const;
const subtotalRowStyle = { ...lineRowStyle, borderTop: `1px solid ${colors.border}`, marginTop: space(1) } as const;
const updatingNoteStyle = (updating: boolean) =>
  ({ ...mutedTextStyle, fontSize: '0.875rem', visibility: updating ? 'visible' : 'hidden' }) as const;

export const discountLabel = (code: DiscountCode, percent: number | undefined, promoCode: string | null): string => {
  const pct = percent !== undefined ? ` (${percent}%)` : '';
  if (code === 'MULTI_PET') return `Multi-pet discount${pct}`;
  if (code === 'ANNUAL_PAYMENT') return `Paying yearly${pct}`;
  return `Promo ${promoCode ?? 'code'}${pct}`;
};

/** The discount rows the request will get, known before the answer: so the rows do not appear late. */
export function expectedDiscounts(request: QuoteRequest): DiscountCode[] {
  const insured = request.pets.filter((p) => p.insurance !== null).length;
  return [
    ...(insured >= 2 ? (['MULTI_PET'] as const) : []),
    ...(request.billingInterval === 'year' ? (['ANNUAL_PAYMENT'] as const) : []),
    ...(request.promoCode ? (['PROMO_CODE'] as const) : []),
  ];
}

export interface PriceSummaryProps {
  request: QuoteRequest;
  quote: Quote | null;
  updating: boolean;
  petNames: readonly string[];
  planNames: Record<string, string>;
  /** BenefitsOnboardQuiz: the total per paycheck as well. */
  paychecksPerYear?: number;
  titleId: string;
}

export function PriceSummary({
  request,
  quote,
  updating,
  petNames,
  planNames,
  paychecksPerYear,
  titleId,
}: PriceSummaryProps) {
  const interval: BillingInterval = request.billingInterval ?? 'month';
  const per = perInterval(interval);
  const money = (cents: number | undefined) => (cents === undefined ? '—' : formatCents(cents));
  const codes = [
    ...new Set<DiscountCode>([...expectedDiscounts(request), ...(quote?.discounts.map((d) => d.code) ?? [])]),
  ];
  const dim = updatingStyle(updating);
  return (
    <div>
      <div css={titleRowStyle}>
        <h2 id={titleId} css={{ margin: 0, fontSize: '1.25rem' }}>
          Your plan
        </h2>
        {/* Always in the layout; only its visibility changes. The live region below announces the total. */}
        <p css={updatingNoteStyle(updating)} aria-hidden={!updating}>
          Updating your price…
        </p>
      </div>
      <div css={dim}>
        {request.pets.map((pet, i) => {
          const quoted = quote?.pets[i];
          const name = petNames[i] ?? `Pet ${i + 1}`;
          return (
            <div key={i}>
              {pet.insurance !== null && (
                <p css={lineRowStyle}>
                  <span>{name}: insurance</span>
                  <span css={moneyStyle}>{money(quoted?.insurance?.listCents)}</span>
                </p>
              )}
              {pet.wellnessPlanId && (
                <p css={lineRowStyle}>
                  <span>
                    {name}: {planNames[pet.wellnessPlanId] ?? 'wellness plan'}
                  </span>
                  <span css={moneyStyle}>{money(quoted?.wellness?.listCents)}</span>
                </p>
              )}
            </div>
          );
        })}
        <p css={subtotalRowStyle}>
          <span>Subtotal</span>
          <span css={moneyStyle}>{money(quote?.subtotalCents)}</span>
        </p>
        {codes.map((code) => {
          const line = quote?.discounts.find((d) => d.code === code);
          return (
            <p key={code} css={lineRowStyle} data-discount={code}>
              <span css={discountTextStyle}>{discountLabel(code, line?.percent, request.promoCode ?? null)}</span>
              <span css={{ ...moneyStyle, ...discountTextStyle }}>
                {line ? `−${formatCents(line.amountCents)}` : '—'}
              </span>
            </p>
          );
        })}
      </div>
      <div css={totalRowStyle}>
        <span css={totalLabelStyle}>
          Total <span css={{ fontWeight: 400, color: colors.muted }}>per {intervalWord(interval)}</span>
        </span>
        <span css={{ ...totalFigureStyle, ...dim }} data-testid="quote-total">
          {quote ? formatCents(quote.totalCents) : '—'}
          <span css={{ fontSize: '1rem', fontWeight: 600 }}>{per}</span>
        </span>
      </div>
      {paychecksPerYear && quote && (
        <p css={{ ...lineRowStyle, ...dim }}>
          <span>Per paycheck ({paychecksPerYear} a year)</span>
          <span css={{ ...moneyStyle, fontWeight: 700 }} data-testid="quote-per-paycheck">
            {formatCents(perPaycheckCents(quote.totalCents, interval, paychecksPerYear))}
          </span>
        </p>
      )}
      <p aria-live="polite" css={visuallyHidden}>
        {quote && !updating ? `Total ${formatCents(quote.totalCents)} per ${intervalWord(interval)}` : ''}
      </p>
    </div>
  );
}
