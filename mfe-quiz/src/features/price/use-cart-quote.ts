// The live price: quotes the cart on every change (no debounce: the visitor is waiting for this figure),
// keeps the last good quote on screen while the next loads or if it fails, and runs the promo code
// through the same quote so the API is the one judge of a code. The quote the visitor last saw is kept
// under the insuranceQuote key, so checkout can confirm exactly that total.
import { ApiError, storageKeys, useStoredState, writeStored } from '@tailwise/shared';
import type { Quote, QuoteRequest } from '@tailwise/shared/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuote } from './api/quote';
import { buildQuoteRequest, type CartState } from './cart-model';
import type { SeenQuote } from './seen-quote';

export { asSeenQuote, type SeenQuote } from './seen-quote';

export interface PromoState {
  /** The code the price includes now. */
  applied: string | null;
  /** A code being tried (quoted but not yet answered). */
  trying: string | null;
  /** The API's message for the last refused code, and that code. */
  rejected: { code: string; message: string } | null;
  apply(code: string): void;
  remove(): void;
}

export interface CartQuote {
  request: QuoteRequest;
  /** The newest good quote; during an update or after a failure, the previous one. */
  quote: Quote | null;
  /** True while the figure on screen is not yet the answer for the current choices. */
  updating: boolean;
  /** A failure the visitor should see (not a refused promo code, which the promo field shows). */
  error: ApiError | Error | null;
  retry(): void;
  promo: PromoState;
}

const promoFieldError = (error: unknown): string | null =>
  error instanceof ApiError ? (error.fields.promoCode ?? null) : null;

export function useCartQuote(cart: Omit<CartState, 'promoCode'>): CartQuote {
  const [storedPromo, setStoredPromo] = useStoredState(storageKeys.promoCode);
  const [trying, setTrying] = useState<string | null>(null);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [lastRefused, setLastRefused] = useState<string | null>(null);

  const candidate = trying ?? storedPromo;
  const promoCode = candidate && !(candidate in refused) ? candidate : null;
  const request = useMemo(() => buildQuoteRequest({ ...cart, promoCode }), [cart, promoCode]);
  const query = useQuote(request);

  const lastGood = useRef<Quote | null>(null);
  const current = query.isPlaceholderData ? null : (query.data ?? null);
  if (current) lastGood.current = current;

  // A refused code: remember it (the request then drops it, and the cached quote without it shows again).
  const refusal = query.isError ? promoFieldError(query.error) : null;
  useEffect(() => {
    if (!refusal || !request.promoCode) return;
    const code = request.promoCode;
    setRefused((r) => ({ ...r, [code]: refusal }));
    setLastRefused(code);
    setTrying((t) => (t === code ? null : t));
  }, [refusal, request.promoCode]);

  // A code that priced is applied: it is kept for checkout.
  useEffect(() => {
    if (current && trying && current.promoCode === trying) {
      setStoredPromo(trying);
      setTrying(null);
      setLastRefused(null);
    }
  }, [current, trying, setStoredPromo]);

  useEffect(() => {
    if (current) writeStored(storageKeys.insuranceQuote, { request, quote: current } satisfies SeenQuote);
  }, [current, request]);
  useEffect(() => {
    writeStored(storageKeys.quoteLoading, query.isFetching);
  }, [query.isFetching]);

  const apply = useCallback((code: string) => {
    setLastRefused(null);
    setRefused((r) => {
      const { [code]: _dropped, ...rest } = r;
      return rest;
    });
    setTrying(code);
  }, []);
  const remove = useCallback(() => {
    setTrying(null);
    setLastRefused(null);
    setStoredPromo(null);
  }, [setStoredPromo]);

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    request,
    quote: current ?? lastGood.current,
    updating: query.isFetching || query.isPlaceholderData,
    error: query.isError && !refusal ? query.error : null,
    retry,
    promo: {
      applied: storedPromo && !(storedPromo in refused) ? storedPromo : null,
      trying,
      rejected: lastRefused && refused[lastRefused] ? { code: lastRefused, message: refused[lastRefused] } : null,
      apply,
      remove,
    },
  };
}
