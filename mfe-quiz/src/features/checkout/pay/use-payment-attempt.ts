// The pay step's behaviour without its looks: the card form, the cart priced at the shipping address, the
// card turned into a token, and each purchase attempt from the click to its answer. Each attempt carries an
// Idempotency-Key (idempotency.ts) stored before the request leaves, so a double click, a retry or a
// refresh mid-request is the same one purchase.
import { useQueryClient } from '@tanstack/react-query';
import { storageKeys, useStoredState } from '@tailwise/shared';
import type { CardTokenRequest, CheckoutPayment, CheckoutResult, Me, Quote } from '@tailwise/shared/contract';
import { useZodForm } from '@tailwise/shared/form';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { quizKeys } from '../../common/api/query-keys';
import type { FlowContext } from '../../flow/state/flow-context';
import { useQuote } from '../../price/api/quote';
import { asSeenQuote } from '../../price/seen-quote';
import {
  asCheckoutSession,
  attemptOf,
  readCheckoutSession,
  writeAttempt,
  writeCard,
  type StoredCard,
} from '../checkout-session';
import type { DetailsFormOutput } from '../details/details-form';
import { attemptFor, type StoredAttempt } from '../idempotency';
import type { CheckoutCart } from '../use-checkout-cart';
import { useCheckout } from './api/checkout';
import { useCreateCardToken } from '@tailwise/shared/queries/card-tokens';
import { CardFormSchema, NEW_CARD, PAYROLL, type CardFormOutput } from './card-form';
import { buildCheckoutRequest, summaryQuoteRequest } from './checkout-request';
import { checkoutFailure, tokenFailure, type Problem } from './pay-problem';

/** A card's values as one string: the same card keeps its (unused) token, say after a price change. */
const cardKey = (card: CardTokenRequest) =>
  `${card.number}|${card.expMonth}|${card.expYear}|${card.cvc}|${card.postalCode ?? ''}`;

export interface PaymentAttemptOptions {
  ctx: FlowContext;
  cart: CheckoutCart;
  details: DetailsFormOutput;
  me: Me | undefined;
  onSuccess: (result: CheckoutResult) => void;
}

export function usePaymentAttempt({ ctx, cart, details, me, onSuccess }: PaymentAttemptOptions) {
  const queryClient = useQueryClient();
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
        const failure = checkoutFailure(error, {
          expectedTotalCents: attempt.request.expectedTotalCents ?? 0,
          newCard: form.getValues('source') === NEW_CARD,
        });
        if (failure.outcomeKnown) writeAttempt({ ...attempt, inFlight: false });
        if (failure.priceChange?.quote) queryClient.setQueryData(quizKeys.quote(request), failure.priceChange.quote);
        else if (failure.priceChange) await queryClient.invalidateQueries({ queryKey: quizKeys.quote(request) });
        if (failure.forget !== 'nothing') writeAttempt(null);
        if (failure.forget === 'attempt-and-card') {
          writeCard(undefined);
          lastToken.current = null;
        }
        if (failure.cardError) {
          const { field, message, clear } = failure.cardError;
          for (const input of clear) form.setValue(input, '');
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        setProblem(failure.problem);
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
      const failure = tokenFailure(error);
      for (const { field, message } of failure.fieldErrors) {
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      if (failure.problem) setProblem(failure.problem);
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

  /** After a reused key: forget the attempt, so the next click is a new purchase with a new key. */
  const startOver = () => {
    writeAttempt(null);
    setProblem(null);
  };

  return { form, source, walletCards, request, quoteQuery, quote, updating, seen, busy, problem, onValid, startOver };
}
