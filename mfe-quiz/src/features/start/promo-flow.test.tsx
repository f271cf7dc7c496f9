import { act, screen, waitFor } from '@testing-library/react';
import { readStored, storageKeys, writeStored } from '@tailwise/shared';
import { fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { quizRoutes } from '../../routes';

const LEAD_UUID = '0e6f1c9a-2b3d-4e5f-8a7b-9c0d1e2f3a4b';
const api = (): FakeRoutes => ({
  'GET /breeds/': ({ query }) => ({ breeds: fixtures.breeds(query.pet_type === '1' ? 1 : 0) }),
  'GET /insurance/options/': ({ query }) => fixtures.insuranceOptions(query.zip_code),
  'GET /wellness-plans/': ({ query }) => ({ plans: fixtures.wellnessPlans(query.pet_type === '1' ? 1 : 0) }),
  'POST /quotes/': () => fixtures.quote(),
  'GET /leads/:id': () => fixtures.lead({ id: 77, uuid: LEAD_UUID }),
});

/** A PromoQuiz visitor who has answered everything. */
function answered() {
  writeStored(storageKeys.quizFlow, { flowId: 'PromoQuiz' });
  writeStored(storageKeys.currentPets, [
    { key: 'p1', name: 'Rex', petType: 0, breedId: 12, breedName: 'Beagle', age: 4 },
  ]);
  writeStored(storageKeys.zipCode, '10001');
  writeStored(storageKeys.backupEmail, 'ada@example.com');
  writeStored(storageKeys.leadId, 77);
  writeStored(storageKeys.leadUuid, LEAD_UUID);
  writeStored(storageKeys.petsCart, [
    { petKey: 'p1', insurance: { deductible: 1000, coinsurancePercent: 10, isUncapped: false }, wellnessPlanId: null },
  ]);
}

// Whole flows typed through with user-event: slow on a busy machine, not stuck.
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('PromoQuiz', () => {
  it('fills the promo code from the link’s rpc and keeps what the visitor types instead', async () => {
    writeStored(storageKeys.promoCode, 'SPRING10');
    const view = renderRemote({ routes: quizRoutes, route: '/promo?rpc=SPRING10', api: api() });
    const code = await screen.findByLabelText(/Promo code/);
    await waitFor(() => expect(code).toHaveValue('SPRING10'));
    await view.user.clear(code);
    await view.user.type(code, 'friend-5');
    await view.user.type(screen.getByLabelText('Your pet’s name'), 'Rex');
    await view.user.click(screen.getByRole('radio', { name: 'Dog' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.path()).toBe('/promo/breed?rpc=SPRING10'));
    expect(readStored(storageKeys.promoInput)).toBe('FRIEND-5');
    // The typed code replaces the link's as the one the price applies.
    expect(readStored(storageKeys.promoCode)).toBe('FRIEND-5');
  });

  it('shows the link’s code stored after the step mounted, and keeps it on Continue', async () => {
    const view = renderRemote({ routes: quizRoutes, route: '/promo?rpc=SPRING10', api: api() });
    const code = await screen.findByLabelText(/Promo code/);
    await waitFor(() => expect(code).toBeEnabled());
    // The shell stores the landing rpc once its attribution capture runs: after this step's first effects.
    act(() => {
      writeStored(storageKeys.promoCode, 'SPRING10');
      writeStored(storageKeys.referrerData, { rpc: 'SPRING10' });
    });
    await waitFor(() => expect(code).toHaveValue('SPRING10'));
    await view.user.type(screen.getByLabelText('Your pet’s name'), 'Rex');
    await view.user.click(screen.getByRole('radio', { name: 'Dog' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.path()).toBe('/promo/breed?rpc=SPRING10'));
    expect(readStored(storageKeys.promoCode)).toBe('SPRING10');
  });

  it('never drops a stored code the visitor did not clear, and drops one they did', async () => {
    const view = renderRemote({ routes: quizRoutes, route: '/promo?rpc=SPRING10', api: api() });
    const code = await screen.findByLabelText(/Promo code/);
    await waitFor(() => expect(code).toBeEnabled());
    await view.user.type(screen.getByLabelText('Your pet’s name'), 'Rex');
    await view.user.click(screen.getByRole('radio', { name: 'Dog' }));
    // The code lands as the visitor presses Continue, before the field could show it.
    writeStored(storageKeys.promoCode, 'SPRING10');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.path()).toBe('/promo/breed?rpc=SPRING10'));
    expect(readStored(storageKeys.promoCode)).toBe('SPRING10');
    view.unmount();

    const again = renderRemote({ routes: quizRoutes, route: '/promo?rpc=SPRING10', api: api() });
    const field = await screen.findByLabelText(/Promo code/);
    await waitFor(() => expect(field).toHaveValue('SPRING10'));
    await again.user.clear(field);
    await again.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(again.path()).toBe('/promo/breed?rpc=SPRING10'));
    expect(readStored(storageKeys.promoCode)).toBeNull();
  });

  it('refuses a malformed code on its field', async () => {
    const view = renderRemote({ routes: quizRoutes, route: '/promo', api: api() });
    const code = await screen.findByLabelText(/Promo code/);
    await waitFor(() => expect(code).toBeEnabled());
    await view.user.type(code, 'no spaces!');
    await view.user.type(screen.getByLabelText('Your pet’s name'), 'Rex');
    await view.user.click(screen.getByRole('radio', { name: 'Dog' }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/letters, digits and dashes/));
    expect(view.path()).toBe('/promo');
  });

  it('ends at the price while isPromoQuizCheckoutEnabled is off: checkout sends the visitor back', async () => {
    answered();
    const view = renderRemote({ routes: quizRoutes, route: '/promo/checkout?rpc=X1', api: api() });
    await waitFor(() => expect(view.path()).toBe('/promo/price?rpc=X1'));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
  });

  it('waits for Remote Config before sending a direct visit to checkout back to the price', async () => {
    answered();
    const view = renderRemote({
      routes: quizRoutes,
      route: '/promo/checkout?rpc=X1',
      api: api(),
      flagsStatus: 'no-fetch-yet',
    });
    expect(await screen.findByText('Checking checkout availability…')).toBeInTheDocument();
    expect(view.path()).toBe('/promo/checkout?rpc=X1');
  });

  it('reads its checkout flag (asking for Remote Config) from its first question', async () => {
    const onFlagRead = jest.fn();
    renderRemote({ routes: quizRoutes, route: '/promo', api: api(), onFlagRead });
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(onFlagRead).toHaveBeenCalled();
  });

  it('opens checkout when the flag is on', async () => {
    answered();
    const view = renderRemote({
      routes: quizRoutes,
      route: '/promo/checkout',
      api: api(),
      flags: { isPromoQuizCheckoutEnabled: true },
    });
    expect(await screen.findByText(/Step 1 of/)).toBeInTheDocument();
    expect(view.path()).toBe('/promo/checkout');
    // Checkout, not the price screen: no price step heading.
    expect(document.title).not.toMatch(/Your price/);
  });
});
