// The quote the visitor last saw (the insuranceQuote key), read apart from the live price's hooks so
// checkout's first screen can show it without loading the quote request code and its schemas.
import type { Quote, QuoteRequest } from '@tailwise/shared/contract';

/** What insuranceQuote holds: the request and its answer. */
export interface SeenQuote {
  request: QuoteRequest;
  quote: Quote;
}

export const asSeenQuote = (value: unknown): SeenQuote | null => {
  const v = value as Partial<SeenQuote> | null;
  return v && typeof v === 'object' && v.request && v.quote && typeof v.quote.totalCents === 'number'
    ? (v as SeenQuote)
    : null;
};
