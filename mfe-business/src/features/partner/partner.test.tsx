import { act, screen } from '@testing-library/react';
import { readStored, storageKeys } from '@tailwise/shared';
import { fixtures, renderRemote, reply, type FakeRoutes } from '@tailwise/shared/testing';
import { businessRoutes } from '../../routes';

beforeEach(() => localStorage.clear());

/**
 * The page suspends until the partner has answered; inside a render that is not awaited React would not
 * retry it (once the page's chunk has loaded, in a later test, nothing else makes the render wait).
 */
async function openPartnerPage(api: FakeRoutes) {
  let view: ReturnType<typeof renderRemote> | undefined;
  await act(async () => {
    view = renderRemote({ routes: businessRoutes, route: '/enroll/medmutual-pet', api });
  });
  return view!;
}

const promoCode = {
  code: 'MEDMUTUAL15',
  percentOff: 15,
  description: 'MedMutual Pet members: 15% off',
  expiresAt: null,
};

describe('/enroll/medmutual-pet', () => {
  it('offers the partner’s products with its promo applied and stored as referrer', async () => {
    await openPartnerPage({
      'GET /partners/:ri': () =>
        fixtures.partner({ ri: 'medmutual-pet', products: ['INSURANCE', 'WELLNESS'], promoCode }),
    });
    const quote = await screen.findByRole('link', { name: 'Get a pet insurance quote' });
    expect(quote.getAttribute('href')).toMatch(/^\/start\?ri=medmutual-pet&rt=PARTNER&rpc=/);
    expect(screen.getByRole('link', { name: 'See wellness plans' })).toBeInTheDocument();
    expect(quote.getAttribute('href')).toContain('rpc=MEDMUTUAL15');
    expect(readStored(storageKeys.promoCode)).toBe('MEDMUTUAL15');
    expect(readStored(storageKeys.referrerData)).toEqual({ ri: 'medmutual-pet', rt: 'PARTNER', rpc: 'MEDMUTUAL15' });
    expect(screen.getByText('15% off with MEDMUTUAL15: applied to your quote and checkout.')).toBeInTheDocument();
  });

  it('a co-branded partner shows its logo at a fixed size; one that is not shows none', async () => {
    const logoUrl = '/_xo/partners/medmutual-pet.svg';
    const view = await openPartnerPage({
      'GET /partners/:ri': () =>
        fixtures.partner({ ri: 'medmutual-pet', displayName: 'MedMutual Pet', logoUrl, coBranded: true, promoCode }),
    });
    const logo = await screen.findByRole('img', { name: 'MedMutual Pet logo' });
    expect(logo).toHaveAttribute('src', logoUrl);
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '64');
    expect(screen.getByText('MedMutual Pet with Tailwise')).toBeInTheDocument();
    view.unmount();

    await openPartnerPage({
      'GET /partners/:ri': () =>
        fixtures.partner({ ri: 'medmutual-pet', displayName: 'MedMutual Pet', logoUrl, coBranded: false, promoCode }),
    });
    expect(await screen.findByText('Member benefits')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('partner flags change the offer: insurance only, prices hidden', async () => {
    await openPartnerPage({
      'GET /partners/:ri': () =>
        fixtures.partner({ ri: 'medmutual-pet', products: ['INSURANCE'], hidePrices: true, promoCode }),
    });
    expect(await screen.findByRole('link', { name: 'Get a pet insurance quote' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See wellness plans' })).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
    expect(screen.getByText(/is applied at checkout/)).toBeInTheDocument();
  });

  it('a 500 shows "InternalServerError: Unable to get group promo code"', async () => {
    await openPartnerPage({
      'GET /partners/:ri': () => reply(500, { error: { code: 'InternalServerError', message: 'boom', fields: {} } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('InternalServerError: Unable to get group promo code');
  });
});

describe('/enroll/medmutual-pet while the partner loads', () => {
  beforeEach(() => delete document.documentElement.dataset.routeRendered);

  it('counts as rendered only once its content is there, so nothing drawn before it is pushed down', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await openPartnerPage({
      'GET /partners/:ri': async () => {
        await answered;
        return fixtures.partner({ ri: 'medmutual-pet', displayName: 'MedMutual Pet', promoCode });
      },
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(document.documentElement.dataset.routeRendered).toBeUndefined();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Pet benefits for MedMutual Pet members' })).toBeInTheDocument();
    expect(document.documentElement.dataset.routeRendered).toBe('1');
  });
});
