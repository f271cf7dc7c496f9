import { screen, waitFor, within } from '@testing-library/react';
import { CancellationSchema, type Cancellation, type Me } from '@tailwise/shared/contract';
import { sharedKeys } from '@tailwise/shared/queries';
import { createFakeApi, fixtures, renderRemote } from '@tailwise/shared/testing';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@tailwise/shared';
import type { AgreementRef } from './agreement-ref';
import { apiErrorResponse, json, withExtraRoutes, type ExtraRoutes } from '../common/extra-routes.test-support';
import { PolicyActions } from './PolicyActions';

jest.setTimeout(30_000);

const PET = '11111111-1111-4111-8111-111111111111';
const AGREEMENT = '33333333-3333-4333-8333-333333333333';
const insurance = fixtures.insuranceAgreement({ uuid: AGREEMENT, pet: PET, startDate: '2026-11-10' });
const target: AgreementRef = { kind: 'INSURANCE', agreement: insurance, petName: 'Rex' };

const preview: Cancellation = CancellationSchema.parse({
  agreement: AGREEMENT,
  kind: 'INSURANCE',
  policyNumber: 'TW-I-000123',
  cancelled: false,
  cancelledAt: null,
  status: 'CANCELLED',
  freeLook: true,
  freeLookLostToClaim: false,
  freeLookEndsOn: '2026-12-09',
  endsOn: '2026-11-21',
  refundCents: 6379,
  refundMethod: 'CARD',
  refundStatus: 'NOT_APPLICABLE',
  message: 'We refund the $63.79 you paid to your Visa ending 4242.',
});
const done: Cancellation = {
  ...preview,
  cancelled: true,
  cancelledAt: '2026-11-21T10:00:00.000Z',
  refundStatus: 'REFUNDED',
};

const signedIn = { user: { uid: 'u1', email: 'ada@example.com' } };

/** Shows the /me/ query's agreement status, so a test sees it refresh after cancelling. */
function MeStatus() {
  const client = useApiClient();
  const me = useQuery({ queryKey: sharedKeys.me('u1'), queryFn: () => client.get<Me>('/me/') });
  return <p data-testid="me-status">{me.data?.insuranceAgreements[0]?.status ?? 'loading'}</p>;
}

function setup(extra: ExtraRoutes, gate: Promise<void> = Promise.resolve()) {
  let cancelled = false;
  const api = withExtraRoutes(
    createFakeApi({
      'GET /me/': () =>
        fixtures.me({
          insuranceAgreements: [{ ...insurance, status: cancelled ? 'CANCELLED' : 'ACTIVE' }],
        }),
    }),
    {
      'GET /agreements/:uuid/cancellation/': () => json(200, cancelled ? done : preview),
      'POST /agreements/:uuid/cancel/': async () => {
        await gate;
        cancelled = true;
        return json(200, done);
      },
      ...extra,
    },
  );
  const view = renderRemote({
    ui: (
      <>
        <MeStatus />
        <PolicyActions target={target} />
      </>
    ),
    api,
    auth: signedIn,
  });
  return { ...view, api };
}

describe('Cancel plan', () => {
  it('shows the refund and the last day of cover before confirming, posts once, then /me/ shows the new status', async () => {
    let open!: () => void;
    const view = setup({}, new Promise<void>((resolve) => (open = resolve)));
    const { user, api } = view;
    await waitFor(() => expect(screen.getByTestId('me-status')).toHaveTextContent('ACTIVE'));
    const opener = screen.getByRole('button', { name: 'Cancel plan: Rex’s insurance' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Cancel Rex’s insurance?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toHaveFocus();
    const facts = await within(dialog).findByTestId('cancellation-facts');
    expect(facts).toHaveTextContent('Refund if you cancel today$63.79 to your card');
    expect(facts).toHaveTextContent('Last day of coverNov 21, 2026');
    expect(dialog).toHaveTextContent('free-look period (until Dec 9, 2026)');
    expect(api.extraCalls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const confirm = within(dialog).getByRole('button', { name: 'Cancel insurance' });
    // A double click while the request is on its way is still one cancellation.
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveTextContent('Cancelling…');
    open();
    await within(dialog).findByRole('heading', { name: 'Rex’s insurance is cancelled' });
    const posts = api.extraCalls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe(`/agreements/${AGREEMENT}/cancel/`);
    expect(within(dialog).getByTestId('cancellation-facts')).toHaveTextContent('Refund$63.79 to your card');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(view.snackbar).toEqual([{ text: 'Rex’s insurance is cancelled.', tone: 'success' }]);

    await waitFor(() => expect(screen.getByTestId('me-status')).toHaveTextContent('CANCELLED'));
    expect(api.callsTo('GET /me/').length).toBeGreaterThanOrEqual(2);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('after the free look, says cover runs to the end of the paid period with no refund', async () => {
    const later: Cancellation = {
      ...preview,
      freeLook: false,
      status: 'ACTIVE',
      endsOn: '2026-12-10',
      refundCents: 0,
      refundMethod: 'NONE',
      message: 'Cancelling after the free look ends your cover at the end of the period you paid for.',
    };
    const { user } = setup({ 'GET /agreements/:uuid/cancellation/': () => json(200, later) });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan: Rex’s insurance' }));
    const dialog = await screen.findByRole('dialog');
    const facts = await within(dialog).findByTestId('cancellation-facts');
    expect(facts).toHaveTextContent('No refund');
    expect(facts).toHaveTextContent('Dec 10, 2026');
    expect(dialog).toHaveTextContent('The free-look period is over');
  });

  it('inside the free look with a claim made, says the claim is why there is no refund', async () => {
    const claimed: Cancellation = {
      ...preview,
      freeLook: false,
      freeLookLostToClaim: true,
      status: 'ACTIVE',
      endsOn: '2026-12-09',
      refundCents: 0,
      refundMethod: 'NONE',
      message: 'There is no refund: a claim was made on this plan.',
    };
    const { user } = setup({ 'GET /agreements/:uuid/cancellation/': () => json(200, claimed) });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan: Rex’s insurance' }));
    const dialog = await screen.findByRole('dialog');
    const facts = await within(dialog).findByTestId('cancellation-facts');
    expect(facts).toHaveTextContent('No refund');
    expect(facts).toHaveTextContent('Dec 9, 2026');
    expect(dialog).toHaveTextContent('A claim was made on this plan, so the free-look refund');
    expect(dialog).not.toHaveTextContent('The free-look period is over');
  });

  it('closes with Escape or "Keep my plan" without cancelling, and gives focus back to the button that opened it', async () => {
    const { user, api } = setup({});
    const opener = await screen.findByRole('button', { name: 'Cancel plan: Rex’s insurance' });
    await user.click(opener);
    await within(await screen.findByRole('dialog')).findByTestId('cancellation-facts');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(api.extraCalls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows why when the plan cannot be cancelled, and offers no confirm button', async () => {
    const { user } = setup({
      'GET /agreements/:uuid/cancellation/': () =>
        apiErrorResponse(409, 'AgreementNotActive', 'This plan has already ended.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan: Rex’s insurance' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This plan has already ended.');
    expect(within(dialog).queryByRole('button', { name: 'Cancel insurance' })).not.toBeInTheDocument();
  });
});

describe('Download declarations', () => {
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  let clicked: Array<{ href: string; download: string }> = [];

  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = jest.fn(() => 'blob:declarations');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    URL.createObjectURL = realCreate;
    URL.revokeObjectURL = realRevoke;
    jest.restoreAllMocks();
  });

  it('fetches the agreement’s PDF with the customer’s token and saves it under the server’s file name', async () => {
    const { user, auth, api } = setup({
      'GET /agreements/:uuid/declarations.pdf': async () =>
        new Response('%PDF-1.7 test', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="tailwise-declarations-TW-I-000123.pdf"',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: /Download declarations \(PDF\)/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const fetched = api.extraCalls.filter((call) => call.path.endsWith('/declarations.pdf'));
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.path).toBe(`/agreements/${AGREEMENT}/declarations.pdf`);
    expect(fetched[0]!.headers.authorization).toBe(`Token ${auth.token()}`);
    expect(auth.token()).toBeTruthy();
    expect(clicked[0]).toEqual({ href: 'blob:declarations', download: 'tailwise-declarations-TW-I-000123.pdf' });
    const saved = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as { size: number; type: string };
    expect({ size: saved.size, type: saved.type }).toEqual({ size: 13, type: 'application/pdf' });
  });

  it('says so next to the button when the document cannot be had', async () => {
    const { user } = setup({
      'GET /agreements/:uuid/declarations.pdf': () => apiErrorResponse(404, 'NotFound', 'No such agreement of yours'),
    });
    await user.click(await screen.findByRole('button', { name: /Download declarations \(PDF\)/ }));
    expect(await screen.findByText('We could not find this document.')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
