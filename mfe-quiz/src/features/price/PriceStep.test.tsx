// The price screen against the fake API: spec §5 defaults (California too), live re-quotes that keep the
// old figure until the new one lands, every discount line, the promo field, saving the quote, per-paycheck
// prices and the waiting-period flag.
import { readStored, storageKeys } from '@tailwise/shared';
import type { QuoteRequest } from '@tailwise/shared/contract';
import { COVER_START_RULE } from '@tailwise/shared/contract/cover';
import { perPaycheckCents } from '@tailwise/shared/contract/paycheck';
import { apiError, createFakeApi, fixtures, renderRemote, type FakeApi } from '@tailwise/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { formatCents } from '@tailwise/shared/format';
import { priceQuote } from './testing/fake-pricing.test-support';
import {
  biscuit,
  catalogRoutes,
  deferred,
  flowContext,
  LEAD_UUID,
  miso,
  seedQuiz,
} from './testing/quiz-test-setup.test-support';
import type { FlowContext } from '../flow/state/flow-context';
import { PriceStep } from './PriceStep';

const total = () => screen.getByTestId('quote-total');
const quoteBodies = (api: FakeApi) => api.callsTo('POST /quotes/').map((c) => c.body as QuoteRequest);
/** The screen's own quote requests (it also prices the other billing interval for the "save" badge). */
const mainQuotes = (api: FakeApi, interval: 'month' | 'year' = 'month') =>
  quoteBodies(api).filter((b) => b.billingInterval === interval);
const petCard = (name: string) => screen.getByRole('article', { name });
const group = (name: string, within_: HTMLElement) => within(within_).getByRole('radiogroup', { name });

function renderPrice(ctx: FlowContext = flowContext(), api?: FakeApi, flags = {}) {
  const onBack = jest.fn();
  const onAddPet = jest.fn();
  const view = renderRemote({
    ui: <PriceStep ctx={ctx} progress={{ step: 4, total: 4 }} onBack={onBack} onAddPet={onAddPet} />,
    route: '/start/price?utm_source=test',
    api: api ?? catalogRoutes(),
    flags,
  });
  return { ...view, onBack, onAddPet };
}

async function settled() {
  await waitFor(() => expect(total()).not.toHaveTextContent('—'));
  await waitFor(() => expect(screen.getByText('Updating your price…')).toHaveAttribute('aria-hidden', 'true'));
}

// Whole screens driven with user-event: slow on a busy machine, not stuck.
jest.setTimeout(30_000);

beforeEach(() => seedQuiz());

describe('defaults (spec §5)', () => {
  it('quotes a $1,000 deductible and 90% back outside California: the first price is the insurance price', async () => {
    const { api } = renderPrice();
    await settled();
    expect(mainQuotes(api)[0]!.pets[0]).toMatchObject({
      insurance: { deductible: 1000, coinsurancePercent: 10, isUncapped: false },
      wellnessPlanId: null,
    });
    const card = petCard('Biscuit');
    expect(within(group('Reimbursement', card)).getByRole('radio', { name: '90%' })).toBeChecked();
    expect(within(group('Reimbursement', card)).getByRole('radio', { name: '100%' })).toBeInTheDocument();
    expect(within(group('Yearly deductible', card)).getByRole('radio', { name: '$1,000' })).toBeChecked();
    const expected = priceQuote(mainQuotes(api).at(-1)!);
    expect(total()).toHaveTextContent(formatCents(expected.totalCents));
    // The defaults are the stored cart, so checkout buys what is on screen.
    expect(readStored(storageKeys.petsCart)).toEqual([
      {
        petKey: biscuit.key,
        insurance: { deductible: 1000, coinsurancePercent: 10, isUncapped: false },
        wellnessPlanId: null,
      },
    ]);
  });

  it('offers wellness beside the insurance with classic marked as the usual choice, not ticked', async () => {
    const { api, user } = renderPrice();
    await settled();
    const plans = group('Add a wellness plan for Biscuit?', petCard('Biscuit'));
    expect(within(plans).getByRole('radio', { name: 'No wellness plan' })).toBeChecked();
    const classic = within(plans).getByRole('radio', { name: /^Classic/ });
    expect(classic).not.toBeChecked();
    expect(classic.closest('label')).toHaveTextContent('Suits most pets');
    expect(within(plans).getAllByText('Suits most pets')).toHaveLength(1);
    // The total is the insurance alone until the visitor adds a plan.
    const insuranceOnly = priceQuote(mainQuotes(api).at(-1)!);
    expect(insuranceOnly.pets[0]!.wellness).toBeNull();
    expect(total()).toHaveTextContent(formatCents(insuranceOnly.totalCents));
    // Named beside the insurance price (on a phone the plans are below the fold), and gone once one is chosen.
    const card = petCard('Biscuit');
    const cheapest = Math.min(...fixtures.wellnessPlans(0).map((p) => p.monthlyPriceCents));
    expect(within(card).getByRole('button', { name: 'Add a wellness plan' }).parentElement).toHaveTextContent(
      `Add a wellness plan for routine care, from ${formatCents(cheapest)}/mo.`,
    );
    await user.click(classic);
    await settled();
    expect(mainQuotes(api).at(-1)!.pets[0]!.wellnessPlanId).toBe('dog-classic');
    expect(within(card).queryByRole('button', { name: 'Add a wellness plan' })).toBeNull();
  });

  it('chooses the classic plan on /wellness, where the customer came for it', async () => {
    const { api } = renderPrice(flowContext({ mode: 'upsell-wellness' }));
    await settled();
    expect(mainQuotes(api)[0]!.pets[0]).toMatchObject({ insurance: null, wellnessPlanId: 'dog-classic' });
    expect(within(group('Wellness plan', petCard('Biscuit'))).getByRole('radio', { name: /^Classic/ })).toBeChecked();
  });

  it('names the breed from the quote when the answers know only its id (a restored saved quote)', async () => {
    seedQuiz({ pets: [{ ...biscuit, breedName: null }] });
    renderPrice();
    await settled();
    expect(within(petCard('Biscuit')).getByText('Dog · Golden Retriever · 3 years')).toBeInTheDocument();
    expect(within(petCard('Biscuit')).queryByText(/· Breed ·/)).toBeNull();
    // Kept with the answers, for checkout and the next visit.
    await waitFor(() =>
      expect(readStored(storageKeys.currentPets)).toEqual([{ ...biscuit, breedName: 'Golden Retriever' }]),
    );
  });

  it('defaults to 80% back in California (ZIP 90210) and does not offer 100% there', async () => {
    seedQuiz({ zipCode: '90210' });
    const { api } = renderPrice();
    await settled();
    expect(api.callsTo('GET /insurance/options/')[0]!.query).toEqual({ zip_code: '90210' });
    expect(mainQuotes(api)[0]!.pets[0]!.insurance).toMatchObject({ coinsurancePercent: 20 });
    const reimbursement = group('Reimbursement', petCard('Biscuit'));
    expect(within(reimbursement).getByRole('radio', { name: '80%' })).toBeChecked();
    expect(within(reimbursement).queryByRole('radio', { name: '100%' })).not.toBeInTheDocument();
    expect(reimbursement).toHaveAccessibleDescription(/In CA we offer 80% or 90%/);
  });

  it('opens a stored cart at the spec §5 coinsurance, then keeps what the visitor picks', async () => {
    const cart = (coinsurancePercent: 0 | 10 | 20) => [
      {
        petKey: biscuit.key,
        insurance: { deductible: 500 as const, coinsurancePercent, isUncapped: true },
        wellnessPlanId: null,
      },
    ];
    // Outside California a stored 100% (0% coinsurance) opens at the default 90%; a stored 80% is kept.
    seedQuiz({ zipCode: '43004', cart: cart(0) });
    const ohio = renderPrice();
    await settled();
    expect(mainQuotes(ohio.api)[0]!.pets[0]!.insurance).toMatchObject({ deductible: 500, coinsurancePercent: 10 });
    // On the screen, 100% is the visitor's to choose, and stays chosen.
    await ohio.user.click(within(group('Reimbursement', petCard('Biscuit'))).getByRole('radio', { name: '100%' }));
    await settled();
    expect(mainQuotes(ohio.api).at(-1)!.pets[0]!.insurance).toMatchObject({ coinsurancePercent: 0 });
    expect(within(group('Reimbursement', petCard('Biscuit'))).getByRole('radio', { name: '100%' })).toBeChecked();
    ohio.unmount();

    seedQuiz({ zipCode: '43004', cart: cart(20) });
    const kept = renderPrice();
    await settled();
    expect(mainQuotes(kept.api)[0]!.pets[0]!.insurance).toMatchObject({ coinsurancePercent: 20 });
    kept.unmount();

    // In California the 80 option is the default whatever was stored.
    seedQuiz({ zipCode: '90210', cart: cart(10) });
    const { api } = renderPrice();
    await settled();
    expect(mainQuotes(api)[0]!.pets[0]).toMatchObject({
      insurance: { deductible: 500, coinsurancePercent: 20, isUncapped: true },
      wellnessPlanId: null,
    });
  });
});

describe('while the plans load', () => {
  it('holds the screen’s shape as a status that says in words what loads, then the plans take its place', async () => {
    const plans = deferred<void>();
    const api = createFakeApi({
      ...catalogRoutes(),
      'GET /insurance/options/': async ({ query }) => {
        await plans.promise;
        return fixtures.insuranceOptions(query.zip_code);
      },
    });
    renderPrice(flowContext(), api);
    const status = await screen.findByRole('status', { name: 'Loading your price…' });
    expect(status).toHaveTextContent(/^Loading your price…$/);
    expect(screen.queryByRole('article', { name: 'Biscuit' })).not.toBeInTheDocument();
    await act(async () => plans.resolve());
    await settled();
    expect(screen.queryByRole('status', { name: 'Loading your price…' })).not.toBeInTheDocument();
    expect(petCard('Biscuit')).toBeInTheDocument();
  });
});

describe('live updates', () => {
  it('re-quotes on each change and keeps the previous figure on screen until the new one arrives', async () => {
    const gate = { hold: false, pending: [] as Array<() => void> };
    const api = createFakeApi(
      catalogRoutes(async (request) => {
        if (gate.hold && request.billingInterval === 'month') {
          const wait = deferred<void>();
          gate.pending.push(() => wait.resolve());
          await wait.promise;
        }
        return priceQuote(request);
      }),
    );
    const { user } = renderPrice(flowContext(), api);
    await settled();
    const before = total().textContent;

    gate.hold = true;
    await user.click(within(group('Yearly deductible', petCard('Biscuit'))).getByRole('radio', { name: '$250' }));
    await waitFor(() => expect(mainQuotes(api).at(-1)!.pets[0]!.insurance).toMatchObject({ deductible: 250 }));
    // The answer is held: the old figure stays, marked as updating.
    expect(total().textContent).toBe(before);
    expect(screen.getByText('Updating your price…')).toHaveAttribute('aria-hidden', 'false');

    await act(async () => gate.pending.splice(0).forEach((release) => release()));
    const expected = priceQuote(mainQuotes(api).at(-1)!);
    await waitFor(() => expect(total()).toHaveTextContent(formatCents(expected.totalCents)));
    expect(total().textContent).not.toBe(before);
    expect(screen.getByText('Updating your price…')).toHaveAttribute('aria-hidden', 'true');
    expect(readStored(storageKeys.petsCart)).toMatchObject([{ insurance: { deductible: 250 } }]);
  });
});

describe('the itemised total', () => {
  it('shows the multi-pet, yearly and promo discounts as their own lines', async () => {
    seedQuiz({ pets: [biscuit, miso] });
    const { api, user } = renderPrice();
    await settled();
    await user.click(screen.getByRole('radio', { name: /^Yearly/ }));
    await waitFor(() => expect(screen.getByText('Paying yearly (5%)')).toBeInTheDocument());
    await settled();
    await user.type(screen.getByLabelText(/Promo code/), 'welcome5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByText('Promo WELCOME5 (5%)')).toBeInTheDocument());
    await settled();

    const quote = priceQuote(mainQuotes(api, 'year').at(-1)!);
    expect(quote.promoCode).toBe('WELCOME5');
    for (const line of quote.discounts) {
      const row = document.querySelector(`[data-discount="${line.code}"]`)!;
      expect(row).toHaveTextContent(`−${formatCents(line.amountCents)}`);
    }
    expect(quote.discounts.map((d) => d.code)).toEqual(['MULTI_PET', 'ANNUAL_PAYMENT', 'PROMO_CODE']);
    expect(screen.getByText('Multi-pet discount (10%)')).toBeInTheDocument();
    expect(total()).toHaveTextContent(`${formatCents(quote.totalCents)}/yr`);
    expect(readStored(storageKeys.promoCode)).toBe('WELCOME5');
    expect(readStored(storageKeys.billingInterval)).toBe('year');
  });

  it('shows an unknown promo code’s error next to the field and keeps the text and the price', async () => {
    const { api, user } = renderPrice();
    await settled();
    const before = total().textContent;
    const field = screen.getByLabelText(/Promo code/);
    await user.type(field, 'NOPE42');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This promo code is not valid/));
    expect(field).toHaveValue('NOPE42');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(quoteBodies(api).some((b) => b.promoCode === 'NOPE42')).toBe(true);
    await settled();
    expect(total().textContent).toBe(before);
    expect(document.querySelector('[data-discount="PROMO_CODE"]')).toBeNull();
    expect(readStored(storageKeys.promoCode)).toBeNull();
  });

  it('shows an employer code refused to a non-member (422 on promoCode) next to the field, keeping the choices', async () => {
    const message =
      'This code is for City of Philadelphia employees: sign in and confirm your place with City of Philadelphia to use it';
    const api = createFakeApi(
      catalogRoutes((request) =>
        request.promoCode === 'PHILLYPETS'
          ? apiError(422, 'GroupPromoNotAvailable', message, { promoCode: message })
          : priceQuote(request),
      ),
    );
    const { user } = renderPrice(flowContext(), api);
    await settled();
    await user.click(within(group('Yearly deductible', petCard('Biscuit'))).getByRole('radio', { name: '$500' }));
    await settled();
    const before = total().textContent;
    const field = screen.getByLabelText(/Promo code/);
    await user.type(field, 'phillypets');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveValue('phillypets'); // as typed, to correct
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await settled();
    // The price stays the one for the visitor's choices, without the employer's discount.
    expect(total().textContent).toBe(before);
    expect(within(group('Yearly deductible', petCard('Biscuit'))).getByRole('radio', { name: '$500' })).toBeChecked();
    expect(readStored(storageKeys.promoCode)).toBeNull();
  });

  it('shows the price per paycheck for employer members', async () => {
    const ctx = flowContext({ payment: 'GROUP', mode: 'benefits', paychecksPerYear: 26, groupId: 'fenwick' });
    const { api } = renderPrice(ctx);
    await settled();
    const quote = priceQuote(mainQuotes(api).at(-1)!);
    expect(screen.getByTestId('quote-per-paycheck')).toHaveTextContent(
      formatCents(perPaycheckCents(quote.totalCents, 'month', 26)),
    );
  });

  it('shows $42.00 a month as $19.38 per paycheck, the cent /business and the payroll article show', async () => {
    const ctx = flowContext({ payment: 'GROUP', mode: 'benefits', paychecksPerYear: 26, groupId: 'fenwick' });
    renderPrice(ctx, createFakeApi(catalogRoutes((request) => ({ ...priceQuote(request), totalCents: 4200 }))));
    await settled();
    expect(screen.getByTestId('quote-per-paycheck')).toHaveTextContent('$19.38');
  });
});

describe('saving and moving on', () => {
  it('emails the quote: stores the cart on the lead and confirms', async () => {
    const api = createFakeApi({
      ...catalogRoutes(),
      'PUT /leads/:uuid/quote/': ({ params }) => fixtures.lead({ uuid: params.uuid }),
    });
    const { user } = renderPrice(flowContext(), api);
    await settled();
    await user.click(within(group('Reimbursement', petCard('Biscuit'))).getByRole('radio', { name: '80%' }));
    await settled();
    await user.click(screen.getByRole('button', { name: 'Email me this quote' }));
    expect(await screen.findByText(/We emailed a link to your quote to ada@example.com/)).toBeInTheDocument();
    const saved = api.callsTo('PUT /leads/:uuid/quote/');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.params).toEqual({ uuid: LEAD_UUID });
    expect(saved[0]!.body).toEqual({
      savedQuote: {
        zipCode: '43004',
        billingInterval: 'month',
        isUncapped: false,
        pets: [
          {
            name: 'Biscuit',
            petType: 0,
            breedId: 130,
            age: 3,
            insurance: { deductible: 1000, coinsurancePercent: 20, isUncapped: false },
            wellnessPlanId: null,
          },
        ],
      },
    });
  });

  it('ends at "Email me this quote" when the flow has no checkout', async () => {
    renderPrice(flowContext({ checkoutEnabled: false }));
    await settled();
    expect(screen.queryByRole('button', { name: 'Continue to checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me this quote' })).toBeEnabled();
  });

  it('continues to the flow’s checkout with the query string, and adds a pet through the flow', async () => {
    const view = renderPrice();
    await settled();
    await view.user.click(screen.getByRole('button', { name: /Add another pet/ }));
    expect(view.onAddPet).toHaveBeenCalledTimes(1);
    await view.user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(view.path()).toBe('/start/checkout?utm_source=test'));
    expect(readStored(storageKeys.insuranceQuote)).toMatchObject({ quote: { totalCents: expect.any(Number) } });
  });
});

describe('explanations and waiting periods', () => {
  it('explains each rating factor of the price in words', async () => {
    const { user } = renderPrice();
    await settled();
    await user.click(within(petCard('Biscuit')).getByText('Why this price?'));
    const table = within(petCard('Biscuit')).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: /Breed/ })).toHaveTextContent(
      'Golden Retrievers have more vet claims than the average dog.',
    );
    expect(within(table).getByRole('rowheader', { name: /Where you live/ })).toHaveTextContent('Ohio');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  it('shows waiting periods as lengths, and as dates only behind isWaitingPeriodToggleEnabled', async () => {
    const first = renderPrice();
    await settled();
    expect(within(petCard('Biscuit')).getByText('14 days')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show dates/ })).not.toBeInTheDocument();
    first.unmount();

    const { user } = renderPrice(flowContext(), undefined, { isWaitingPeriodToggleEnabled: true });
    await settled();
    const toggle = screen.getByRole('button', { name: 'Show dates if I buy today' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show lengths' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(petCard('Biscuit')).getByText(new RegExp(`^${COVER_START_RULE}: `))).toBeInTheDocument();
    expect(within(petCard('Biscuit')).getAllByText(/^from /)).toHaveLength(3);
  });

  it('keeps the waiting-period toggle’s choice in its storage key, so a refresh shows the same', async () => {
    const first = renderPrice(flowContext(), undefined, { isWaitingPeriodToggleEnabled: true });
    await settled();
    await first.user.click(screen.getByRole('button', { name: 'Show dates if I buy today' }));
    expect(JSON.parse(localStorage.getItem('tailwise.waitingPeriod')!)).toBe('dates');
    first.unmount();

    const again = renderPrice(flowContext(), undefined, { isWaitingPeriodToggleEnabled: true });
    await settled();
    expect(screen.getByRole('button', { name: 'Show lengths' })).toHaveAttribute('aria-pressed', 'true');
    await again.user.click(screen.getByRole('button', { name: 'Show lengths' }));
    expect(JSON.parse(localStorage.getItem('tailwise.waitingPeriod')!)).toBe('lengths');
  });
});

// jsdom applies the screen's styles without media queries: what it computes is the phone layout (< 640 px).
describe('on a phone', () => {
  it('stacks each compact option’s radio above its label, so "$1,000" and "Unlimited" get the card’s width', async () => {
    renderPrice();
    await settled();
    const card = petCard('Biscuit');
    for (const name of ['$1,000', 'Unlimited']) {
      const label = within(card).getByRole('radio', { name }).closest('label')!;
      expect(getComputedStyle(label).flexDirection).toBe('column');
      expect(getComputedStyle(label).textAlign).toBe('center');
    }
  });

  it('keeps "Total per month", each waiting period and the yearly saving on one line, values on the right', async () => {
    renderPrice();
    await settled();
    expect(getComputedStyle(screen.getByText('per month').parentElement!).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(total()).marginLeft).toBe('auto');
    const waiting = within(petCard('Biscuit')).getByRole('group', { name: 'Waiting periods' });
    for (const value of within(waiting).getAllByText(/\d+ (days?|months?)$/)) {
      expect(getComputedStyle(value).marginLeft).toBe('auto');
      expect(getComputedStyle(value).textAlign).toBe('right');
    }
    const saving = await screen.findByText(/^Save \$/);
    expect(getComputedStyle(saving).whiteSpace).toBe('nowrap');
  });

  it('reserves no line of its own for "Updating your price…": it shares the title’s line', async () => {
    renderPrice();
    await settled();
    const note = screen.getByText('Updating your price…');
    const line = note.parentElement!;
    expect(line).toContainElement(screen.getByRole('heading', { name: 'Your plan' }));
    expect(line).not.toContainElement(total());
  });
});

describe('the phone’s bottom bar', () => {
  it('follows the live total and continues to checkout, hidden from assistive technology and the tab order', async () => {
    const { api, user, path } = renderPrice();
    await settled();
    const bar = screen.getByTestId('price-bottom-bar');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(getComputedStyle(bar).bottom).toBe('0px');
    expect(bar).toHaveTextContent(formatCents(priceQuote(mainQuotes(api).at(-1)!).totalCents));
    // Once, for assistive technology: the summary's own button.
    expect(screen.getAllByRole('button', { name: 'Continue to checkout' })).toHaveLength(1);
    const barButton = within(bar).getByText('Continue to checkout');
    expect(barButton).toHaveAttribute('tabindex', '-1');

    await user.click(within(group('Yearly deductible', petCard('Biscuit'))).getByRole('radio', { name: '$500' }));
    await settled();
    expect(bar).toHaveTextContent(formatCents(priceQuote(mainQuotes(api).at(-1)!).totalCents));
    await user.click(barButton);
    await waitFor(() => expect(path()).toBe('/start/checkout?utm_source=test'));
  });

  it('steps aside while the summary’s own button is on screen, so a phone never shows the button twice', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; target: Element | null }> = [];
    class FakeIntersectionObserver {
      constructor(public callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observers.push({ callback: this.callback, target });
      }
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    try {
      renderPrice();
      await settled();
      const bar = screen.getByTestId('price-bottom-bar');
      const summaryButton = screen.getByRole('button', { name: 'Continue to checkout' });
      const watched = observers.find((o) => o.target?.contains(summaryButton));
      expect(watched).toBeDefined();
      expect(getComputedStyle(bar).visibility).not.toBe('hidden');
      const scrolled = (isIntersecting: boolean) =>
        act(() =>
          watched!.callback(
            [{ isIntersecting, target: watched!.target } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          ),
        );
      scrolled(true);
      expect(getComputedStyle(bar).visibility).toBe('hidden');
      scrolled(false);
      expect(getComputedStyle(bar).visibility).not.toBe('hidden');
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('offers "Email me this quote" when the flow has no checkout', async () => {
    const api = createFakeApi({
      ...catalogRoutes(),
      'PUT /leads/:uuid/quote/': ({ params }) => fixtures.lead({ uuid: params.uuid }),
    });
    const { user } = renderPrice(flowContext({ checkoutEnabled: false }), api);
    await settled();
    const bar = screen.getByTestId('price-bottom-bar');
    expect(within(bar).queryByText('Continue to checkout')).toBeNull();
    await user.click(within(bar).getByText('Email me this quote'));
    // One sending state: the summary confirms what the bar sent.
    expect(await screen.findByText(/We emailed a link to your quote to ada@example.com/)).toBeInTheDocument();
    expect(api.callsTo('PUT /leads/:uuid/quote/')).toHaveLength(1);
    expect(within(bar).getByText('Quote emailed')).toBeInTheDocument();
  });
});
