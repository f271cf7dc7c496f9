import { screen, waitFor, within } from '@testing-library/react';
import type { Me, WalletPaymentProvider } from '@tailwise/shared/contract';
import { apiError, createFakeApi, fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { apiErrorResponse, json, withExtraRoutes, type ExtraRoutes } from '../common/extra-routes.test-support';
import ProfilePage from './ProfilePage';

jest.setTimeout(30_000);

const VISA: WalletPaymentProvider = {
  paymentProvider: 'CARD',
  paymentProviderId: 'card_old_4242',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
};
const PAYROLL: WalletPaymentProvider = {
  paymentProvider: 'GROUP',
  paymentProviderId: 'fenwick',
  brand: null,
  last4: null,
  expMonth: null,
  expYear: null,
  isDefault: false,
};

const customer = (overrides: Partial<Me> = {}) =>
  fixtures.me({
    phone: '+16145550100',
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address: '12 Analytical Way',
      addressComponent: null,
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
    },
    wallet: { paymentProviders: [VISA, PAYROLL] },
    ...overrides,
  });

const signedIn = { user: { uid: 'u1', email: 'ada@example.com' } };

function renderProfile(routes: FakeRoutes = {}, extra: ExtraRoutes = {}) {
  const api = withExtraRoutes(
    createFakeApi({
      'GET /me/': customer(),
      'GET /groups/:groupId': fixtures.group(),
      'GET /me/payout-method/': fixtures.payoutSettings(),
      ...routes,
    }),
    { 'GET /me/payments/': () => json(200, { payments: [], pastDueCents: 0 }), ...extra },
  );
  const view = renderRemote({ ui: <ProfilePage />, api, auth: signedIn, route: '/dashboard/profile' });
  return { ...view, api };
}

const contactForm = () => screen.findByRole('form', { name: 'Contact details' });

describe('Profile: contact details', () => {
  it('shows the details on file and saves changes with PATCH /me/profile/', async () => {
    const { user, api } = renderProfile({
      'PATCH /me/profile/': ({ body }) => customer({ firstName: body.firstName ?? 'Ada', phone: '+12125550199' }),
    });
    const form = await contactForm();
    expect(within(form).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(form).getByLabelText(/Phone/)).toHaveValue('(614) 555-0100');
    expect(within(form).getByLabelText('ZIP code')).toHaveValue('10001');
    expect(within(form).getByLabelText('State')).toHaveDisplayValue('NY');

    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText('First name'), 'Augusta');
    await user.clear(within(form).getByLabelText(/Phone/));
    await user.type(within(form).getByLabelText(/Phone/), '212 555 0199');
    await user.type(within(form).getByLabelText(/Apartment/), 'Apt 4');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(api.callsTo('PATCH /me/profile/')).toHaveLength(1));
    expect(api.callsTo('PATCH /me/profile/')[0]!.body).toEqual({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      phone: '+12125550199',
      shippingAddress: {
        firstName: 'Augusta',
        lastName: 'Lovelace',
        address: '12 Analytical Way',
        addressComponent: 'Apt 4',
        city: 'New York',
        state: 'NY',
        zipCode: '10001',
      },
    });
    expect(await within(form).findByText('Your details are saved.')).toBeInTheDocument();
  });

  it('puts the server’s field errors on their inputs, dotted paths included, and keeps what was typed', async () => {
    const { user, api } = renderProfile({
      'PATCH /me/profile/': apiError(422, 'ValidationError', 'Some fields need attention', {
        'shippingAddress.zipCode': 'This ZIP code is not in New York',
        'shippingAddress.lastName': 'Use letters only',
      }),
    });
    const form = await contactForm();
    const zip = within(form).getByLabelText('ZIP code');
    await user.clear(zip);
    await user.type(zip, '94110');
    await user.clear(within(form).getByLabelText('City'));
    await user.type(within(form).getByLabelText('City'), 'Brooklyn');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(zip).toHaveAccessibleDescription(/This ZIP code is not in New York/));
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveFocus();
    // The address's copy of the last name is the form's last name.
    expect(within(form).getByLabelText('Last name')).toHaveAccessibleDescription(/Use letters only/);
    expect(zip).toHaveValue('94110');
    expect(within(form).getByLabelText('City')).toHaveValue('Brooklyn');
    expect(api.callsTo('PATCH /me/profile/')).toHaveLength(1);
    expect(within(form).queryByText('Your details are saved.')).not.toBeInTheDocument();
  });

  it('checks the phone and ZIP before sending anything', async () => {
    const { user, api } = renderProfile();
    const form = await contactForm();
    await user.clear(within(form).getByLabelText(/Phone/));
    await user.type(within(form).getByLabelText(/Phone/), '555-01');
    await user.clear(within(form).getByLabelText('ZIP code'));
    await user.type(within(form).getByLabelText('ZIP code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Phone/)).toHaveAccessibleDescription(/Enter a 10-digit US phone number/),
    );
    expect(within(form).getByLabelText('ZIP code')).toHaveAccessibleDescription(/Enter a 5-digit ZIP code/);
    expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
    expect(api.callsTo('PATCH /me/profile/')).toHaveLength(0);
  });
});

describe('Profile: email', () => {
  it('says the email is not verified and offers a link', async () => {
    renderProfile({ 'GET /me/': customer({ emailVerified: false }) });
    const email = await screen.findByRole('region', { name: 'Email' });
    expect(within(email).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(email).getByTestId('email-status')).toHaveTextContent('Not verified yet');
    expect(within(email).getByRole('button', { name: 'Send a verification link' })).toBeInTheDocument();
  });

  it('says a verified email is verified, with nothing to send', async () => {
    renderProfile({ 'GET /me/': customer({ emailVerified: true }) });
    const email = await screen.findByRole('region', { name: 'Email' });
    expect(within(email).getByTestId('email-status')).toHaveTextContent('Verified');
    expect(within(email).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Profile: payment methods', () => {
  it('shows a card by brand and last four only, and payroll by the employer’s name', async () => {
    const { api } = renderProfile();
    const list = await screen.findByRole('list', { name: 'Payment methods on file' });
    const [card, payroll] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('Visa ending 4242Default');
    expect(card).toHaveTextContent('Expires 12/2030');
    await waitFor(() => expect(payroll).toHaveTextContent('Payroll deduction through Fenwick & Co.'));
    expect(api.callsTo('GET /groups/:groupId')[0]!.params.groupId).toBe('fenwick');
    expect(list).not.toHaveTextContent(/\d{5,}/);
  });

  it('replaces the card: tokenizes it, adds the token as the default, removes the old card, and shows the new one', async () => {
    const MC: WalletPaymentProvider = {
      ...VISA,
      paymentProviderId: 'card_new_4444',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
    };
    let wallet = [VISA, PAYROLL];
    const view = renderProfile(
      {
        'GET /me/': () => customer({ wallet: { paymentProviders: wallet } }),
        'POST /payments/tokens/': fixtures.cardToken({
          token: 'tok_new_4444',
          card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
        }),
      },
      {
        'POST /me/payment-methods/': () => {
          wallet = [{ ...VISA, isDefault: false }, MC, PAYROLL];
          return json(201, MC);
        },
        'DELETE /me/payment-methods/:id/': () => {
          wallet = [MC, PAYROLL];
          return json(200, { paymentProviders: wallet });
        },
      },
    );
    const { user, api } = view;
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    const form = screen.getByRole('form', { name: 'Replace your card' });
    expect(screen.getByRole('heading', { name: 'Replace your card' })).toHaveFocus();
    await user.type(within(form).getByLabelText('Card number'), '5555 5555 5555 4444');
    // Typed as digits; the field writes them as MM / YY.
    await user.type(
      within(form).getByLabelText('Expiry (MM / YY)'),
      `03${String(new Date().getFullYear() + 5).slice(2)}`,
    );
    expect(within(form).getByLabelText('Expiry (MM / YY)')).toHaveValue(
      `03 / ${String(new Date().getFullYear() + 5).slice(2)}`,
    );
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.type(within(form).getByLabelText(/Billing ZIP/), '10001');
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));

    await waitFor(() => expect(view.snackbar).toHaveLength(1));
    expect(view.snackbar[0]).toEqual({ text: 'Mastercard ending 4444 is now your default card.', tone: 'success' });
    expect(api.callsTo('POST /payments/tokens/')[0]!.body).toEqual({
      number: '5555555555554444',
      expMonth: 3,
      expYear: new Date().getFullYear() + 5,
      cvc: '123',
      postalCode: '10001',
    });
    const writes = api.extraCalls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /me/payment-methods/',
      'DELETE /me/payment-methods/card_old_4242/',
    ]);
    expect(writes[0]!.body).toEqual({ token: 'tok_new_4444', isDefault: true });

    const list = screen.getByRole('list', { name: 'Payment methods on file' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Mastercard ending 4444Default'),
    );
    expect(list).not.toHaveTextContent('Visa');
    expect(screen.getByRole('button', { name: 'Replace card' })).toBeInTheDocument();
  });

  it('shows a declined card above the form, keeps the entries and keeps the old card', async () => {
    const { user, api } = renderProfile(
      { 'POST /payments/tokens/': fixtures.cardToken({ token: 'tok_declined' }) },
      {
        'POST /me/payment-methods/': () =>
          apiErrorResponse(422, 'PaymentDeclined', 'Your card was declined. Try another card.', {
            token: 'Your card was declined. Try another card.',
          }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    const form = screen.getByRole('form', { name: 'Replace your card' });
    await user.type(within(form).getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(
      within(form).getByLabelText('Expiry (MM / YY)'),
      `01 / ${String(new Date().getFullYear() + 2).slice(2)}`,
    );
    await user.type(within(form).getByLabelText('Security code'), '321');
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Your card was declined. Try another card.');
    expect(within(form).getByLabelText('Security code')).toHaveValue('321');
    expect(api.extraCalls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST']);
  });

  it('refuses an invalid card number before sending it anywhere', async () => {
    const { user, api } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    const form = screen.getByRole('form', { name: 'Replace your card' });
    await user.type(within(form).getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Card number')).toHaveAccessibleDescription(/Your card number is invalid/),
    );
    expect(within(form).getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription(
      /Enter the expiry date as MM \/ YY/,
    );
    const summary = screen.getByRole('group', { name: 'Check your card details' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Card number: Your card number is invalid',
      'Expiry (MM / YY): Enter the expiry date as MM / YY',
      'Security code: Your security code is incomplete',
    ]);
    expect(api.callsTo('POST /payments/tokens/')).toHaveLength(0);
  });
});
