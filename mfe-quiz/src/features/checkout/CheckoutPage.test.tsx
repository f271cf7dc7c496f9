// Checkout against the fake API and fake sign-in: account creation or sign-in, the details step's ZIP
// check, declines, PriceChanged, the Idempotency-Key across double clicks, refreshes and cart changes, and
// the success view clearing the quiz.
import { readStored, storageKeys, writeStored } from '@tailwise/shared';
import type { CardTokenRequest, CheckoutRequest } from '@tailwise/shared/contract';
import {
  apiError,
  createFakeApi,
  createFakeAuth,
  fixtures,
  renderRemote,
  reply,
  type FakeApi,
  type FakeAuth,
  type FakeRoutes,
} from '@tailwise/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { COVER_START_RULE, waitingPeriodsSentence } from '@tailwise/shared/contract/cover';
import { formatCents } from '@tailwise/shared/format';
import { priceQuote } from '../price/testing/fake-pricing.test-support';
import {
  biscuit,
  catalogRoutes,
  deferred,
  flowContext,
  LEAD_UUID,
  seedQuoteAtCheckout,
} from '../price/testing/quiz-test-setup.test-support';
import type { FlowContext } from '../flow/state/flow-context';
import type { CartChoice } from '../flow/state/quiz-model';
import { CheckoutPage } from './CheckoutPage';

const cart: CartChoice[] = [
  {
    petKey: biscuit.key,
    insurance: { deductible: 1000, coinsurancePercent: 10, isUncapped: false },
    wellnessPlanId: 'dog-classic',
  },
];
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  addressComponent: '',
  city: 'Columbus',
  state: 'OH',
  zipCode: '43004',
};

function seedCheckout({ details = true }: { details?: boolean } = {}) {
  seedQuoteAtCheckout(cart);
  if (details) writeStored(storageKeys.shipping, { ...address, phone: '614-555-0100', terms: true });
}

const successFor = (body: CheckoutRequest) =>
  fixtures.checkoutResult({
    chargedCents: body.expectedTotalCents ?? 0,
    pets: [fixtures.pet({ name: 'Biscuit' })],
  });

function checkoutRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    ...catalogRoutes(),
    'GET /me/': fixtures.me(),
    'POST /payments/tokens/': ({ body }) =>
      fixtures.cardToken({
        token: `tok_${(body as CardTokenRequest).number.replace(/\D/g, '').slice(-4)}_${Math.random().toString(36).slice(2, 8)}`,
      }),
    'POST /checkout/': ({ body }) => ({ status: 201, body: successFor(body) }),
    ...extra,
  };
}

function renderCheckout({
  ctx = flowContext(),
  api = createFakeApi(checkoutRoutes()),
  auth = createFakeAuth({ user: { email: 'ada@example.com' } }),
}: { ctx?: FlowContext; api?: FakeApi; auth?: FakeAuth } = {}) {
  return renderRemote({ ui: <CheckoutPage ctx={ctx} />, route: '/start/checkout?utm_source=test', api, auth });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const checkoutCalls = (api: FakeApi) => api.callsTo('POST /checkout/');
const keyOf = (call: { headers: Record<string, string> }) => call.headers['idempotency-key'];

async function fillCard(user: ReturnType<typeof renderRemote>['user'], number = '4242424242424242') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1230');
  await user.type(screen.getByLabelText('Security code'), '123');
}

/** Arriving with the details stored, checkout starts at them (prefilled); Continue goes on to pay. */
async function toPay(user: ReturnType<typeof renderRemote>['user']) {
  await heading('Your details');
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  return heading('Review and pay');
}

async function payButton() {
  return waitFor(() => {
    const button = screen.getByRole('button', { name: /^Pay \$/ });
    expect(button).toBeEnabled();
    return button;
  });
}

/** Pays, then leaves the page while the purchase request is still out (a reload mid-purchase); its API. */
async function leavePurchaseInFlight() {
  const never = deferred<void>();
  const first = createFakeApi(
    checkoutRoutes({
      'POST /checkout/': async () => {
        await never.promise;
        return { status: 500 };
      },
    }),
  );
  const before = renderCheckout({ api: first });
  await toPay(before.user);
  await fillCard(before.user);
  await before.user.click(await payButton());
  await waitFor(() => expect(checkoutCalls(first)).toHaveLength(1));
  before.unmount();
  return first;
}

// Whole screens driven with user-event: slow on a busy machine, not stuck.
jest.setTimeout(30_000);

beforeEach(() => seedCheckout());

describe('account', () => {
  it('creates the account with the quiz’s email, then moves to the details', async () => {
    seedCheckout({ details: false });
    const auth = createFakeAuth('signed-out');
    const { user } = renderCheckout({ auth });
    expect(await heading('Create your account')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Create a password'), 'biscuit2024');
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await heading('Your details')).toHaveFocus();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(auth.calls.signUp).toEqual([{ email: 'ada@example.com', password: 'biscuit2024' }]);
    expect(auth.calls.signIn).toEqual([]);
  });

  it('switches to sign-in for an email that already has an account, keeping the email', async () => {
    seedCheckout({ details: false });
    const auth = createFakeAuth('signed-out', { accounts: { 'ada@example.com': 'right-pass1' } });
    const { user } = renderCheckout({ auth });
    await heading('Create your account');
    await user.type(screen.getByLabelText('Create a password'), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await screen.findByText(/You already have an account with ada@example.com/)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Sign in and continue' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/does not match this account/));
    await user.clear(password);
    await user.type(password, 'right-pass1');
    await user.click(screen.getByRole('button', { name: 'Sign in and continue' }));
    expect(await heading('Your details')).toBeInTheDocument();
    expect(auth.calls.signIn.at(-1)).toEqual({ email: 'ada@example.com', password: 'right-pass1' });
  });

  it('shows the account form before sign-in has loaded to a browser that was never signed in', async () => {
    seedCheckout({ details: false });
    // Firebase Auth not loaded yet, and no sign-in hint: the shell knows this visitor is signed out.
    const auth = createFakeAuth('loading', { signedInHint: false });
    const { user } = renderCheckout({ auth });
    expect(await heading('Create your account')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Create a password'), 'biscuit2024');
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));
    expect(await heading('Your details')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(auth.calls.signUp).toEqual([{ email: 'ada@example.com', password: 'biscuit2024' }]);
  });

  it('prefills the lead’s email when the quiz holds none', async () => {
    seedCheckout({ details: false });
    localStorage.removeItem(storageKeys.backupEmail.key);
    const api = createFakeApi(
      checkoutRoutes({ 'GET /leads/:id': () => fixtures.lead({ uuid: LEAD_UUID, email: 'lead@example.com' }) }),
    );
    renderCheckout({ api, auth: createFakeAuth('loading', { signedInHint: false }) });
    expect(await heading('Create your account')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('lead@example.com'));
  });

  it('draws a customer’s first step while sign-in loads in a browser that was signed in, its form once the account answers, and never the account form', async () => {
    seedCheckout({ details: false });
    const auth = createFakeAuth('loading', { signedInHint: true });
    renderCheckout({ auth });
    expect(await heading('Your details')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your details…' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your details' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Create a password')).not.toBeInTheDocument();
    const shownHeading = screen.getByRole('heading', { level: 1 });
    act(() => auth.signInAs({ email: 'ada@example.com' }));
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    // The same heading, not a new one: nothing of the frame is redrawn when the account arrives.
    expect(screen.getByRole('heading', { level: 1 })).toBe(shownHeading);
  });

  it('asks for an account after all when the browser’s sign-in hint was wrong', async () => {
    seedCheckout({ details: false });
    const auth = createFakeAuth('loading', { signedInHint: true });
    renderCheckout({ auth });
    expect(await heading('Your details')).toBeInTheDocument();
    act(() => auth.signOutNow());
    expect(await heading('Create your account')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('skips the account step for a customer who is already signed in', async () => {
    seedCheckout({ details: false });
    renderCheckout();
    expect(await heading('Your details')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });
});

describe('details', () => {
  it('says which state a ZIP code is in when it does not match, and keeps every entry', async () => {
    seedCheckout({ details: false });
    const { user, api } = renderCheckout();
    await heading('Your details');
    const form = await screen.findByRole('form', { name: 'Your details' });
    const zip = within(form).getByRole('textbox', { name: 'ZIP code' });
    const street = within(form).getByRole('textbox', { name: 'Street address' });
    await user.clear(zip);
    await user.type(zip, '10001');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'New Jersey');
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(street, '5 Hudson St');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'New York');
    await user.type(within(form).getByRole('textbox', { name: 'Mobile phone' }), '6145550100');
    await user.click(within(form).getByRole('checkbox', { name: /I agree to the/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(zip).toHaveAccessibleDescription('This ZIP code is in NY'));
    expect(zip).toHaveValue('10001');
    expect(street).toHaveValue('5 Hudson St');
    expect(screen.getByRole('heading', { level: 1, name: 'Your details' })).toBeInTheDocument();
    expect(checkoutCalls(api)).toHaveLength(0);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'New York');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await heading('Review and pay')).toBeInTheDocument();
    expect(readStored(storageKeys.shipping)).toMatchObject({ zipCode: '10001', state: 'NY', address: '5 Hudson St' });
  });
});

describe('paying', () => {
  it('names every card problem at once next to its field, and sends nothing', async () => {
    const { user, api } = renderCheckout();
    expect(await toPay(user)).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1');
    await user.click(await payButton());
    await waitFor(() =>
      expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(/Your card number is invalid/),
    );
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveAccessibleDescription(/Enter the expiry date as MM \/ YY/);
    expect(screen.getByLabelText('Security code')).toHaveAccessibleDescription(/security code/i);
    expect(api.callsTo('POST /payments/tokens/')).toHaveLength(0);
    expect(checkoutCalls(api)).toHaveLength(0);
  });

  it('buys with a tokenized card, sends the total it showed, and shows what was bought', async () => {
    const { user, api } = renderCheckout();
    expect(await toPay(user)).toBeInTheDocument();
    await fillCard(user);
    await user.click(await payButton());
    expect(await heading('Biscuit is covered')).toBeInTheDocument();

    const [call] = checkoutCalls(api);
    const body = call!.body as CheckoutRequest;
    const shown = priceQuote(api.callsTo('POST /quotes/').at(-1)!.body).totalCents;
    expect(body).toMatchObject({
      billingInterval: 'month',
      leadUuid: LEAD_UUID,
      phone: '+16145550100',
      shippingAddress: { zipCode: '43004', state: 'OH', addressComponent: null },
      payment: { provider: 'CARD', token: expect.stringMatching(/^tok_4242_/) },
      pets: [
        {
          name: 'Biscuit',
          petType: 0,
          breedId: 130,
          age: 3,
          insurance: { deductible: 1000, coinsurancePercent: 10, isUncapped: false },
          wellnessPlanId: 'dog-classic',
        },
      ],
      expectedTotalCents: shown,
    });
    expect(api.callsTo('POST /payments/tokens/')[0]!.body).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      postalCode: '43004',
    });
    expect(keyOf(call!)).toMatch(/.{8,}/);
    expect(screen.getByText(/We charged \$\d+\.\d\d to your Visa ending 4242/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /App Store/ })).toBeInTheDocument();
  });

  it('shows what each pet gets and what is charged when, before the card, with a way back to the price', async () => {
    const { user, api } = renderCheckout();
    await toPay(user);
    const review = await screen.findByRole('region', { name: 'Your plan' });
    const biscuitTerms = await within(review).findByRole('group', { name: 'Biscuit' });
    const term = (label: string) =>
      within(biscuitTerms).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    await waitFor(() => expect(term('Classic wellness allowance')).toBe('$110 a year'));
    expect(within(biscuitTerms).getByText('Routine care: wellness exam, vaccinations')).toBeInTheDocument();
    expect(term('Deductible')).toBe('$1,000 a year');
    expect(term('Reimbursement')).toBe('90%');
    expect(term('Yearly limit')).toBe('$10,000');
    expect(term('Waiting period, accidents')).toBe('3 days');
    expect(term('Waiting period, illnesses')).toBe('14 days');
    expect(term('Waiting period, cruciate ligament')).toBe('6 months');

    const total = formatCents(priceQuote(api.callsTo('POST /quotes/').at(-1)!.body).totalCents);
    const billing = within(review).getByRole('group', { name: 'When you pay' });
    const paid = (label: string) =>
      within(billing).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(paid('First charge, today')).toBe(total);
    expect(paid('Then')).toBe(`${total} every month`);
    expect(paid('Cover starts')).toMatch(/^\w{3}, \w{3} \d+, \d{4}$/);
    expect(within(review).getByRole('link', { name: 'Change your plan' })).toHaveAttribute(
      'href',
      '/start/price?utm_source=test',
    );
  });

  it('clears the quiz and cart keys once bought, keeping the success view and the lead', async () => {
    const { user } = renderCheckout();
    await toPay(user);
    await fillCard(user);
    await user.click(await payButton());
    await heading('Biscuit is covered');
    await waitFor(() => expect(readStored(storageKeys.currentPets)).toEqual([]));
    expect(readStored(storageKeys.petsCart)).toEqual([]);
    expect(readStored(storageKeys.shipping)).toBeNull();
    expect(readStored(storageKeys.checkoutSubmittedData)).toBeNull();
    expect(readStored(storageKeys.insuranceQuote)).toBeNull();
    expect(readStored(storageKeys.leadUuid)).toBe(LEAD_UUID);
    expect(screen.getByRole('heading', { level: 2, name: 'Biscuit' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${COVER_START_RULE}: \\w{3}, \\w{3} \\d+, \\d{4}\\.$`))).toBeInTheDocument();
  });

  it('states the one cover rule on review and pay: the day of purchase, then the waiting periods from it', async () => {
    const { user } = renderCheckout();
    await toPay(user);
    // The date beside the rule and the waiting periods counted from it, as every page words them.
    const start = (await screen.findByText('Cover starts')).closest('div')!;
    expect(start).toHaveTextContent(
      new RegExp(`^Cover starts\\w{3}, \\w{3} \\d+, \\d{4}${COVER_START_RULE}\\. ${waitingPeriodsSentence()}\\.$`),
    );
    expect(screen.queryByText(/Cover starts today/)).toBeNull();
  });

  it('shows a decline next to the card, says nothing was charged, clears the whole card, and tries again with a new key', async () => {
    const declined = new Set<string>();
    const api = createFakeApi(
      checkoutRoutes({
        'POST /checkout/': ({ body }) => {
          const payment = body.payment as { token: string };
          if (payment.token.startsWith('tok_0002')) {
            declined.add(payment.token);
            return apiError(422, 'PaymentDeclined', 'Your card was declined.', {
              'payment.token': 'Your card was declined.',
            });
          }
          return { status: 201, body: successFor(body) };
        },
      }),
    );
    const { user } = renderCheckout({ api });
    await toPay(user);
    await fillCard(user, '4000000000000002');
    await user.type(
      screen.getByLabelText('Billing ZIP'),
      '{backspace}{backspace}{backspace}{backspace}{backspace}43017',
    );
    await user.click(await payButton());

    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveAccessibleDescription(/Your card was declined\./));
    expect(number).toHaveValue('');
    expect(number).toHaveFocus();
    // The declined card goes as a whole: its expiry and code belong to it. The billing ZIP is the visitor's.
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('');
    expect(screen.getByLabelText('Security code')).toHaveValue('');
    expect(screen.getByLabelText('Billing ZIP')).toHaveValue('43017');
    expect(screen.getByRole('alert')).toHaveTextContent(/Nothing was charged\. Try another card, or call your bank/);
    expect(readStored(storageKeys.checkoutSubmittedData)).toEqual({});

    await fillCard(user);
    await user.click(await payButton());
    await heading('Biscuit is covered');
    const [first, second] = checkoutCalls(api);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
    expect(declined.size).toBe(1);
  });

  it('shows the new total after a PriceChanged and buys only when confirmed again', async () => {
    let round = 0;
    const api = createFakeApi(
      checkoutRoutes({
        'POST /quotes/': ({ body }) => {
          const quote = priceQuote(body);
          // The price goes up between the screen's quote and the purchase.
          return round === 0 ? quote : { ...quote, totalCents: quote.totalCents + 150 };
        },
        'POST /checkout/': ({ body }) => {
          if (round === 0) {
            round = 1;
            const now = priceQuote(buildQuoteRequestFrom(body)).totalCents + 150;
            return apiError(409, 'PriceChanged', 'The price changed: review the new total', {
              expectedTotalCents: `The total is now ${now} cents`,
            });
          }
          return { status: 201, body: successFor(body) };
        },
      }),
    );
    const { user } = renderCheckout({ api });
    await toPay(user);
    await fillCard(user);
    const firstTotal = (await payButton()).textContent;
    await user.click(await payButton());

    const alert = await screen.findByText(/The price changed from/);
    const first = checkoutCalls(api)[0]!.body as CheckoutRequest;
    const newTotal = first.expectedTotalCents! + 150;
    expect(alert).toHaveTextContent(`from ${formatCents(first.expectedTotalCents!)} to ${formatCents(newTotal)}`);
    expect(checkoutCalls(api)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Pay \$/ })).toHaveTextContent(formatCents(newTotal)),
    );
    expect((await payButton()).textContent).not.toBe(firstTotal);

    await user.click(await payButton());
    await heading('Biscuit is covered');
    const second = checkoutCalls(api)[1]!;
    expect((second.body as CheckoutRequest).expectedTotalCents).toBe(newTotal);
    // The same (unused) card token, but a different purchase: a new key.
    expect((second.body as CheckoutRequest).payment).toEqual(first.payment);
    expect(keyOf(second)).not.toBe(keyOf(checkoutCalls(api)[0]!));
    expect(api.callsTo('POST /payments/tokens/')).toHaveLength(1);
  });

  it('pays by payroll for employer members, with no card', async () => {
    const ctx = flowContext({ payment: 'GROUP', mode: 'benefits', groupId: 'fenwick', groupName: 'Fenwick & Co.' });
    const { user, api } = renderCheckout({ ctx });
    await toPay(user);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByText(/Paid by payroll deduction through Fenwick & Co./)).toBeInTheDocument();
    await user.click(await waitFor(() => screen.getByRole('button', { name: 'Enroll' })));
    await heading('Biscuit is covered');
    expect((checkoutCalls(api)[0]!.body as CheckoutRequest).payment).toEqual({ provider: 'GROUP', groupId: 'fenwick' });
    expect(api.callsTo('POST /payments/tokens/')).toHaveLength(0);
  });

  it('offers the card on file in upsell flows', async () => {
    const me = fixtures.me({
      wallet: {
        paymentProviders: [
          {
            paymentProvider: 'CARD',
            paymentProviderId: 'card_visa_4242_122030',
            brand: 'visa',
            last4: '4242',
            expMonth: 12,
            expYear: 2030,
            isDefault: true,
          },
        ],
      },
    });
    const api = createFakeApi(checkoutRoutes({ 'GET /me/': me }));
    const { user } = renderCheckout({ api, ctx: flowContext({ mode: 'upsell-insurance' }) });
    await toPay(user);
    const saved = await screen.findByRole('radio', { name: 'Visa ending 4242' });
    expect(saved).toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(await payButton());
    await heading('Biscuit is covered');
    expect((checkoutCalls(api)[0]!.body as CheckoutRequest).payment).toEqual({
      provider: 'SAVED_CARD',
      paymentProviderId: 'card_visa_4242_122030',
    });
  });
});

describe('one purchase per attempt', () => {
  it('sends one request for a double click', async () => {
    const hold = deferred<void>();
    const api = createFakeApi(
      checkoutRoutes({
        'POST /checkout/': async ({ body }) => {
          await hold.promise;
          return { status: 201, body: successFor(body) };
        },
      }),
    );
    const { user } = renderCheckout({ api });
    await toPay(user);
    await fillCard(user);
    const pay = await payButton();
    await user.dblClick(pay);
    await user.click(pay);
    await waitFor(() => expect(checkoutCalls(api)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    hold.resolve();
    await heading('Biscuit is covered');
    expect(checkoutCalls(api)).toHaveLength(1);
    expect(api.callsTo('POST /payments/tokens/')).toHaveLength(1);
  });

  it('after a refresh mid-purchase, sends the same body with the same key', async () => {
    const first = await leavePurchaseInFlight();

    const second = createFakeApi(checkoutRoutes());
    renderCheckout({ api: second });
    expect(await heading('Biscuit is covered')).toBeInTheDocument();
    const [resent] = checkoutCalls(second);
    expect(keyOf(resent!)).toBe(keyOf(checkoutCalls(first)[0]!));
    expect(resent!.body).toEqual(checkoutCalls(first)[0]!.body);
    expect(second.callsTo('POST /payments/tokens/')).toHaveLength(0);
  });

  it('after a refresh mid-purchase while sign-in loads, stays on review and pay, then finishes the same purchase', async () => {
    const first = await leavePurchaseInFlight();

    const second = createFakeApi(checkoutRoutes());
    const auth = createFakeAuth('loading', { signedInHint: true });
    renderCheckout({ api: second, auth });
    // The step it was on, not the details, while Firebase answers: nothing is sent before the account is known.
    expect(await heading('Review and pay')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Your details' })).not.toBeInTheDocument();
    expect(checkoutCalls(second)).toHaveLength(0);
    act(() => auth.signInAs({ email: 'ada@example.com' }));
    expect(await heading('Biscuit is covered')).toBeInTheDocument();
    expect(keyOf(checkoutCalls(second)[0]!)).toBe(keyOf(checkoutCalls(first)[0]!));
    expect(checkoutCalls(second)).toHaveLength(1);
  });

  it('after a reload aborted the request, resends the same body with the same key and shows the purchase', async () => {
    const unload = deferred<void>();
    const first = createFakeApi(
      checkoutRoutes({
        'POST /checkout/': async () => {
          await unload.promise;
          // What fetch does to a request still out when the page unloads: the outcome is unknown.
          throw new DOMException('The user aborted a request.', 'AbortError');
        },
      }),
    );
    const before = renderCheckout({ api: first });
    await toPay(before.user);
    await fillCard(before.user);
    await before.user.click(await payButton());
    await waitFor(() => expect(checkoutCalls(first)).toHaveLength(1));
    await act(async () => {
      unload.resolve();
      await new Promise((r) => setTimeout(r, 20)); // the aborted request's error handler runs
    });
    before.unmount();
    // The server kept the purchase; the same key replays it.
    const second = createFakeApi(
      checkoutRoutes({
        'POST /checkout/': ({ body }) => reply(201, successFor(body), { 'Idempotent-Replayed': 'true' }),
      }),
    );
    renderCheckout({ api: second });
    expect(await heading('Biscuit is covered')).toBeInTheDocument();
    const [resent] = checkoutCalls(second);
    expect(keyOf(resent!)).toBe(keyOf(checkoutCalls(first)[0]!));
    expect(resent!.body).toEqual(checkoutCalls(first)[0]!.body);
    expect(checkoutCalls(second)).toHaveLength(1);
    expect(second.callsTo('POST /payments/tokens/')).toHaveLength(0);
  });

  it('after a definite refusal, a reload sends nothing and stays on the pay step', async () => {
    const api = createFakeApi(
      checkoutRoutes({ 'POST /checkout/': apiError(422, 'ValidationError', 'Check your plan', {}) }),
    );
    const before = renderCheckout({ api });
    await toPay(before.user);
    await fillCard(before.user);
    await before.user.click(await payButton());
    expect(await screen.findByText('Check your plan')).toBeInTheDocument();
    before.unmount();
    const again = createFakeApi(checkoutRoutes());
    renderCheckout({ api: again });
    await heading(/Your details|Review and pay/);
    await new Promise((r) => setTimeout(r, 50));
    expect(checkoutCalls(again)).toHaveLength(0);
  });

  it('retries an unanswered attempt with the same key, and uses a new key once the cart changes', async () => {
    let fail = true;
    const api = createFakeApi(
      checkoutRoutes({
        'POST /checkout/': ({ body }) => (fail ? { status: 503 } : { status: 201, body: successFor(body) }),
      }),
    );
    const { user } = renderCheckout({ api });
    await toPay(user);
    await fillCard(user);
    await user.click(await payButton());
    expect(
      await screen.findByText(/We could not confirm your payment\. Try again: you will not be charged twice\./),
    ).toBeInTheDocument();
    await user.click(await payButton());
    await waitFor(() => expect(checkoutCalls(api)).toHaveLength(2));
    expect(keyOf(checkoutCalls(api)[1]!)).toBe(keyOf(checkoutCalls(api)[0]!));

    // The visitor goes back and changes the deductible: a different purchase.
    act(() =>
      writeStored(storageKeys.petsCart, [
        { ...cart[0]!, insurance: { deductible: 500, coinsurancePercent: 10, isUncapped: false } },
      ]),
    );
    fail = false;
    await user.click(await payButton());
    await heading('Biscuit is covered');
    const last = checkoutCalls(api)[2]!;
    expect((last.body as CheckoutRequest).pets[0]!.insurance).toMatchObject({ deductible: 500 });
    expect(keyOf(last)).not.toBe(keyOf(checkoutCalls(api)[0]!));
  });
});

/** The quote request a checkout body prices (the fake's PriceChanged computes the server's total with it). */
function buildQuoteRequestFrom(body: CheckoutRequest) {
  return {
    zipCode: body.shippingAddress.zipCode,
    billingInterval: body.billingInterval,
    isUncapped: body.isUncapped ?? false,
    pets: body.pets.map((p) => ({
      name: p.name,
      petType: p.petType ?? 0,
      breedId: p.breedId ?? 130,
      age: p.age ?? 3,
      insurance: p.insurance ?? null,
      wellnessPlanId: p.wellnessPlanId ?? null,
    })),
  } as Parameters<typeof priceQuote>[0];
}
