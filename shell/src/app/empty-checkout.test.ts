// The first script's shortcut must send away only a checkout the quiz would send away: nothing stored at all, or a
// customer flow's checkout whose stored answers belong to another flow.
import { storageKeys } from '@tailwise/shared/storage-keys';
import { flowStartOfEmptyCheckout } from './empty-checkout';

const at = (pathname: string, search = '') => ({ pathname, search });
const storages = () => ({ local: localStorage, session: sessionStorage });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('flowStartOfEmptyCheckout', () => {
  it.each([
    ['/start/checkout', '', '/start'],
    ['/promo/checkout', '?utm_source=mail&promo=SPRING', '/promo?utm_source=mail&promo=SPRING'],
    ['/start/checkout/', '', '/start'],
    ['/benefits/fenwick/onboard/checkout', '?x=1', '/benefits/fenwick/onboard?x=1'],
  ])('sends %s%s with nothing stored to %s', (pathname, search, expected) => {
    expect(flowStartOfEmptyCheckout(at(pathname, search), storages(), false)).toBe(expected);
  });

  it.each(['/start', '/dashboard/claims', '/blog/checkout', '/checkout', '/start/price'])(
    'leaves %s alone',
    (pathname) => expect(flowStartOfEmptyCheckout(at(pathname), storages(), false)).toBeNull(),
  );

  it('leaves the checkout to the app when any quiz or cart key is stored, in either storage', () => {
    localStorage.setItem(storageKeys.petsCart.key, '[]');
    expect(flowStartOfEmptyCheckout(at('/start/checkout'), storages(), false)).toBeNull();
    localStorage.clear();
    sessionStorage.setItem(storageKeys.promoInput.key, '"SPRING"');
    expect(flowStartOfEmptyCheckout(at('/start/checkout'), storages(), false)).toBeNull();
    sessionStorage.clear();
    localStorage.setItem(storageKeys.zipCode.key, '"19104"');
    expect(flowStartOfEmptyCheckout(at('/start/checkout'), storages(), false)).toBeNull();
  });

  it('leaves it to the app for a lead, whose quote the app may bring back, and for a signed-in customer', () => {
    localStorage.setItem(storageKeys.leadUuid.key, '"5f0c2a9e-0000-4000-8000-000000000000"');
    expect(flowStartOfEmptyCheckout(at('/start/checkout'), storages(), false)).toBeNull();
    localStorage.clear();
    expect(flowStartOfEmptyCheckout(at('/start/checkout'), storages(), true)).toBeNull();
  });

  it('leaves it to the app once the site has stored anything, even campaign tags from an earlier page', () => {
    localStorage.setItem(storageKeys.marketingSource.key, '{"utm_source":"mail"}');
    expect(flowStartOfEmptyCheckout(at('/start/checkout'), storages(), false)).toBeNull();
  });

  it('sends a visitor whose storage is blocked (null) too: nothing can be stored for the app to find', () => {
    expect(flowStartOfEmptyCheckout(at('/start/checkout'), { local: null, session: null }, false)).toBe('/start');
  });

  describe("a customer flow's checkout", () => {
    const owns = (flowId: string) => localStorage.setItem(storageKeys.quizFlow.key, JSON.stringify({ flowId }));

    it.each([
      ['/insurance/checkout', 'UpsellInsuranceQuiz', '/insurance'],
      ['/wellness/checkout', 'UpsellWellnessQuiz', '/wellness'],
      ['/new/checkout', 'UpsellNewPetQuiz', '/new'],
    ])(
      'sends a signed-in customer at %s whose answers are another flow’s to %s’s first step',
      (pathname, flowId, start) => {
        owns('StartQuiz');
        localStorage.setItem(storageKeys.currentPets.key, '[{"name":"Rex"}]');
        expect(flowStartOfEmptyCheckout(at(pathname, '?utm_source=app'), storages(), true)).toBe(
          `${start}?utm_source=app`,
        );
        // Its own answers: the app draws the checkout (or its guards choose the step).
        owns(flowId);
        expect(flowStartOfEmptyCheckout(at(pathname), storages(), true)).toBeNull();
      },
    );

    it('sends a visitor with no answers stored, or unreadable ones, to the first step; signed out too', () => {
      localStorage.setItem(storageKeys.marketingSource.key, '{"utm_source":"mail"}');
      expect(flowStartOfEmptyCheckout(at('/wellness/checkout'), storages(), true)).toBe('/wellness');
      localStorage.setItem(storageKeys.quizFlow.key, '{not json');
      expect(flowStartOfEmptyCheckout(at('/wellness/checkout'), storages(), true)).toBe('/wellness');
      // Storage blocked: the app could not keep a claim on the answers either, and only the first step asks nothing
      // of one.
      expect(flowStartOfEmptyCheckout(at('/wellness/checkout'), { local: null, session: null }, true)).toBe(
        '/wellness',
      );
      // Signed out, with another flow's quote: the first step (the sign-in screen) is where the app would end as well.
      localStorage.setItem(storageKeys.quizFlow.key, JSON.stringify({ flowId: 'StartQuiz' }));
      expect(flowStartOfEmptyCheckout(at('/wellness/checkout'), storages(), false)).toBe('/wellness');
    });

    it('leaves a page the app wrote history state to (a purchase’s success view, a checkout step) to the app', () => {
      const successEntry = { usr: { checkoutSuccess: { orderId: 'o-1' } }, key: 'k1', idx: 3 };
      expect(flowStartOfEmptyCheckout(at('/insurance/checkout'), storages(), true, successEntry)).toBeNull();
      // A history entry the router left without state is no page the app drew.
      expect(
        flowStartOfEmptyCheckout(at('/insurance/checkout'), storages(), true, { usr: null, key: 'k2', idx: 4 }),
      ).toBe('/insurance');
    });

    it('leaves the other flows’ checkouts as before: another flow’s answers there are for the app to handle', () => {
      owns('UpsellWellnessQuiz');
      expect(flowStartOfEmptyCheckout(at('/start/checkout'), storages(), true)).toBeNull();
      expect(flowStartOfEmptyCheckout(at('/start/checkout'), storages(), false)).toBeNull();
      expect(flowStartOfEmptyCheckout(at('/benefits/fenwick/onboard/checkout'), storages(), true)).toBeNull();
    });
  });
});
