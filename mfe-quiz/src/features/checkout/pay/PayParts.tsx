// The pay step's sections as they look: the plan priced at the address, the address, where the money comes
// from, and the alert for a failed attempt. They only show what the payment-attempt hook decided.
import { Alert, Button, ButtonLink, space } from '@tailwise/shared';
import {
  cardBrandName,
  type BillingInterval,
  type Quote,
  type QuoteRequest,
  type WalletPaymentProvider,
  type WellnessPlan,
} from '@tailwise/shared/contract';
import { RadioCards, type RadioCardOption } from '@tailwise/shared/form';
import { CardFields } from '@tailwise/shared/form/card-fields';
import { useId } from 'react';
import type { FlowContext } from '../../flow/state/flow-context';
import { formatCents } from '@tailwise/shared/format';
import { intervalWord } from '../../price/money';
import { cardStyle, mutedTextStyle, sectionHeadingStyle, updatingStyle } from '../../price/price-styles';
import { PriceSummary } from '../../price/PriceSummary';
import type { SeenQuote } from '../../price/seen-quote';
import { priceStepUrl } from '../checkout-steps';
import { termNoteStyle, termsListStyle } from './pay-styles';
import type { DetailsFormOutput } from '../details/details-form';
import type { CheckoutCart } from '../use-checkout-cart';
import { NEW_CARD, type CardFormValues } from './card-form';
import type { Problem } from './pay-problem';
import { billingTerms, petTerms, type TermRow } from './plan-terms';

const addressStyle = { fontStyle: 'normal', lineHeight: 1.5, margin: 0 } as const;
const sectionStyle = { display: 'grid', gap: space(3) } as const;
const sectionHeaderStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space(3),
} as const;

export interface PlanReviewProps {
  summaryId: string;
  ctx: FlowContext;
  cart: CheckoutCart;
  request: QuoteRequest;
  /** The quote for the address, or null while it is (re)loading. */
  quote: Quote | null;
  /** The last quote loaded, shown (as updating) while a new one loads. */
  shownQuote: Quote | undefined;
  updating: boolean;
  /** The quote the visitor saw on the price step. */
  seen: SeenQuote | null;
  /** The wellness tiers of the cart's species (undefined while they load), for each plan's allowance. */
  wellnessPlans: WellnessPlan[] | undefined;
}

/**
 * The plan priced at the shipping address, a note when that address moved the price, what each pet gets,
 * what is paid when and the day cover starts, and the way back to the price screen to change any of it.
 */
export function PlanReview({
  summaryId,
  ctx,
  cart,
  request,
  quote,
  shownQuote,
  updating,
  seen,
  wellnessPlans,
}: PlanReviewProps) {
  const interval = cart.billingInterval;
  const names = cart.pets.map((p, i) => p.name.trim() || `Pet ${i + 1}`);
  const movedPrice = seen && quote && seen.quote.totalCents !== quote.totalCents && seen.quote.state !== quote.state;
  const terms = quote ?? shownQuote ?? null;
  return (
    <section css={cardStyle} aria-labelledby={summaryId}>
      <PriceSummary
        titleId={summaryId}
        request={request}
        quote={terms}
        updating={updating}
        petNames={names}
        planNames={Object.fromEntries(
          (shownQuote?.pets ?? []).flatMap((p) => (p.wellness ? [[p.wellness.planId, p.wellness.name]] : [])),
        )}
        paychecksPerYear={ctx.paychecksPerYear}
      />
      {movedPrice && (
        <Alert tone="info">
          Your price is for your address in {quote.state}: {formatCents(quote.totalCents)} per {intervalWord(interval)}{' '}
          (it was {formatCents(seen.quote.totalCents)} for ZIP code {seen.quote.zipCode}).
        </Alert>
      )}
      {terms && (
        <div css={{ display: 'grid', gap: space(4), ...updatingStyle(updating) }}>
          <div css={sectionHeaderStyle}>
            <h3 css={sectionHeadingStyle}>What you’re buying</h3>
            <ButtonLink to={priceStepUrl(ctx)} variant="ghost" aria-label="Change your plan">
              Change
            </ButtonLink>
          </div>
          {petTerms(terms, names, wellnessPlans).map((pet, i) => (
            <TermsGroup key={i} title={pet.name} rows={pet.rows} />
          ))}
          <TermsGroup
            title="When you pay"
            rows={Object.values(billingTerms(terms, { payroll: ctx.payment === 'GROUP' }))}
          />
        </div>
      )}
    </section>
  );
}

/** A titled list of terms: a group, not a region, since every pet has one. */
function TermsGroup({ title, rows }: { title: string; rows: TermRow[] }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} css={{ display: 'grid', gap: space(2) }}>
      <h4 id={id} css={{ ...sectionHeadingStyle, fontSize: '1rem' }}>
        {title}
      </h4>
      <dl css={termsListStyle}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            {row.note && <dd css={termNoteStyle}>{row.note}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}

export function AddressReview({ shipping, onEdit }: { shipping: DetailsFormOutput['shipping']; onEdit: () => void }) {
  return (
    <section css={sectionStyle} aria-label="Your address">
      <div css={sectionHeaderStyle}>
        <h2 css={sectionHeadingStyle}>Your address</h2>
        <Button variant="ghost" onClick={onEdit}>
          Edit
        </Button>
      </div>
      <address css={addressStyle}>
        {shipping.firstName} {shipping.lastName}
        <br />
        {shipping.address}
        {shipping.addressComponent ? `, ${shipping.addressComponent}` : ''}
        <br />
        {shipping.city}, {shipping.state} {shipping.zipCode}
      </address>
    </section>
  );
}

/** Payroll for an employer's member; otherwise the cards on file to choose from and a new card's fields. */
export function PaymentChoice({
  ctx,
  walletCards,
  source,
}: {
  ctx: FlowContext;
  walletCards: WalletPaymentProvider[];
  source: string;
}) {
  const sourceOptions: RadioCardOption[] = [
    ...walletCards.map((c) => ({
      value: c.paymentProviderId,
      label: `${cardBrandName(c.brand)} ending ${c.last4 ?? '····'}`,
      description:
        c.expMonth && c.expYear
          ? `Expires ${String(c.expMonth).padStart(2, '0')}/${String(c.expYear).slice(-2)}`
          : undefined,
      badge: c.isDefault ? 'On file' : undefined,
    })),
    { value: NEW_CARD, label: 'A new card' },
  ];
  return (
    <section css={sectionStyle} aria-label="Payment">
      <h2 css={sectionHeadingStyle}>Payment</h2>
      {ctx.payment === 'GROUP' ? (
        <p css={mutedTextStyle}>
          Paid by payroll deduction{ctx.groupName ? ` through ${ctx.groupName}` : ''}: nothing to pay today.
        </p>
      ) : (
        <>
          {walletCards.length > 0 && (
            <RadioCards<CardFormValues> name="source" legend="Pay with" options={sourceOptions} />
          )}
          {source === NEW_CARD && <CardFields />}
        </>
      )}
    </section>
  );
}

export interface ProblemAlertProps {
  problem: Problem | null;
  interval: BillingInterval;
  onEditDetails: () => void;
  onStartOver: () => void;
}

/** Why the last attempt did not buy, and the way on from there. */
export function ProblemAlert({ problem, interval, onEditDetails, onStartOver }: ProblemAlertProps) {
  switch (problem?.kind) {
    case 'price-changed':
      return (
        <Alert tone="error">
          The price changed from {formatCents(problem.from)} to{' '}
          {problem.to !== null ? formatCents(problem.to) : 'a new total'} per {intervalWord(interval)}. Check the new
          total above, then confirm again. You have not been charged.
        </Alert>
      );
    case 'declined':
      return (
        <Alert tone="error">
          Your card was declined. Nothing was charged. Try another card, or call your bank to ask why it was refused.
        </Alert>
      );
    case 'retry':
      return <Alert tone="error">{problem.message} Try again: you will not be charged twice.</Alert>;
    case 'details':
      return (
        <Alert tone="error">
          {problem.message}.{' '}
          <Button variant="ghost" onClick={onEditDetails}>
            Edit your details
          </Button>
        </Alert>
      );
    case 'form':
      return <Alert tone="error">{problem.message}</Alert>;
    case 'key-reused':
      return (
        <Alert tone="error">
          We already have a payment for this plan with other details, so we stopped to keep you from paying twice. Check
          your dashboard before you try again.{' '}
          <Button variant="ghost" onClick={onStartOver}>
            Start a new payment
          </Button>
        </Alert>
      );
    default:
      return null;
  }
}
