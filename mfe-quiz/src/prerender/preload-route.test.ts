// The preload list must follow the quiz's addresses and load the very modules the routes and the step
// registry load lazily, or it fetches the wrong chunks (or none) before the screen asks for them.
import { loadsFor } from './preload-route';

const moduleAt = async (path: string) => (await loadsFor(path).at(-1)!()) as Record<string, unknown>;

describe('preloading a quiz address', () => {
  it('starts React Query and its client for every quiz screen that fetches, and nothing elsewhere', () => {
    expect(loadsFor('/start')).toEqual([]);
    expect(loadsFor('/promo/')).toEqual([]);
    expect(loadsFor('/start/breed')).toHaveLength(3);
    expect(loadsFor('/start/checkout')).toHaveLength(1); // a new visitor's account step fetches nothing
    expect(loadsFor('/onboard/checkout')).toHaveLength(4);
    expect(loadsFor('/onboard')).toHaveLength(3);
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

  it.each([
    ['/onboard', ['OnboardFlowPage']],
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
