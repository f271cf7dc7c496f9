import { readStored, storageKeys } from '@tailwise/shared';
import { captureLanding } from './AttributionCapture';

beforeEach(() => localStorage.clear());

describe('captureLanding', () => {
  it('stores lid, the promo code and UTM data, and returns the query referrer', () => {
    const referrer = captureLanding(
      '?lid=77&ri=medmutual-pet&rt=PARTNER&rpc=PAWS10&utm_source=newsletter&utm_campaign=spring',
    );
    expect(referrer).toEqual({ ri: 'medmutual-pet', rt: 'PARTNER', rpc: 'PAWS10' });
    expect(readStored(storageKeys.leadId)).toBe(77);
    expect(readStored(storageKeys.promoCode)).toBe('PAWS10');
    expect(readStored(storageKeys.marketingSource)).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
    expect(readStored(storageKeys.referrerData)).toEqual({ ri: 'medmutual-pet', rt: 'PARTNER', rpc: 'PAWS10' });
  });

  it('leaves stored values alone when the landing URL carries none', () => {
    captureLanding('?utm_source=first');
    expect(captureLanding('?q=dogs')).toBeNull();
    expect(readStored(storageKeys.marketingSource)).toEqual({ utm_source: 'first' });
    expect(readStored(storageKeys.leadId)).toBe(-1);
  });
});
