// Review and pay: the plan priced at the shipping address, the address, the card (a new one, tokenized by
// POST /payments/tokens/, or the card on file; none for payroll), and the one button that buys. Each
// attempt carries an Idempotency-Key (idempotency.ts) stored before the request leaves, so a double click,
// a retry or a refresh mid-request is the same one purchase. A decline keeps every entry but the card number.
import { useQueryClient } from '@tanstack/react-query';
import { Alert, ApiError, Button, colors, space, storageKeys, useStoredState } from '@tailwise/shared';
import {
  cardBrandName,
  type CardTokenRequest,
  type CheckoutPayment,
  type CheckoutResult,
  type Me,
  type Quote,
} from '@tailwise/shared/contract';
import { Form, RadioCards, useZodForm, type RadioCardOption } from '@tailwise/shared/form';
import { CardFields } from '@tailwise/shared/form/card-fields';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { coverDates, formatDay } from '../../price/cover-dates';
import { formatCents, intervalWord } from '../../price/money';
import { cardStyle, mutedTextStyle, sectionHeadingStyle } from '../../price/price-styles';
import { PriceSummary } from '../../price/PriceSummary';
import { asSeenQuote } from '../../price/seen-quote';
import type { FlowContext } from '../../flow/state/flow-context';
import { useCheckout } from './api/checkout';
import { useCreateCardToken } from './api/payment-token';
import { quizKeys } from '../../common/query-keys';
import { useQuote } from '../../price/api/quote';
import { CardFormSchema, NEW_CARD, PAYROLL, type CardFormOutput, type CardFormValues } from './card-form';
import { buildCheckoutRequest, summaryQuoteRequest } from './checkout-request';
import {
  asCheckoutSession,
  attemptOf,
  readCheckoutSession,
  writeAttempt,
  writeCard,
  type StoredCard,
} from '../checkout-session';
import { stepActionsStyle } from '../checkout-styles';
import type { DetailsFormOutput } from '../details/details-form';
import { attemptFor, type StoredAttempt } from '../idempotency';
import { priceChangeOf } from './price-changed';
import type { CheckoutCart } from '../use-checkout-cart';

const addressStyle = { fontStyle: 'normal', lineHeight: 1.5, margin: 0 } as const;
const sectionStyle = { display: 'grid', gap: space(3) } as const;
const sectionHeaderStyle = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space(3),
} as const;

/** A card's values as one string: the same card keeps its (unused) token, say after a price change. */
const cardKey = (card: CardTokenRequest) =>
  `${card.number}|${card.expMonth}|${card.expYear}|${card.cvc}|${card.postalCode ?? ''}`;

type Problem =
  | { kind: 'price-changed'; from: number; to: number | null }
  | { kind: 'key-reused'; message: string }
  | { kind: 'retry'; message: string }
  | { kind: 'details'; message: string }
  | { kind: 'form'; message: string };

export interface PayStepProps {
  ctx: FlowContext;
  cart: CheckoutCart;
  details: DetailsFormOutput;
  me: Me | undefined;
  onEditDetails: () => void;
  onSuccess: (result: CheckoutResult) => void;
}

export function PayStep({ ctx, cart, details, me, onEditDetails, onSuccess }: PayStepProps) {
  const queryClient = useQueryClient();
  const summaryId = useId();
  const [rawSession] = useStoredState(storageKeys.checkoutSubmittedData);
  const [rawSeen] = useStoredState(storageKeys.insuranceQuote);
  const [leadUuid] = useStoredState(storageKeys.leadUuid);
  const [referrer] = useStoredState(storageKeys.referrerData);
  const session = asCheckoutSession(rawSession);
  const seen = asSeenQuote(rawSeen);

  // Checkout prices at the shipping address (signed in, so an existing customer's MULTI_PET counts).
  const request = useMemo(() => summaryQuoteRequest(cart, details.shipping.zipCode), [cart, details.shipping.zipCode]);
  const quoteQuery = useQuote(request);
  const quote: Quote | null = quoteQuery.isPlaceholderData ? null : (quoteQuery.data ?? null);
  const updating = quoteQuery.isFetching || quoteQuery.isPlaceholderData;

  const walletCards = me?.wallet.paymentProviders.filter((p) => p.paymentProvider === 'CARD') ?? [];
  const defaultSource =
    ctx.payment === 'GROUP'
      ? PAYROLL
      : session.card?.kind === 'saved'
        ? session.card.paymentProviderId
        : ctx.mode !== 'new-customer' && walletCards.length > 0
          ? (walletCards.find((c) => c.isDefault) ?? walletCards[0]!).paymentProviderId
          : NEW_CARD;
  const form = useZodForm(CardFormSchema, {
    defaultValues: {
      source: defaultSource,
      number: '',
      expiry: '',
      cvc: '',
      postalCode: details.billing.zipCode,
    },
  });
  const source = useWatch({ control: form.control, name: 'source' });

  // The profile can arrive after the form (a refresh on this step): offer the card on file once it does,
  // unless the visitor already chose.
  const fileCard = ctx.mode !== 'new-customer' ? (walletCards.find((c) => c.isDefault) ?? walletCards[0]) : undefined;
  const fileCardId = fileCard?.paymentProviderId;
  useEffect(() => {
    if (fileCardId && !form.getFieldState('source').isDirty && form.getValues('source') === NEW_CARD) {
      form.setValue('source', fileCardId);
    }
  }, [fileCardId, form]);

  const tokenize = useCreateCardToken();
  const checkout = useCheckout();
  const lastToken = useRef<{ key: string; card: StoredCard } | null>(null);
  const inFlight = useRef(false);
  /** Whether this page has sent (or resumed) an attempt: only one found in storage on arrival is resumed. */
  const resumed = useRef(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const send = useCallback(
    async (attempt: StoredAttempt) => {
      if (!attempt.request) return;
      resumed.current = true; // this page sends its own attempts: nothing left to resume
      inFlight.current = true;
      setBusy(true);
      writeAttempt({ ...attempt, inFlight: true });
      try {
        const result = await checkout.mutateAsync({ request: attempt.request, idempotencyKey: attempt.idempotencyKey });
        writeAttempt({ ...attempt, inFlight: false, purchaseId: result.purchaseId });
        onSuccess(result);
      } catch (error) {
        // Only a definite answer from the API ends the attempt. A network error, a 5xx or an abort (the page
        // unloading mid-request) leaves the outcome unknown: it stays in flight, so a reload sends it again.
        const unknownOutcome =
          !(error instanceof ApiError) || error.status >= 500 || error.code === 'CheckoutInProgress';
        if (!unknownOutcome) writeAttempt({ ...attempt, inFlight: false });
        const change = priceChangeOf(error);
        if (change) {
          if (change.quote) queryClient.setQueryData(quizKeys.quote(request), change.quote);
          else await queryClient.invalidateQueries({ queryKey: quizKeys.quote(request) });
          setProblem({ kind: 'price-changed', from: attempt.request.expectedTotalCents ?? 0, to: change.totalCents });
        } else if (
          error instanceof ApiError &&
          (error.code === 'PaymentDeclined' || error.code === 'PaymentTokenInvalid')
        ) {
          // A decline leaves nothing behind: the next try is a new attempt with a new card token.
          writeAttempt(null);
          writeCard(undefined);
          lastToken.current = null;
          const message = error.fields['payment.token'] ?? error.message;
          if (form.getValues('source') === NEW_CARD) {
            form.setValue('number', '');
            form.setError('number', { type: 'server', message }, { shouldFocus: true });
          } else form.setError('source', { type: 'server', message }, { shouldFocus: true });
          setProblem(null);
        } else if (error instanceof ApiError && error.code === 'IdempotencyKeyReused') {
          setProblem({ kind: 'key-reused', message: error.message });
        } else if (error instanceof ApiError && error.code === 'ChargeRefunded') {
          writeAttempt(null);
          setProblem({ kind: 'form', message: `${error.message} You were not charged. Try again to buy.` });
        } else if (
          error instanceof ApiError &&
          Object.keys(error.fields).some((f) => f.startsWith('shippingAddress'))
        ) {
          writeAttempt(null);
          setProblem({ kind: 'details', message: Object.values(error.fields)[0] ?? error.message });
        } else if (error instanceof ApiError && error.status < 500 && error.code !== 'CheckoutInProgress') {
          writeAttempt(null);
          setProblem({ kind: 'form', message: error.message });
        } else {
          // Unknown outcome (network, 5xx, still processing): the same key is safe to send again.
          setProblem({
            kind: 'retry',
            message:
              error instanceof ApiError && error.code === 'CheckoutInProgress'
                ? 'Your payment is still being processed.'
                : 'We could not confirm your payment.',
          });
        }
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [checkout, onSuccess, queryClient, request, form],
  );

  // A refresh while the purchase was on its way: send the very same body with the same key; the API
  // answers with the purchase it made (or makes it, if the first request never arrived).
  useEffect(() => {
    const attempt = attemptOf(session);
    if (resumed.current || !attempt?.inFlight || !attempt.request || attempt.purchaseId || inFlight.current) return;
    resumed.current = true;
    void send(attempt);
  }, [session, send]);

  const paymentFor = async (card: CardFormOutput): Promise<CheckoutPayment> => {
    if (card.kind === 'payroll') return { provider: 'GROUP', groupId: ctx.groupId ?? '' };
    if (card.kind === 'saved') {
      const entry = walletCards.find((c) => c.paymentProviderId === card.paymentProviderId);
      writeCard({
        kind: 'saved',
        paymentProviderId: card.paymentProviderId,
        brand: entry?.brand ?? null,
        last4: entry?.last4 ?? null,
      });
      return { provider: 'SAVED_CARD', paymentProviderId: card.paymentProviderId };
    }
    const key = cardKey(card.card);
    if (lastToken.current?.key === key && lastToken.current.card.kind === 'token') {
      return { provider: 'CARD', token: lastToken.current.card.token };
    }
    const token = await tokenize.mutateAsync(card.card);
    const stored: StoredCard = { kind: 'token', token: token.token, ...token.card };
    lastToken.current = { key, card: stored };
    writeCard(stored);
    return { provider: 'CARD', token: token.token };
  };

  const onValid = async (card: CardFormOutput) => {
    if (inFlight.current || !quote) return; // a second click while the first is on its way does nothing
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    let payment: CheckoutPayment;
    try {
      payment = await paymentFor(card);
    } catch (error) {
      inFlight.current = false;
      setBusy(false);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) {
          const name = field === 'expMonth' || field === 'expYear' ? 'expiry' : field;
          if (name === 'number' || name === 'expiry' || name === 'cvc' || name === 'postalCode') {
            form.setError(name, { type: 'server', message }, { shouldFocus: true });
          }
        }
      } else
        setProblem({ kind: 'form', message: error instanceof Error ? error.message : 'We could not read your card.' });
      return;
    }
    const checkoutRequest = buildCheckoutRequest({
      cart,
      shippingAddress: details.shipping,
      phone: details.phone,
      leadUuid,
      referrer,
      payment,
      expectedTotalCents: quote.totalCents,
    });
    const attempt = attemptFor(attemptOf(readCheckoutSession()), checkoutRequest);
    await send(attempt);
  };

  const startOver = () => {
    writeAttempt(null);
    setProblem(null);
  };

  const interval = cart.billingInterval;
  const start = coverDates(
    quote?.waitingPeriods ?? { accidentDays: 0, illnessDays: 0, cruciateLigamentMonths: 0 },
  ).start;
  const movedPrice = seen && quote && seen.quote.totalCents !== quote.totalCents && seen.quote.state !== quote.state;
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
  const payLabel = ctx.payment === 'GROUP' ? 'Enroll' : quote ? `Pay ${formatCents(quote.totalCents)}` : 'Pay';

  return (
    <Form form={form} onValid={onValid} aria-label="Review and pay" summaryTitle="Check your card details">
      <section css={cardStyle} aria-labelledby={summaryId}>
        <PriceSummary
          titleId={summaryId}
          request={request}
          quote={quote ?? quoteQuery.data ?? null}
          updating={updating}
          petNames={cart.pets.map((p, i) => p.name.trim() || `Pet ${i + 1}`)}
          planNames={Object.fromEntries(
            (quoteQuery.data?.pets ?? []).flatMap((p) => (p.wellness ? [[p.wellness.planId, p.wellness.name]] : [])),
          )}
          paychecksPerYear={ctx.paychecksPerYear}
        />
        {movedPrice && (
          <Alert tone="info">
            Your price is for your address in {quote.state}: {formatCents(quote.totalCents)} per{' '}
            {intervalWord(interval)} (it was {formatCents(seen.quote.totalCents)} for ZIP code {seen.quote.zipCode}).
          </Alert>
        )}
        {quote && (
          <p css={mutedTextStyle}>
            Cover starts today, {formatDay(start)}. Waiting periods apply: accidents {quote.waitingPeriods.accidentDays}{' '}
            days, illnesses {quote.waitingPeriods.illnessDays} days, cruciate ligament{' '}
            {quote.waitingPeriods.cruciateLigamentMonths} months.
          </p>
        )}
      </section>

      <section css={sectionStyle} aria-label="Your address">
        <div css={sectionHeaderStyle}>
          <h2 css={sectionHeadingStyle}>Your address</h2>
          <Button variant="ghost" onClick={onEditDetails}>
            Edit
          </Button>
        </div>
        <address css={addressStyle}>
          {details.shipping.firstName} {details.shipping.lastName}
          <br />
          {details.shipping.address}
          {details.shipping.addressComponent ? `, ${details.shipping.addressComponent}` : ''}
          <br />
          {details.shipping.city}, {details.shipping.state} {details.shipping.zipCode}
        </address>
      </section>

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

      {problem?.kind === 'price-changed' && (
        <Alert tone="error">
          The price changed from {formatCents(problem.from)} to{' '}
          {problem.to !== null ? formatCents(problem.to) : 'a new total'} per {intervalWord(interval)}. Check the new
          total above, then confirm again. You have not been charged.
        </Alert>
      )}
      {problem?.kind === 'retry' && (
        <Alert tone="error">{problem.message} Try again: you will not be charged twice.</Alert>
      )}
      {problem?.kind === 'details' && (
        <Alert tone="error">
          {problem.message}.{' '}
          <Button variant="ghost" onClick={onEditDetails}>
            Edit your details
          </Button>
        </Alert>
      )}
      {problem?.kind === 'form' && <Alert tone="error">{problem.message}</Alert>}
      {problem?.kind === 'key-reused' && (
        <Alert tone="error">
          We already have a payment for this plan with other details, so we stopped to keep you from paying twice. Check
          your dashboard before you try again.{' '}
          <Button variant="ghost" onClick={startOver}>
            Start a new payment
          </Button>
        </Alert>
      )}

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
    </Form>
  );
}
