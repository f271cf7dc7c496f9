import { screen, waitFor, within } from '@testing-library/react';
import type { PayoutSettings } from '@tailwise/shared/contract';
import { apiError, fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { PayoutSection } from './PayoutSection';

jest.setTimeout(30_000);

const FULL_ACCOUNT = '000123456789';
const GOOD_ROUTING = '011000015';

const bank: PayoutSettings = {
  method: {
    kind: 'BANK_ACCOUNT',
    holderName: 'Ada Lovelace',
    accountType: 'SAVINGS',
    routingLast4: '0015',
    accountLast4: '6789',
  },
  describe: 'Bank account ending 6789',
};

/** The API as it behaves: a saved method is what GET answers from then on. */
function renderPayouts(
  start: PayoutSettings = fixtures.payoutSettings(),
  saved: FakeRoutes['PUT /me/payout-method/'] = apiError(500, 'NotInThisTest', 'This test saves nothing'),
) {
  let current = start;
  return renderRemote({
    ui: <PayoutSection defaultHolderName="Ada Lovelace" />,
    api: {
      'GET /me/payout-method/': () => current,
      'PUT /me/payout-method/': async (request) => {
        const answer = typeof saved === 'function' ? await saved(request) : saved!;
        if ('method' in answer) current = answer;
        return answer;
      },
    },
    auth: { user: { uid: 'u1', email: 'ada@example.com' } },
    route: '/dashboard/profile#payouts',
  });
}

async function openBankForm(view: ReturnType<typeof renderPayouts>) {
  await view.user.click(await screen.findByRole('button', { name: 'Pay claims to a bank account' }));
  return screen.getByRole('form', { name: 'Add a bank account' });
}

describe('Claim payouts', () => {
  it('says where claims are paid now', async () => {
    renderPayouts();
    const section = await screen.findByRole('region', { name: 'Claim payouts' });
    expect(await within(section).findByTestId('payout-destination')).toHaveTextContent('Visa ending 4242');
    expect(within(section).queryByRole('button', { name: 'Pay claims to my card instead' })).toBeNull();
  });

  it('shows a bad routing checksum next to the field, sends nothing, and keeps what was typed', async () => {
    const view = renderPayouts(undefined, bank);
    const form = await openBankForm(view);
    expect(within(form).getByLabelText('Name on the account')).toHaveValue('Ada Lovelace');
    const routing = within(form).getByLabelText('Routing number');
    await view.user.type(routing, '011000016');
    await view.user.type(within(form).getByLabelText('Account number'), FULL_ACCOUNT);
    await view.user.click(within(form).getByRole('button', { name: 'Pay claims to this account' }));

    await waitFor(() =>
      expect(routing).toHaveAccessibleDescription(/This is not a valid routing number: check the digits/),
    );
    expect(routing).toHaveAttribute('aria-invalid', 'true');
    expect(routing).toHaveValue('011000016');
    expect(within(form).getByLabelText('Account number')).toHaveValue(FULL_ACCOUNT);
    expect(view.api.callsTo('PUT /me/payout-method/')).toHaveLength(0);
  });

  it('saves a bank account, then shows only its last four digits', async () => {
    const view = renderPayouts(undefined, bank);
    const form = await openBankForm(view);
    // Spaces as copied from a check are fine.
    await view.user.type(within(form).getByLabelText('Routing number'), '0110 0001 5');
    await view.user.type(within(form).getByLabelText('Account number'), FULL_ACCOUNT);
    await view.user.click(within(form).getByRole('radio', { name: 'Savings' }));
    await view.user.click(within(form).getByRole('button', { name: 'Pay claims to this account' }));

    await waitFor(() => expect(view.api.callsTo('PUT /me/payout-method/')).toHaveLength(1));
    expect(view.api.callsTo('PUT /me/payout-method/')[0]!.body).toEqual({
      kind: 'BANK_ACCOUNT',
      holderName: 'Ada Lovelace',
      routingNumber: GOOD_ROUTING,
      accountNumber: FULL_ACCOUNT,
      accountType: 'SAVINGS',
    });
    const section = screen.getByRole('region', { name: 'Claim payouts' });
    await waitFor(() => expect(within(section).getByTestId('payout-destination')).toHaveTextContent('ending 6789'));
    expect(section).toHaveTextContent('Claims will be paid to Bank account ending 6789.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.body).not.toHaveTextContent(FULL_ACCOUNT);
    expect(document.body).not.toHaveTextContent(GOOD_ROUTING);
    for (const input of document.querySelectorAll('input')) expect(input.value).not.toContain('123456789');
    expect(view.snackbar).toEqual([{ text: 'Claims will be paid to Bank account ending 6789.', tone: 'success' }]);
    // Focus moves to the saved summary's button after it renders, a frame after the answer.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change bank account' })).toHaveFocus());
  });

  it('puts the server’s field errors next to their inputs and keeps the entries', async () => {
    const view = renderPayouts(
      undefined,
      apiError(422, 'ValidationError', 'Check the bank details', {
        accountNumber: 'This account can’t receive payments',
      }),
    );
    const form = await openBankForm(view);
    await view.user.type(within(form).getByLabelText('Routing number'), GOOD_ROUTING);
    await view.user.type(within(form).getByLabelText('Account number'), FULL_ACCOUNT);
    await view.user.click(within(form).getByRole('button', { name: 'Pay claims to this account' }));

    const account = within(form).getByLabelText('Account number');
    await waitFor(() => expect(account).toHaveAccessibleDescription(/This account can’t receive payments/));
    expect(account).toHaveFocus();
    expect(account).toHaveValue(FULL_ACCOUNT);
    expect(within(form).getByLabelText('Routing number')).toHaveValue(GOOD_ROUTING);
    expect(
      within(screen.getByRole('region', { name: 'Claim payouts' })).getByTestId('payout-destination'),
    ).toHaveTextContent('Visa ending 4242');
  });

  it('pays claims to the card instead of the bank account', async () => {
    const view = renderPayouts(bank, fixtures.payoutSettings());
    const section = await screen.findByRole('region', { name: 'Claim payouts' });
    expect(await within(section).findByTestId('payout-destination')).toHaveTextContent('Bank account ending 6789');
    expect(section).toHaveTextContent('Savings account in the name of Ada Lovelace, routing number ending 0015');
    await view.user.click(within(section).getByRole('button', { name: 'Pay claims to my card instead' }));

    await waitFor(() => expect(view.api.callsTo('PUT /me/payout-method/')).toHaveLength(1));
    expect(view.api.callsTo('PUT /me/payout-method/')[0]!.body).toEqual({ kind: 'CARD' });
    await waitFor(() =>
      expect(within(section).getByTestId('payout-destination')).toHaveTextContent('Visa ending 4242'),
    );
    expect(within(section).queryByRole('button', { name: 'Pay claims to my card instead' })).toBeNull();
  });
});
