// The claim page: what an adjuster reads before deciding (terms and what is left of them, the pet's claims, the
// proposal and how it was reached, the appeal, the audit log), and the three decisions with their failures.
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fixtures } from '@tailwise/shared/testing';
import type { OpsClaim } from '@tailwise/shared/contract';
import { objectUrls, renderOps } from '../common/ops-test-setup.test-support';

const claim = fixtures.opsClaim();
const PATH = `/ops/claims/${claim.uuid}`;
const ADJUSTER_EMAIL = 'grace@tailwise.example';

/** The claim as the API answers after a decision: the new status and the audit entry it appended. */
function decided(
  status: OpsClaim['status'],
  action: OpsClaim['audit'][number]['action'],
  note: string,
  amountAfterCents: number | null = null,
  actor = ADJUSTER_EMAIL,
): OpsClaim {
  return fixtures.opsClaim({
    status,
    waitingSince: '2026-11-21T12:00:00.000Z',
    audit: [
      ...claim.audit,
      {
        at: '2026-11-21T12:00:00.000Z',
        actor,
        action,
        note,
        statusBefore: 'IN_REVIEW',
        statusAfter: status,
        amountBeforeCents: 328_500,
        amountAfterCents,
      },
    ],
  });
}

const PDF = new Blob(['%PDF-1.4 the invoice'], { type: 'application/octet-stream' });

const statusNextToHeading = () => screen.getByRole('heading', { level: 1 }).parentElement!;
const amountField = () => screen.getByLabelText('Amount to pay (dollars)');

/** The fake API keeps the claim as the server would: a decision changes what the next GET answers. */
function server() {
  let current: OpsClaim = claim;
  return {
    get: () => current,
    decide: (next: OpsClaim) => (current = next),
  };
}

async function openClaim(routes: Parameters<typeof renderOps>[1] = {}, api = server()) {
  const rendered = renderOps(PATH, {
    'GET /ops/claims/:uuid': api.get,
    'GET /ops/claims/:uuid/invoices/:invoiceId': PDF,
    ...routes,
  });
  await screen.findByRole('heading', { level: 1, name: `Claim ${claim.claimNumber}` });
  return rendered;
}

describe('the claim page', () => {
  it('shows the terms and what is left of them, the proposal and how it was reached, the pet’s claims, the appeal and the audit log', async () => {
    const earlier = {
      uuid: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
      claimNumber: 'CLM-9F8E7D6C',
      status: 'PAID' as const,
      claimType: 'INSURANCE' as const,
      dateOfService: '2026-10-02',
      amountCents: 42_000,
      paidCents: 15_300,
      clinic: 'Bay Animal Hospital',
      filedAt: '2026-10-03T09:00:00.000Z',
    };
    await openClaim({
      'GET /ops/claims/:uuid': fixtures.opsClaim({
        petClaims: [earlier],
        appeal: { note: 'The splint was for the same accident', at: '2026-11-21T09:00:00.000Z' },
      }),
    });
    const terms = screen.getByRole('region', { name: 'Policy terms' });
    expect(within(terms).getByText('$100.00 of $250.00')).toBeInTheDocument();
    expect(within(terms).getByText('$9,000.00 of $10,000.00')).toBeInTheDocument();
    expect(within(terms).getByText('90 %')).toBeInTheDocument();

    const decision = screen.getByRole('region', { name: 'Decision' });
    expect(within(decision).getByText(claim.proposalText)).toBeInTheDocument();
    expect(within(decision).getAllByText('$3,285.00')).toHaveLength(2); // proposed, and the most the terms allow

    const petClaims = screen.getByRole('region', { name: 'Rex’s other claims' });
    expect(within(petClaims).getByRole('link', { name: 'CLM-9F8E7D6C' })).toHaveAttribute(
      'href',
      `/ops/claims/${earlier.uuid}`,
    );
    expect(within(petClaims).getByText(/paid \$153\.00/)).toBeInTheDocument();

    expect(screen.getByText('The splint was for the same accident')).toBeInTheDocument();
    const audit = screen.getByRole('list', { name: 'Audit log, oldest first' });
    expect(within(audit).getByText('Passed to a person')).toBeInTheDocument();
    expect(within(audit).getByText(/Submitted → In review · — → \$3,285\.00/)).toBeInTheDocument();
  });

  it('approves with the amount in cents and the note, then shows the new status and the audit entry', async () => {
    const state = server();
    const { api, user } = await openClaim(
      {
        'POST /ops/claims/:uuid/approve/': ({ body }) =>
          state.decide(decided('APPROVED', 'APPROVED', body.note, Number(body.amountCents))),
      },
      state,
    );
    expect(amountField()).toHaveValue('3285.00'); // the engine's proposal
    await user.clear(amountField());
    await user.type(amountField(), '3,000.50');
    await user.type(screen.getByLabelText('Note'), 'Splint billed twice: paid once');
    await user.click(screen.getByRole('button', { name: 'Approve claim' }));

    await waitFor(() => expect(api.callsTo('POST /ops/claims/:uuid/approve/')).toHaveLength(1));
    const call = api.callsTo('POST /ops/claims/:uuid/approve/')[0]!;
    expect(call.params.uuid).toBe(claim.uuid);
    expect(call.body).toEqual({ amountCents: 300_050, note: 'Splint billed twice: paid once' });

    expect(await screen.findByText(/Approved: \$3,000\.50 for Ada Lovelace/)).toBeInTheDocument();
    expect(within(statusNextToHeading()).getByText('Approved')).toBeInTheDocument();
    const audit = screen.getByRole('list', { name: 'Audit log, oldest first' });
    const entry = within(audit).getAllByRole('listitem').at(-1)!;
    expect(entry).toHaveTextContent(ADJUSTER_EMAIL);
    expect(entry).toHaveTextContent('In review → Approved · $3,285.00 → $3,000.50');
    expect(entry).toHaveTextContent('Splint billed twice: paid once');
    expect(screen.queryByLabelText('Amount to pay (dollars)')).not.toBeInTheDocument();
  });

  it('refuses an amount above what the terms allow in the form, and posts nothing', async () => {
    const { api, user } = await openClaim({
      'POST /ops/claims/:uuid/approve/': () => decided('APPROVED', 'APPROVED', 'x'),
    });
    await user.clear(amountField());
    await user.type(amountField(), '3285.01');
    await user.type(screen.getByLabelText('Note'), 'More than proposed');
    await user.click(screen.getByRole('button', { name: 'Approve claim' }));
    await waitFor(() =>
      expect(amountField()).toHaveAccessibleDescription(/At most \$3,285\.00: the most the terms allow for this bill/),
    );
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /ops/claims/:uuid/approve/')).toHaveLength(0);
  });

  it('puts the server’s 422 on amountCents next to the amount, keeping what was typed', async () => {
    const { user } = await openClaim({
      'POST /ops/claims/:uuid/approve/': apiError(422, 'ValidationError', 'The amount is above the terms', {
        amountCents: 'At most $3,200.00: the limit changed since you opened the claim',
      }),
    });
    await user.type(screen.getByLabelText('Note'), 'As proposed');
    await user.click(screen.getByRole('button', { name: 'Approve claim' }));
    await waitFor(() => expect(amountField()).toHaveAccessibleDescription(/At most \$3,200\.00: the limit changed/));
    expect(amountField()).toHaveValue('3285.00');
    expect(within(statusNextToHeading()).getByText('In review')).toBeInTheDocument();
  });

  it('denies with the reason chosen from the list and the note to the customer', async () => {
    const state = server();
    const { api, user } = await openClaim(
      { 'POST /ops/claims/:uuid/deny/': ({ body }) => state.decide(decided('DENIED', 'DENIED', body.note)) },
      state,
    );
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    await user.click(screen.getByRole('button', { name: 'Deny claim' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Choose why the claim is denied'),
    );
    expect(screen.getByLabelText('Note to the customer')).toHaveAccessibleDescription(/Explain it to the customer/);
    expect(api.callsTo('POST /ops/claims/:uuid/deny/')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Reason'), 'Pre-existing condition');
    await user.type(screen.getByLabelText('Note to the customer'), 'The vet notes show limping in March');
    await user.click(screen.getByRole('button', { name: 'Deny claim' }));
    await waitFor(() => expect(api.callsTo('POST /ops/claims/:uuid/deny/')).toHaveLength(1));
    expect(api.callsTo('POST /ops/claims/:uuid/deny/')[0]!.body).toEqual({
      reason: 'PRE_EXISTING_CONDITION',
      note: 'The vet notes show limping in March',
    });
    expect(await screen.findByText('Denied: Pre-existing condition.')).toBeInTheDocument();
    expect(within(statusNextToHeading()).getByText('Denied')).toBeInTheDocument();
  });

  it('asks the customer for information', async () => {
    const state = server();
    const { api, user } = await openClaim(
      {
        'POST /ops/claims/:uuid/request-info/': ({ body }) =>
          state.decide(
            fixtures.opsClaim({
              ...decided('INFO_REQUESTED', 'INFO_REQUESTED', body.request),
              infoRequest: { request: body.request, at: '2026-11-21T12:00:00.000Z' },
            }),
          ),
      },
      state,
    );
    await user.click(screen.getByRole('button', { name: 'Ask for information' }));
    await user.type(screen.getByLabelText('What do you need from the customer?'), 'The itemised invoice, please');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.callsTo('POST /ops/claims/:uuid/request-info/')).toHaveLength(1));
    expect(api.callsTo('POST /ops/claims/:uuid/request-info/')[0]!.body).toEqual({
      request: 'The itemised invoice, please',
    });
    expect(await screen.findByText(/Information requested from Ada Lovelace/)).toBeInTheDocument();
    expect(within(statusNextToHeading()).getByText('Information requested')).toBeInTheDocument();
  });

  it('on a 409 says the claim was decided by someone else and shows what they did', async () => {
    const state = server();
    const { api, user } = await openClaim(
      {
        'POST /ops/claims/:uuid/approve/': () => {
          // Another adjuster denied it a moment earlier.
          state.decide(decided('DENIED', 'DENIED', 'Duplicate of CLM-9F8E7D6C', null, 'alan@tailwise.example'));
          return apiError(409, 'ClaimAlreadyDecided', 'This claim was already decided');
        },
      },
      state,
    );
    await user.type(screen.getByLabelText('Note'), 'As proposed');
    await user.click(screen.getByRole('button', { name: 'Approve claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This claim was decided by someone else');
    await waitFor(() => expect(api.callsTo('GET /ops/claims/:uuid')).toHaveLength(2));
    await waitFor(() => expect(within(statusNextToHeading()).getByText('Denied')).toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Audit log, oldest first' })).toHaveTextContent('alan@tailwise.example');
    expect(screen.queryByLabelText('Amount to pay (dollars)')).not.toBeInTheDocument();
  });

  it('previews the first invoice in a frame, fetched through the API client with the adjuster’s token, and an image as an image', async () => {
    const scan = {
      id: 'd39fa0b1-2c3d-4e5f-a6b7-c8d9e0f1a2b3',
      fileName: 'xray.png',
      contentType: 'image/png' as const,
      sizeBytes: 120_000,
      kind: 'DOCUMENT' as const,
      addedAt: '2026-11-21T11:00:00.000Z',
    };
    const { api, user } = await openClaim({
      'GET /ops/claims/:uuid': fixtures.opsClaim({ invoices: [...claim.invoices, scan] }),
      'GET /ops/claims/:uuid/invoices/:invoiceId': ({ params }) =>
        params.invoiceId === scan.id ? new Blob(['png bytes']) : PDF,
    });
    const frame = await screen.findByTitle('Preview of invoice.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:preview-1');
    const [call] = api.callsTo('GET /ops/claims/:uuid/invoices/:invoiceId');
    expect(call!.params).toEqual({ uuid: claim.uuid, invoiceId: claim.invoices[0]!.id });
    expect(call!.headers.authorization).toBe('Token fake-token-uid-grace');
    // Typed as the contract says the file is, whatever the answer's own type.
    expect(objectUrls[0]!.type).toBe('application/pdf');

    await user.click(screen.getByRole('button', { name: 'Preview xray.png' }));
    const image = await screen.findByRole('img', { name: 'Preview of xray.png' });
    expect(image).toHaveAttribute('src', 'blob:preview-2');
    expect(objectUrls[1]!.type).toBe('image/png');
    expect(api.callsTo('GET /ops/claims/:uuid/invoices/:invoiceId').map((c) => c.params.invoiceId)).toEqual([
      claim.invoices[0]!.id,
      scan.id,
    ]);
    expect(screen.queryByTitle('Preview of invoice.pdf')).not.toBeInTheDocument();
  });

  it('shows the not-found page for a claim the API does not know', async () => {
    renderOps(PATH, { 'GET /ops/claims/:uuid': apiError(404, 'NotFound', 'No such claim') });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/Claim CLM/);
  });
});
