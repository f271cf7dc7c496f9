// Checkout inside its flow (the quiz's real routes): the price screen's "Continue to checkout" reaches it,
// and after paying the success view stays on screen although the quiz and cart keys are cleared.
import { readStored, storageKeys, writeStored } from '@tailwise/shared';
import { createFakeApi, createFakeAuth, fixtures, renderRemote } from '@tailwise/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { quizRoutes } from '../../routes';
import { catalogRoutes, seedQuiz } from '../price/testing/quiz-test-setup.test-support';

// Whole screens driven with user-event: slow on a busy machine, not stuck.
jest.setTimeout(30_000);

it('goes from the price to a completed purchase, and keeps the success view after clearing the quiz', async () => {
  seedQuiz();
  writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
  writeStored(storageKeys.shipping, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Main St',
    city: 'Columbus',
    state: 'OH',
    zipCode: '43004',
    phone: '6145550100',
    terms: true,
  });
  const api = createFakeApi({
    ...catalogRoutes(),
    'GET /me/': fixtures.me(),
    'POST /payments/tokens/': fixtures.cardToken(),
    'POST /checkout/': ({ body }) => ({
      status: 201,
      body: fixtures.checkoutResult({
        chargedCents: body.expectedTotalCents ?? 0,
        pets: [fixtures.pet({ name: 'Biscuit' })],
      }),
    }),
  });
  const { user, path } = renderRemote({
    routes: quizRoutes,
    route: '/start/price?utm_source=tv',
    api,
    auth: createFakeAuth({ user: { email: 'ada@example.com' } }),
  });

  const proceed = await screen.findByRole('button', { name: 'Continue to checkout' }, { timeout: 10_000 });
  await waitFor(() => expect(proceed).toBeEnabled());
  await user.click(proceed);
  await waitFor(() => expect(path()).toBe('/start/checkout?utm_source=tv'));
  await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 10_000 });
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('Security code'), '123');
  const pay = await waitFor(() => {
    const button = screen.getByRole('button', { name: /^Pay \$/ });
    expect(button).toBeEnabled();
    return button;
  });
  await user.click(pay);

  expect(await screen.findByRole('heading', { level: 1, name: 'Biscuit is covered' })).toBeInTheDocument();
  await waitFor(() => expect(readStored(storageKeys.petsCart)).toEqual([]));
  expect(readStored(storageKeys.currentPets)).toEqual([]);
  // Still the success view, at the checkout address, after the flow saw its answers go.
  await new Promise((r) => setTimeout(r, 100));
  expect(screen.getByRole('heading', { level: 1, name: 'Biscuit is covered' })).toBeInTheDocument();
  expect(path()).toBe('/start/checkout?utm_source=tv');
  expect(api.callsTo('POST /checkout/')).toHaveLength(1);
});
