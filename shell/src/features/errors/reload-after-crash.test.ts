import { readStored, storageKeys, writeStored } from '@tailwise/shared';
import { reloadActionFor, reloadAfterCrash } from './reload-after-crash';

describe('reloadActionFor', () => {
  it.each([
    ['/start/checkout', '?utm_source=mail', '/start/restart?utm_source=mail'],
    ['/wellness/checkout', '', '/wellness/restart'],
    ['/benefits/fenwick/onboard/checkout', '?lid=12', '/benefits/fenwick/onboard/restart?lid=12'],
    ['/promo/checkout/', '?rpc=SPRING', '/promo/restart?rpc=SPRING'],
  ])('on the checkout route %s restarts the flow, keeping the query string', (pathname, search, url) => {
    expect(reloadActionFor(pathname, search)).toEqual({ type: 'navigate', url });
  });

  it.each(['/', '/start', '/dashboard/claims', '/faq', '/business/checkout', '/checkout'])(
    'elsewhere (%s) reloads the page',
    (pathname) => {
      expect(reloadActionFor(pathname, '?x=1')).toEqual({ type: 'reload' });
    },
  );
});

describe('reloadAfterCrash', () => {
  const location = (pathname: string, search = '') => ({ pathname, search, assign: jest.fn(), reload: jest.fn() });

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('clears the quiz and cart keys, keeps the lead and attribution, then restarts the checkout flow', () => {
    writeStored(storageKeys.petsCart, [{ name: 'Biscuit' }]);
    writeStored(storageKeys.currentPets, [{ name: 'Biscuit' }]);
    writeStored(storageKeys.checkoutSubmittedData, { ok: true });
    writeStored(storageKeys.leadId, 42);
    writeStored(storageKeys.marketingSource, { utm_source: 'mail' });
    const loc = location('/start/checkout', '?utm_source=mail');
    reloadAfterCrash(loc);
    expect(readStored(storageKeys.petsCart)).toEqual([]);
    expect(readStored(storageKeys.currentPets)).toEqual([]);
    expect(readStored(storageKeys.checkoutSubmittedData)).toBeNull();
    expect(readStored(storageKeys.leadId)).toBe(42);
    expect(readStored(storageKeys.marketingSource)).toEqual({ utm_source: 'mail' });
    expect(loc.assign).toHaveBeenCalledWith('/start/restart?utm_source=mail');
    expect(loc.reload).not.toHaveBeenCalled();
  });

  it('reloads any other page', () => {
    const loc = location('/pet-insurance-plans');
    reloadAfterCrash(loc);
    expect(loc.reload).toHaveBeenCalledTimes(1);
    expect(loc.assign).not.toHaveBeenCalled();
  });
});
