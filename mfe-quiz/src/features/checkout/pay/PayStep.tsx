// Review and pay: the plan priced at the shipping address, the address, the card (a new one, tokenized by
// POST /payments/tokens/, or the card on file; none for payroll), and the one button that buys. The
// attempt itself (use-payment-attempt.ts) makes a double click, a retry or a refresh mid-request the same
// one purchase; a decline clears the card it refused and keeps every other entry.
import { Button, colors } from '@tailwise/shared';
import type { CheckoutResult, Me } from '@tailwise/shared/contract';
import { Form } from '@tailwise/shared/form';
import { useId } from 'react';
import type { FlowContext } from '../../flow/state/flow-context';
import { formatCents } from '@tailwise/shared/format';
import { useWellnessPlans } from '../../price/api/wellness-plans';
import { intervalWord } from '../../price/money';
import { mutedTextStyle } from '../../price/price-styles';
import { stepActionsStyle } from '../checkout-styles';
import { payColumnStyle, payLayoutStyle, reviewColumnStyle } from './pay-styles';
import type { DetailsFormOutput } from '../details/details-form';
import type { CheckoutCart } from '../use-checkout-cart';
import { AddressReview, PaymentChoice, PlanReview, ProblemAlert } from './PayParts';
import { usePaymentAttempt } from './use-payment-attempt';

export interface PayStepProps {
  ctx: FlowContext;
  cart: CheckoutCart;
  details: DetailsFormOutput;
  me: Me | undefined;
  onEditDetails: () => void;
  onSuccess: (result: CheckoutResult) => void;
}

export function PayStep({ ctx, cart, details, me, onEditDetails, onSuccess }: PayStepProps) {
  const summaryId = useId();
  const { form, source, walletCards, request, quoteQuery, quote, updating, seen, busy, problem, onValid, startOver } =
    usePaymentAttempt({ ctx, cart, details, me, onSuccess });
  const interval = cart.billingInterval;
  const petTypes = cart.pets.flatMap((p) => (p.petType === null ? [] : [p.petType]));
  const wellnessByType = useWellnessPlans(petTypes);
  const wellnessPlans = petTypes.every((t) => wellnessByType[t]) ? Object.values(wellnessByType).flat() : undefined;
  const payLabel = ctx.payment === 'GROUP' ? 'Enroll' : quote ? `Pay ${formatCents(quote.totalCents)}` : 'Pay';

  return (
    <Form form={form} onValid={onValid} aria-label="Review and pay" summaryTitle="Check your card details">
      <div css={payLayoutStyle}>
        {/* First in reading order (what is bought, then how to pay); beside the form from 1024 px. */}
        <div css={reviewColumnStyle}>
          <PlanReview
            summaryId={summaryId}
            ctx={ctx}
            cart={cart}
            request={request}
            quote={quote}
            shownQuote={quoteQuery.data}
            updating={updating}
            seen={seen}
            wellnessPlans={wellnessPlans}
          />
        </div>
        <div css={payColumnStyle}>
          <AddressReview shipping={details.shipping} onEdit={onEditDetails} />
          <PaymentChoice ctx={ctx} walletCards={walletCards} source={source} />
          <ProblemAlert problem={problem} interval={interval} onEditDetails={onEditDetails} onStartOver={startOver} />

          <div css={stepActionsStyle}>
            <Button variant="ghost" onClick={onEditDetails}>
              Back
            </Button>
            <Button type="submit" size="lg" disabled={busy || !quote || updating} aria-busy={busy}>
              {busy ? 'Processing…' : payLabel}
            </Button>
          </div>
          <p css={{ ...mutedTextStyle, color: colors.muted }}>
            {ctx.payment === 'GROUP'
              ? `Your employer deducts ${quote ? formatCents(quote.totalCents) : 'the total'} per ${intervalWord(interval)} from your pay until you cancel.`
              : `We charge ${quote ? formatCents(quote.totalCents) : 'the total'} today and every ${intervalWord(interval)} until you cancel.`}
          </p>
        </div>
      </div>
    </Form>
  );
}
