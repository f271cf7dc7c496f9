// /business's prices per paycheck come from the API: the example group's promo, then a quote per pet.
import { screen, within } from '@testing-library/react';
import type { QuoteRequest } from '@tailwise/shared/contract';
import { percentOffCents, perPaycheckCents } from '@tailwise/shared/contract/paycheck';
import { apiError, fixtures, renderRemote } from '@tailwise/shared/testing';
import { notifyRouteRendered } from '@tailwise/shared';
import { PaycheckPrices } from './PaycheckPrices';

/** A quote whose list price depends on the breed, with the promo's 10% taken off when one is sent. */
function quoteFor(body: QuoteRequest) {
  const list = 3000 + body.pets[0]!.breedId;
  const price = body.promoCode ? Math.round(list * 0.9) : list;
  const pet = fixtures.quotedPet({ breedId: body.pets[0]!.breedId, totalCents: price });
  return fixtures.quote({
    promoCode: body.promoCode ?? null,
    pets: [{ ...pet, insurance: { ...pet.insurance!, listMonthlyCents: list, listCents: list, priceCents: price } }],
  });
}

function renderPrices(promo: unknown, quote: (body: QuoteRequest) => ReturnType<typeof quoteFor> = quoteFor) {
  const view = renderRemote({
    ui: <PaycheckPrices />,
    queryScope: 'page',
    api: {
      'GET /payment_profiles/group/:group/promo/': promo as never,
      'POST /quotes/': ({ body }) => quote(body),
    },
  });
  // The prices load once the page has rendered.
  notifyRouteRendered();
  return view;
}

describe('PaycheckPrices', () => {
  it('shows each pet’s price per biweekly paycheck with the group discount, from the API', async () => {
    const { api } = renderPrices(fixtures.groupPromo({ groupId: 'city-of-philadelphia' }));
    expect(await screen.findByText('Includes a 10% group discount.')).toBeInTheDocument();
    const beagle = screen.getByText('Beagle').closest('li')!;
    const list = 3000 + 31;
    expect(within(beagle).getByText('list $30.31/mo', { exact: false })).toBeInTheDocument();
    const perPaycheck = perPaycheckCents(list - percentOffCents(list, 10), 'month', 26);
    expect(within(beagle).getByText(`$${(perPaycheck / 100).toFixed(2)}`)).toBeInTheDocument();
    const quotes = api.calls.filter((c) => c.path === '/quotes/');
    expect(quotes).toHaveLength(3);
    // A group's code is quoted only to a member holding a seat: the examples ask for list prices and take the
    // group's percentage off by the API's rule.
    expect(quotes[0]!.body).toMatchObject({ zipCode: '19107' });
    expect(quotes[0]!.body).not.toHaveProperty('promoCode');
  });

  it('shows list prices without a discount line when the group has no promo (204)', async () => {
    const { api } = renderPrices({ status: 204 });
    const price = await screen.findByText(`$${(perPaycheckCents(3000 + 1030, 'month', 26) / 100).toFixed(2)}`);
    expect(price.closest('li')).toHaveTextContent('Mediumhair cat');
    expect(screen.queryByText(/group discount/)).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/quotes/')!.body).not.toHaveProperty('promoCode');
  });

  it.each([
    [4200, '$19.38', '$19.39'], // 1938.46 cents: the payroll article's own example
    [4599, '$21.22', '$21.23'], // 2122.6 cents: down, never to the nearest cent
  ])(
    'shows %i cents a month as %s per paycheck, the cent the quiz shows for the same price',
    async (monthly, shown, notShown) => {
      renderPrices({ status: 204 }, (body) => {
        const quote = quoteFor(body);
        const insurance = {
          ...quote.pets[0]!.insurance!,
          listMonthlyCents: monthly,
          listCents: monthly,
          priceCents: monthly,
        };
        return { ...quote, pets: [{ ...quote.pets[0]!, insurance }] };
      });
      expect(await screen.findAllByText(shown)).toHaveLength(3);
      expect(screen.queryByText(notShown)).not.toBeInTheDocument();
    },
  );

  it('says prices are unavailable when the API fails, keeping the rows', async () => {
    renderPrices(apiError(500, 'Internal', 'boom'));
    expect(await screen.findByText(/Example prices are unavailable right now/)).toBeInTheDocument();
    expect(screen.getByText('Golden Retriever')).toBeInTheDocument();
  });
});
