import { configure, screen } from '@testing-library/react';
import { readStored, storageKeys } from '@tailwise/shared';
import { fixtures, renderRemote, reply } from '@tailwise/shared/testing';
import { businessRoutes } from '../../routes';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => localStorage.clear());

const promoCode = {
  code: 'MEDMUTUAL15',
  percentOff: 15,
  description: 'MedMutual Pet members: 15% off',
  expiresAt: null,
};

describe('/enroll/medmutual-pet', () => {
  it('offers the partner’s products with its promo applied and stored as referrer', async () => {
    renderRemote({
      routes: businessRoutes,
      route: '/enroll/medmutual-pet',
      api: {
        'GET /partners/:ri': () =>
          fixtures.partner({ ri: 'medmutual-pet', products: ['INSURANCE', 'WELLNESS'], promoCode }),
      },
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
    const view = renderRemote({
      routes: businessRoutes,
      route: '/enroll/medmutual-pet',
      api: {
        'GET /partners/:ri': () =>
          fixtures.partner({ ri: 'medmutual-pet', displayName: 'MedMutual Pet', logoUrl, coBranded: true, promoCode }),
      },
    });
    const logo = await screen.findByRole('img', { name: 'MedMutual Pet logo' });
    expect(logo).toHaveAttribute('src', logoUrl);
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '64');
    expect(screen.getByText('MedMutual Pet with Tailwise')).toBeInTheDocument();
    view.unmount();

    renderRemote({
      routes: businessRoutes,
      route: '/enroll/medmutual-pet',
      api: {
        'GET /partners/:ri': () =>
          fixtures.partner({ ri: 'medmutual-pet', displayName: 'MedMutual Pet', logoUrl, coBranded: false, promoCode }),
      },
    });
    expect(await screen.findByText('Member benefits')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('partner flags change the offer: insurance only, prices hidden', async () => {
    renderRemote({
      routes: businessRoutes,
      route: '/enroll/medmutual-pet',
      api: {
        'GET /partners/:ri': () =>
          fixtures.partner({ ri: 'medmutual-pet', products: ['INSURANCE'], hidePrices: true, promoCode }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Get a pet insurance quote' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See wellness plans' })).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
    expect(screen.getByText(/is applied at checkout/)).toBeInTheDocument();
  });

  it('a 500 shows "InternalServerError: Unable to get group promo code"', async () => {
    renderRemote({
      routes: businessRoutes,
      route: '/enroll/medmutual-pet',
      api: {
        'GET /partners/:ri': () => reply(500, { error: { code: 'InternalServerError', message: 'boom', fields: {} } }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('InternalServerError: Unable to get group promo code');
  });
});
