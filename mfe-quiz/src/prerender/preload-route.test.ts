// The preload list must follow the quiz's addresses and load the very modules the routes and the step
// registry load lazily, or it fetches the wrong chunks (or none) before the screen asks for them.
import { storageKeys, writeStored } from '@tailwise/shared';
import { loadsFor } from './preload-route';

const moduleAt = async (path: string) => (await loadsFor(path).at(-1)!()) as Record<string, unknown>;

describe('preloading a quiz address', () => {
  it('starts React Query and its client for every quiz screen that fetches, and nothing elsewhere', () => {
    expect(loadsFor('/start')).toEqual([]);
    expect(loadsFor('/promo/')).toEqual([]);
    expect(loadsFor('/start/breed')).toHaveLength(3);
    expect(loadsFor('/start/checkout')).toHaveLength(1); // a new visitor's account step fetches nothing
    expect(loadsFor('/onboard/checkout')).toHaveLength(1);
    expect(loadsFor('/onboard')).toEqual([]); // the first question, like /start's
    expect(loadsFor('/onboard/price')).toHaveLength(3);
    expect(loadsFor('/')).toEqual([]);
    expect(loadsFor('/dashboard')).toEqual([]);
    expect(loadsFor('/start/breed/extra')).toEqual([]);
  });

  it.each([
    ['/start/breed', 'BreedStep'],
    ['/start/contact', 'ContactStep'],
    ['/start/price', 'PriceScreen'],
    ['/start/checkout', 'CheckoutScreen'],
    ['/new/zip', 'ZipStep'],
    ['/insurance/choose', 'ChoosePetsStep'],
  ])('%s loads the module with %s', async (path, component) => {
    expect(typeof (await moduleAt(path))[component]).toBe('function');
  });

  it('starts nothing for a saved quote’s link still to be restored: the lead decides the step', () => {
    localStorage.clear();
    expect(loadsFor('/onboard/price', '?lid=41&utm_source=email')).toEqual([]);
    expect(loadsFor('/onboard', '?lid=../etc')).toEqual([]);
    writeStored(storageKeys.restoredLeadLink, 'lead:41');
    expect(loadsFor('/onboard/price', '?lid=41')).toHaveLength(3); // restored: the price itself
    localStorage.clear();
  });

  it.each([
    ['/wellness', ['UpsellFlowPage']],
    ['/benefits/fenwick/onboard', ['BenefitsFlowPage']],
    ['/benefits/fenwick/onboard/price', ['BenefitsFlowPage', 'PriceScreen']],
  ])('%s loads its flow page and screen: %j', async (path, components) => {
    const loads = loadsFor(path).slice(2);
    expect(loads).toHaveLength(components.length);
    for (const [i, component] of components.entries())
      expect(typeof ((await loads[i]!()) as Record<string, unknown>)[component]).toBe('function');
  });
});
