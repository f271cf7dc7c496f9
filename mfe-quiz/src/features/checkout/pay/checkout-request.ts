// The POST /checkout/ body, built from the same cart the price screen quoted (price/cart-model.ts), so the
// summary's quote and the purchase always describe the same pets and options.
import type {
  CheckoutPayment,
  CheckoutRequest,
  QuoteRequest,
  Referrer,
  ShippingAddress,
} from '@tailwise/shared/contract';
import { buildQuoteRequest, type CartState } from '../../price/cart-model';

export interface CheckoutInput {
  cart: CartState;
  shippingAddress: ShippingAddress;
  phone?: string;
  leadUuid?: string | null;
  referrer?: Referrer;
  payment: CheckoutPayment;
  /** The total the summary showed: a different server total answers 409 PriceChanged. */
  expectedTotalCents: number;
}

/** Checkout prices at the shipping address, so the summary quotes the cart at that ZIP code. */
export const summaryQuoteRequest = (cart: CartState, shippingZip: string): QuoteRequest =>
  buildQuoteRequest(cart, { zipCode: shippingZip });

export function buildCheckoutRequest(input: CheckoutInput): CheckoutRequest {
  const quote = summaryQuoteRequest(input.cart, input.shippingAddress.zipCode);
  const referrer = input.referrer && Object.values(input.referrer).some(Boolean) ? input.referrer : undefined;
  return {
    billingInterval: quote.billingInterval ?? 'month',
    isUncapped: quote.isUncapped ?? false,
    shippingAddress: input.shippingAddress,
    ...(input.phone ? { phone: input.phone } : {}),
    ...(quote.promoCode ? { promoCode: quote.promoCode } : {}),
    ...(input.leadUuid ? { leadUuid: input.leadUuid } : {}),
    ...(referrer ? { referrer } : {}),
    payment: input.payment,
    pets: input.cart.pets.map((pet, i) => {
      const priced = quote.pets[i]!;
      const buys = { insurance: priced.insurance ?? null, wellnessPlanId: priced.wellnessPlanId ?? null };
      return pet.uuid
        ? { uuid: pet.uuid, ...buys }
        : { name: pet.name.trim(), petType: pet.petType, breedId: pet.breedId, age: pet.age, ...buys };
    }),
    expectedTotalCents: input.expectedTotalCents,
  };
}
