// Reads a 409 PriceChanged: the API sends the new total (and quote) in error.details; a client that only
// keeps the error's fields still finds the total in fields.expectedTotalCents ("The total is now 7412 cents").
import { ApiError } from '@tailwise/shared';
import { PriceChangedDetailsSchema, type Quote } from '@tailwise/shared/contract';

export interface PriceChange {
  totalCents: number | null;
  quote: Quote | null;
}

export function priceChangeOf(error: unknown): PriceChange | null {
  if (!(error instanceof ApiError) || error.code !== 'PriceChanged') return null;
  const details = PriceChangedDetailsSchema.safeParse((error as ApiError & { details?: unknown }).details);
  if (details.success) return { totalCents: details.data.totalCents, quote: details.data.quote };
  const match = /(\d+)\s*cents/.exec(error.fields.expectedTotalCents ?? '');
  return { totalCents: match ? Number(match[1]) : null, quote: null };
}
