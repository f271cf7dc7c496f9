// The profile page's Payments section against the fake API: the history as the contract parses it, Pay now (once
// per press, even a double one; the paid state after; a decline next to the button), receipts through the API
// client, a lapsed plan, the empty state and the #payments link from the emails.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PaymentHistorySchema,
  type PaymentHistory,
  type PremiumPayment,
  type WalletPaymentProvider,
} from '@tailwise/shared/contract';
import { createFakeApi, fixtures, renderRemote } from '@tailwise/shared/testing';
import { apiErrorResponse, json, withExtraRoutes, type ExtraRoutes } from '../common/extra-routes.test-support';
// The section is tested where customers see it, on the profile page, which lists payments below it.
// eslint-disable-next-line tailwise/feature-layers
import ProfilePage from '../profile/ProfilePage';

jest.setTimeout(30_000);

const REX_INSURANCE = '11111111-1111-4111-8111-111111111111';
const MISO_WELLNESS = '22222222-2222-4222-8222-222222222222';
const BISCUIT_INSURANCE = '33333333-3333-4333-8333-333333333333';
const PAST_DUE_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const MISO_PAID_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const VOID_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const DUE_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

const base = {
  attempts: 1,
  nextAttemptOn: null,
  lastAttemptOn: null,
  coverEndsOn: null,
  declineMessage: null,
  paidAt: null,
  takenAtCheckout: false,
} as const;

/** Rex's December premium declined on Dec 26 and is tried again Dec 29. */
const rexPastDue: PremiumPayment = {
  ...base,
  id: PAST_DUE_ID,
  agreementUuid: REX_INSURANCE,
  product: 'INSURANCE',
  petName: 'Rex',
  planName: 'Accident & illness insurance',
  periodStart: '2026-12-26',
  periodEnd: '2027-01-25',
  amountCents: 4139,
  method: 'CARD',
  status: 'PAST_DUE',
  nextAttemptOn: '2026-12-29',
  lastAttemptOn: '2027-01-02',
  coverEndsOn: '2026-12-25',
  declineMessage: 'Your card has insufficient funds.',
  card: { brand: 'visa', last4: '0341' },
};
const misoPaid: PremiumPayment = {
  ...base,
  id: MISO_PAID_ID,
  agreementUuid: MISO_WELLNESS,
  product: 'WELLNESS',
  petName: 'Miso',
  planName: 'Classic',
  periodStart: '2026-12-26',
  periodEnd: '2027-01-25',
  amountCents: 2600,
  method: 'CARD',
  status: 'PAID',
  card: { brand: 'visa', last4: '4242' },
  paidAt: '2026-12-26T15:00:00.000Z',
};
const biscuitDue: PremiumPayment = {
  ...base,
  id: DUE_ID,
  agreementUuid: BISCUIT_INSURANCE,
  product: 'INSURANCE',
  petName: 'Biscuit',
  planName: 'Accident & illness insurance',
  periodStart: '2026-12-20',
  periodEnd: '2027-01-19',
  amountCents: 123456,
  method: 'PAYROLL',
  status: 'DUE',
  attempts: 0,
  lastAttemptOn: '2026-12-27',
  coverEndsOn: '2026-12-19',
  card: null,
};
const misoVoid: PremiumPayment = {
  ...misoPaid,
  id: VOID_ID,
  periodStart: '2026-12-01',
  periodEnd: '2026-12-31',
  status: 'VOID',
  card: null,
  paidAt: null,
};
/** Rex's first month, paid at checkout: its id is the agreement's. */
const rexFirst: PremiumPayment = {
  ...rexPastDue,
  id: REX_INSURANCE,
  periodStart: '2026-11-26',
  periodEnd: '2026-12-25',
  status: 'PAID',
  nextAttemptOn: null,
  lastAttemptOn: null,
  coverEndsOn: null,
  declineMessage: null,
  card: { brand: 'visa', last4: '0341' },
  paidAt: '2026-11-26T18:30:00.000Z',
  takenAtCheckout: true,
};

/** As the API sends it: plain JSON, checked against the contract before any test uses it. */
const historyJson = (payments: PremiumPayment[]): PaymentHistory =>
  PaymentHistorySchema.parse(
    JSON.parse(
      JSON.stringify({
        payments,
        pastDueCents: payments
          .filter((p) => p.status === 'PAST_DUE' || p.status === 'LAPSED')
          .reduce((sum, p) => sum + p.amountCents, 0),
      }),
    ),
  );

const VISA_4242: WalletPaymentProvider = {
  paymentProvider: 'CARD',
  paymentProviderId: 'card_visa_4242',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
};

const signedIn = { user: { uid: 'u1', email: 'ada@example.com' } };

function setup(history: () => PaymentHistory, extra: ExtraRoutes = {}, route = '/dashboard/profile') {
  const api = withExtraRoutes(
    createFakeApi({
      'GET /me/': fixtures.me({ wallet: { paymentProviders: [VISA_4242] } }),
      'GET /me/payout-method/': fixtures.payoutSettings(),
    }),
    { 'GET /me/payments/': () => json(200, history()), ...extra },
  );
  const view = renderRemote({ ui: <ProfilePage />, api, auth: signedIn, route });
  return { ...view, api };
}

const section = () => screen.findByRole('region', { name: 'Payments' });
const historyTable = () => screen.findByRole('table', { name: 'Payment history' });
const rows = (table: HTMLElement) => within(table).getAllByTestId('payment-row');
const paysSent = (api: ReturnType<typeof setup>['api']) => api.extraCalls.filter((c) => c.method === 'POST');

describe('Payments: history', () => {
  it('lists every payment, newest first, with its period, pet and plan, amount, status and what paid it', async () => {
    setup(() => historyJson([rexPastDue, misoPaid, biscuitDue, misoVoid, rexFirst]));
    const table = await historyTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Period', 'Pet and plan', 'Amount', 'Status', 'Paid with', 'Receipt']);

    const [pastDue, paid, due, notOwed, first] = rows(table);
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(pastDue)).toEqual([
      'Dec 26, 2026 – Jan 25, 2027',
      'RexAccident & illness insurance',
      '$41.39',
      'Past due We’ll try again on Dec 29, 2026',
      'Visa •••• 0341',
      '',
    ]);
    expect(cells(paid).slice(0, 5)).toEqual([
      'Dec 26, 2026 – Jan 25, 2027',
      'MisoClassic wellness plan',
      '$26.00',
      'Paid on Dec 26, 2026',
      'Visa •••• 4242',
    ]);
    expect(cells(due).slice(1, 5)).toEqual([
      'BiscuitAccident & illness insurance',
      '$1,234.56',
      'Due since Dec 20, 2026',
      'Payroll',
    ]);
    expect(cells(notOwed).slice(0, 4)).toEqual([
      'Dec 1 – Dec 31, 2026',
      'MisoClassic wellness plan',
      '$26.00',
      'Not owed The plan ended before this period',
    ]);
    expect(cells(first)[0]).toBe('Nov 26 – Dec 25, 2026');
    expect(cells(first)[3]).toBe('Paid at checkout on Nov 26, 2026');

    // A receipt only where there was a payment.
    expect(
      within(paid!).getByRole('button', { name: /^Receipt for Dec 26, 2026 – Jan 25, 2027, Miso’s/ }),
    ).toBeEnabled();
    expect(within(first!).getByRole('button', { name: /^Receipt/ })).toBeInTheDocument();
    for (const row of [pastDue, due, notOwed]) expect(within(row!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts what is owed at the top: the amount, the plan, the decline, the retry and lapse days, and the card on file', async () => {
    setup(() => historyJson([rexPastDue, misoPaid]));
    const payments = await section();
    const alert = (await within(payments).findAllByRole('alert'))[0]!;
    expect(alert).toHaveTextContent(
      'Your payment of $41.39 for Rex’s Accident & illness insurance (Dec 26, 2026 – Jan 25, 2027) didn’t go ' +
        'through. Your card has insufficient funds. We’ll try again on Dec 29, 2026. If it’s still unpaid after our ' +
        'last try on Jan 2, 2027, the plan lapses and cover ends on Dec 25, 2026, the last day paid for.',
    );
    await waitFor(() => expect(alert).toHaveTextContent('Pay now charges your card on file, Visa •••• 4242.'));
    // (jsdom's description puts a space where the card's <strong> ends.)
    expect(within(alert).getByRole('button', { name: /^Pay now/ })).toHaveAccessibleDescription(
      /^Pay now charges your card on file, Visa •••• 4242/,
    );
    expect(within(alert).getByRole('button', { name: 'Update card' })).toBeInTheDocument();
    // The alert comes before the history in the section.
    const table = await historyTable();
    expect(alert.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the latest ten payments, and all of them on request', async () => {
    const months = Array.from({ length: 12 }, (_, i) => {
      const month = String(12 - i).padStart(2, '0');
      return {
        ...misoPaid,
        id: `bbbbbbbb-bbbb-4bbb-8bbb-${String(i).padStart(12, '0')}`,
        periodStart: `2026-${month}-01`,
        periodEnd: `2026-${month}-28`,
      };
    });
    const { user } = setup(() => historyJson(months));
    const table = await historyTable();
    expect(rows(table)).toHaveLength(10);
    expect(rows(table)[9]).toHaveTextContent('Mar 1 – Mar 28, 2026');
    await user.click(screen.getByRole('button', { name: 'Show all 12 payments' }));
    expect(rows(table)).toHaveLength(12);
    expect(rows(table)[11]).toHaveTextContent('Jan 1 – Jan 28, 2026');
    expect(screen.getByRole('button', { name: 'Show the latest 10 only' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing has been paid yet, with no table and nothing owed', async () => {
    setup(() => historyJson([]));
    const payments = await section();
    expect(await within(payments).findByText('No payments yet.')).toBeInTheDocument();
    expect(within(payments).queryByRole('table')).not.toBeInTheDocument();
    expect(within(payments).queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('explains a lapsed plan: cover ended, the day, and to contact support; it offers no Pay now', async () => {
    const lapsed: PremiumPayment = {
      ...rexPastDue,
      status: 'LAPSED',
      nextAttemptOn: null,
      lastAttemptOn: null,
      attempts: 3,
    };
    setup(() => historyJson([lapsed, rexFirst]));
    const table = await historyTable();
    const row = rows(table)[0]!;
    expect(row).toHaveTextContent('Lapsed');
    expect(row).toHaveTextContent(
      'Not paid, so Rex’s Accident & illness insurance ended: cover stopped on Dec 25, 2026. To reinstate it, contact support.',
    );
    expect(within(row).getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      'mailto:support@tailwise.example',
    );
    const payments = await section();
    const alert = within(payments).getAllByRole('alert')[0]!;
    expect(alert).toHaveTextContent('A plan has ended');
    expect(alert).toHaveTextContent(
      'Rex’s Accident & illness insurance has ended. The payment of $41.39 for Dec 26, 2026 – Jan 25, 2027 wasn’t ' +
        'made, so cover ended on Dec 25, 2026',
    );
    expect(within(alert).getByRole('link', { name: 'support@tailwise.example' })).toBeInTheDocument();
    expect(within(payments).queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('brings the section into view and focuses its heading when the address ends in #payments', async () => {
    const scrolled: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView of its own.
    Element.prototype.scrollIntoView ??= () => {};
    const spy = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    try {
      setup(() => historyJson([misoPaid]), {}, '/dashboard/profile#payments');
      await historyTable();
      await waitFor(() => expect(scrolled).toEqual(['payments']));
      expect(screen.getByRole('heading', { name: 'Payments', level: 2 })).toHaveFocus();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('Payments: Pay now', () => {
  it('charges once on a double press, then shows the payment as paid and refreshes /me/', async () => {
    let history = historyJson([rexPastDue, misoPaid]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api } = setup(() => history, {
      'POST /me/payments/:id/pay/': async (_call, [id]) => {
        await gate;
        history = historyJson([
          {
            ...rexPastDue,
            id: id!,
            status: 'PAID',
            nextAttemptOn: null,
            lastAttemptOn: null,
            coverEndsOn: null,
            declineMessage: null,
            attempts: 2,
            card: { brand: 'visa', last4: '4242' },
            paidAt: '2026-12-28T10:00:00.000Z',
          },
          misoPaid,
        ]);
        return json(200, history);
      },
    });
    const payments = await section();
    const button = await within(payments).findByRole('button', { name: /^Pay now/ });
    await waitFor(() => expect(api.callsTo('GET /me/')).toHaveLength(1));

    // Two clicks in the same moment, before React has re-rendered the button as disabled.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Paying…');
    release();

    const notice = await within(payments).findByText(
      'Thank you: $41.39 for Rex’s Accident & illness insurance is paid with Visa •••• 4242. Your receipt is on its way by email.',
    );
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(paysSent(api)).toHaveLength(1);
    expect(paysSent(api)[0]!.path).toBe(`/me/payments/${PAST_DUE_ID}/pay/`);

    const row = rows(await historyTable())[0]!;
    expect(row).toHaveTextContent('Paid');
    expect(row).not.toHaveTextContent('Past due');
    expect(within(row).getByRole('button', { name: /^Receipt/ })).toBeInTheDocument();
    expect(within(payments).queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    expect(within(payments).queryByText(/didn’t go through/)).not.toBeInTheDocument();
    // The wallet and plans (/me/) are asked for again, and the history too.
    await waitFor(() => expect(api.callsTo('GET /me/')).toHaveLength(2));
    expect(api.extraCalls.filter((c) => c.method === 'GET' && c.path === '/me/payments/').length).toBeGreaterThan(1);
    expect(paysSent(api)).toHaveLength(1);
  });

  it('shows a decline next to Pay now and keeps the rest as it was', async () => {
    const { api, user } = setup(() => historyJson([rexPastDue, misoPaid]), {
      'POST /me/payments/:id/pay/': () =>
        apiErrorResponse(422, 'PaymentDeclined', 'Your card was declined.', {
          paymentMethod: 'Your card was declined. Try another card.',
        }),
    });
    const payments = await section();
    const button = await within(payments).findByRole('button', { name: /^Pay now/ });
    await user.click(button);

    await waitFor(() => expect(button).toHaveAccessibleDescription(/Your card was declined\. Try another card\./));
    // Right by the button: in the same block, before the card form or anything else.
    const message = within(payments).getByText('Your card was declined. Try another card.');
    expect(button.closest('div')!.parentElement).toContainElement(message);
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Pay now');
    expect(paysSent(api)).toHaveLength(1);

    expect(within(payments).getByText(/Your payment of/)).toHaveTextContent('$41.39');
    expect(within(payments).getByRole('button', { name: 'Update card' })).toBeInTheDocument();
    const table = await historyTable();
    expect(rows(table)).toHaveLength(2);
    expect(rows(table)[0]).toHaveTextContent('Past due');
    expect(within(payments).queryByText(/^Thank you/)).not.toBeInTheDocument();
  });

  it('updates the card from the alert with the wallet’s own flow; Pay now then names the new card and the old decline goes', async () => {
    const MC: WalletPaymentProvider = {
      ...VISA_4242,
      paymentProviderId: 'card_mc_4444',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
    };
    let wallet = [VISA_4242];
    const api = withExtraRoutes(
      createFakeApi({
        'GET /me/': () => fixtures.me({ wallet: { paymentProviders: wallet } }),
        'GET /me/payout-method/': fixtures.payoutSettings(),
        'POST /payments/tokens/': fixtures.cardToken({
          token: 'tok_mc_4444',
          card: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
        }),
      }),
      {
        'GET /me/payments/': () => json(200, historyJson([rexPastDue])),
        'POST /me/payments/:id/pay/': () =>
          apiErrorResponse(422, 'PaymentDeclined', 'Your card was declined.', {
            paymentMethod: 'Your card was declined.',
          }),
        'POST /me/payment-methods/': () => {
          wallet = [{ ...VISA_4242, isDefault: false }, MC];
          return json(201, MC);
        },
        'DELETE /me/payment-methods/:id/': () => {
          wallet = [MC];
          return json(200, { paymentProviders: wallet });
        },
      },
    );
    const { user } = renderRemote({ ui: <ProfilePage />, api, auth: signedIn, route: '/dashboard/profile' });
    const payments = await section();
    await user.click(await within(payments).findByRole('button', { name: /^Pay now/ }));
    const declined = await within(payments).findByText('Your card was declined.');
    await user.click(within(payments).getByRole('button', { name: 'Update card' }));
    const form = within(payments).getByRole('form', { name: 'Replace your card' });
    expect(within(payments).getByRole('heading', { name: 'Replace your card' })).toHaveFocus();
    const year = String(new Date().getFullYear() + 5).slice(2);
    await user.type(within(form).getByLabelText('Card number'), '5555 5555 5555 4444');
    await user.type(within(form).getByLabelText('Expiry (MM / YY)'), `03${year}`);
    await user.type(within(form).getByLabelText('Security code'), '123');
    await user.click(within(form).getByRole('button', { name: 'Use this card' }));

    expect(
      await within(payments).findByText('Mastercard •••• 4444 is now your card on file. Press Pay now to pay with it.'),
    ).toBeInTheDocument();
    expect(api.extraCalls.find((c) => c.path === '/me/payment-methods/')!.body).toEqual({
      token: 'tok_mc_4444',
      isDefault: true,
    });
    await waitFor(() =>
      expect(within(payments).getByRole('button', { name: /^Pay now/ })).toHaveAccessibleDescription(
        /^Pay now charges your card on file, Mastercard •••• 4444/,
      ),
    );
    expect(within(payments).queryByRole('form', { name: 'Replace your card' })).not.toBeInTheDocument();
    expect(declined).toBeEmptyDOMElement();
  });
});

describe('Payments: receipts', () => {
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  let blobs: Blob[] = [];

  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:receipt';
    });
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    jest.restoreAllMocks();
  });

  function fakeTab() {
    const tab = {
      opener: {} as unknown,
      closed: false,
      location: { href: '' },
      document: { title: '', body: { textContent: '' } },
      close() {
        tab.closed = true;
      },
    };
    jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    return tab;
  }

  it('fetches the receipt through the API client with the customer’s token and opens it in a new tab', async () => {
    const tab = fakeTab();
    const html = '<!doctype html><title>Receipt</title><p>$26.00 paid</p>';
    const { api, user, auth } = setup(() => historyJson([misoPaid]), {
      'GET /me/payments/:id/receipt': () =>
        new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }),
    });
    const row = rows(await historyTable())[0]!;
    await user.click(within(row).getByRole('button', { name: /^Receipt/ }));

    await waitFor(() => expect(tab.location.href).toBe('blob:receipt'));
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    const call = api.extraCalls.find((c) => c.path.endsWith('/receipt'))!;
    expect(call.path).toBe(`/me/payments/${MISO_PAID_ID}/receipt`);
    expect(call.headers.authorization).toBe(`Token ${auth.token()}`);
    expect(auth.token()).toBeTruthy();
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('text/html;charset=utf-8');
    expect(blobs[0]!.size).toBe(new TextEncoder().encode(html).length);
    expect(tab.closed).toBe(false);
  });

  it('says the receipt is not ready yet on a 404, next to the button, and closes the empty tab', async () => {
    const tab = fakeTab();
    const { user } = setup(() => historyJson([misoPaid]), {
      'GET /me/payments/:id/receipt': () => apiErrorResponse(404, 'NotFound', 'No receipt for this payment yet'),
    });
    const row = rows(await historyTable())[0]!;
    const button = within(row).getByRole('button', { name: /^Receipt/ });
    await user.click(button);
    expect(await within(row).findByText(/Your receipt isn’t ready yet/)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(/Your receipt isn’t ready yet/);
    expect(tab.closed).toBe(true);
    expect(blobs).toHaveLength(0);
  });
});
