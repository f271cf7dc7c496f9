// Test support for the price screen and checkout: a flow context, stored answers, and the fake API's
// catalogue and pricing routes. Tests only.
import { quizFlows, writeStored, storageKeys } from '@tailwise/shared';
import type { QuoteRequest } from '@tailwise/shared/contract';
import { apiError, fixtures, type FakeRoutes } from '@tailwise/shared/testing';
import { buildQuoteRequest } from '../cart-model';
import type { FlowContext } from '../../flow/state/flow-context';
import type { CartChoice, QuizPet } from '../../flow/state/quiz-model';
import { priceQuote, UnknownPromo } from './fake-pricing.test-support';

export const LEAD_UUID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

export function flowContext(overrides: Partial<FlowContext> = {}): FlowContext {
  return {
    flow: quizFlows.find((f) => f.id === 'StartQuiz')!,
    basePath: '/start',
    search: '?utm_source=test',
    payment: 'CARD',
    checkoutEnabled: true,
    mode: 'new-customer',
    ...overrides,
  };
}

export const biscuit: QuizPet = {
  key: 'pet-biscuit',
  name: 'Biscuit',
  petType: 0,
  breedId: 130,
  breedName: 'Golden Retriever',
  age: 3,
};
export const miso: QuizPet = { key: 'pet-miso', name: 'Miso', petType: 1, breedId: 300, breedName: 'Siamese', age: 2 };

export function seedQuiz({
  pets = [biscuit],
  zipCode = '43004',
  cart,
  email = 'ada@example.com',
}: { pets?: QuizPet[]; zipCode?: string; cart?: CartChoice[]; email?: string | null } = {}) {
  localStorage.clear();
  sessionStorage.clear();
  writeStored(storageKeys.currentPets, pets);
  writeStored(storageKeys.zipCode, zipCode);
  writeStored(storageKeys.leadUuid, LEAD_UUID);
  writeStored(storageKeys.leadId, 41);
  if (email) writeStored(storageKeys.backupEmail, email);
  if (cart) writeStored(storageKeys.petsCart, cart);
}

/** A quote in progress at checkout: Biscuit's answers, the cart, and the quote the price screen showed for it. */
export function seedQuoteAtCheckout(cart: CartChoice[]) {
  seedQuiz({ cart });
  const request = buildQuoteRequest({
    zipCode: '43004',
    billingInterval: 'month',
    promoCode: null,
    pets: [{ ...biscuit, petType: 0, breedId: 130, age: 3 }],
    choices: cart,
  });
  writeStored(storageKeys.insuranceQuote, { request, quote: priceQuote(request) });
}

/** What the price screen's requests go to: options by ZIP, wellness tiers, and the fake pricing. */
export function catalogRoutes(quote: (request: QuoteRequest) => unknown = (r) => priceQuote(r)): FakeRoutes {
  return {
    'GET /insurance/options/': ({ query }) => fixtures.insuranceOptions(query.zip_code),
    'GET /wellness-plans/': ({ query }) => ({
      plans: fixtures.wellnessPlans(query.pet_type === undefined ? undefined : query.pet_type === '1' ? 1 : 0),
    }),
    'GET /leads/:id': () => fixtures.lead({ uuid: LEAD_UUID }),
    // Checkout keeps a signed-in visitor's cart on the lead.
    'PUT /leads/:uuid/cart/': ({ params }) => fixtures.lead({ uuid: params.uuid }),
    'POST /quotes/': async ({ body }) => {
      try {
        return (await quote(body)) as ReturnType<typeof priceQuote>;
      } catch (error) {
        if (error instanceof UnknownPromo) {
          return apiError(422, 'UnknownPromoCode', 'This promo code is not valid', {
            promoCode: 'This promo code is not valid',
          });
        }
        throw error;
      }
    },
  };
}

/** A promise the test settles by hand: to hold an answer and look at the screen meanwhile. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
