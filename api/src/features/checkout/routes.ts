// Checkout.
import {
  ApiErrorSchema,
  CheckoutRequestSchema,
  CheckoutResultSchema,
  IdempotencyKeySchema,
  PriceChangedErrorSchema,
} from '@tailwise/shared/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';
import { checkout } from './checkout-service';

export function checkoutRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/checkout/',
      summary: 'Buy insurance and wellness plans for a cart of pets',
      description:
        'Needs the Firebase account made at checkout (Authorization) and an `Idempotency-Key` header (a fresh random value per ' +
        'checkout attempt, reused on retries). Prices the cart on the server, charges the CARD token from POST /payments/tokens/ ' +
        '(or authorises GROUP payroll deduction for a member with a claimed seat), then records the customer details, new pets, ' +
        'ACTIVE insurance and wellness agreements, wallet entry and charge in one transaction. The same key and body again returns ' +
        'the same result (header `Idempotent-Replayed: true`) without charging again, also when sent concurrently (later submits ' +
        'wait for the first); the same key with another body or amount is 422 IdempotencyKeyReused; a key whose charge was ' +
        'refunded (the purchase could not be recorded) is 409 ChargeRefunded forever. A declined card (422 PaymentDeclined) ' +
        'leaves nothing behind and the key may be retried. 409 PriceChanged carries the new total and quote in ' +
        '`error.details` (PriceChangedDetails). Rate-limited per IP.',
      tags: ['Checkout'],
      auth: 'required',
      body: CheckoutRequestSchema,
      headers: {
        'Idempotency-Key': {
          required: true,
          description: 'Unique per checkout attempt; 8-255 printable characters',
          schema: IdempotencyKeySchema,
        },
      },
      rateLimit: ctx.config.rateLimits.checkout,
      responses: {
        201: {
          description: 'Purchased (or the stored result of an earlier identical request)',
          schema: CheckoutResultSchema,
        },
        403: { description: 'GroupSeatRequired: payroll deduction without a claimed seat' },
        404: { description: 'A pet uuid or group that is not the caller’s' },
        409: {
          description:
            'PetAlreadyCovered, ChargeRefunded, CheckoutInProgress, or PriceChanged (body: PriceChangedError, with the new quote)',
          schema: z.union([PriceChangedErrorSchema, ApiErrorSchema]),
        },
        422: {
          description:
            'PaymentDeclined, PaymentTokenInvalid, OptionNotAvailableInState, UnsupportedZipCode, UnknownPromoCode, GroupPromoNotAvailable (an employer’s code without a seat in its group), IdempotencyKeyReused, DuplicatePet',
        },
      },
      handler: async ({ user, body, request }) => {
        const raw = request.headers['idempotency-key'];
        if (raw === undefined) {
          throw new ApiError(400, 'IdempotencyKeyRequired', 'Send an Idempotency-Key header with each checkout', {
            'Idempotency-Key': 'Required',
          });
        }
        const key = IdempotencyKeySchema.safeParse(raw);
        if (!key.success) {
          throw new ApiError(400, 'ValidationError', 'The Idempotency-Key header is invalid', {
            'Idempotency-Key': key.error.issues[0]?.message ?? 'Invalid',
          });
        }
        const { result, replayed } = await checkout(ctx, user, body, key.data);
        return {
          status: 201,
          body: result,
          headers: replayed ? { 'idempotent-replayed': 'true' } : ({} as Record<string, string>),
        };
      },
    }),
  ];
}
