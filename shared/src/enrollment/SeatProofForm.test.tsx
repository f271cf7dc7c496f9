// The work-email proof comes back at its code step after a refresh (the same address, the resend wait still
// running), never stores the code, and forgets the pending proof once the seat is claimed or the code is spent.
import { screen, waitFor, within } from '@testing-library/react';
import { SEAT_CODE_SENT_MESSAGE } from '@tailwise/shared/contract';
import { apiError, fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { pendingSeatProofKey, readPendingSeatProof, type PendingSeatProof } from './pending-proof';
import { SeatProofForm } from './SeatProofForm';

jest.setTimeout(30_000);

const group = fixtures.group({ id: 'city-of-philadelphia', name: 'City of Philadelphia', seatLookup: 'WORK_EMAIL' });
const storageKey = pendingSeatProofKey(group.id).key;
const signedIn = { user: { uid: 'u1', email: 'ada@example.com' } };
const EMAIL = 'employee7@phila.gov';
const CODE = '654321';

const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  'POST /groups/:groupId/seats/code/': ({ body }) => ({
    sentTo: body.workEmail,
    expiresInSeconds: 900,
    resendAfterSeconds: 60,
  }),
  'POST /groups/:groupId/seats/claim/': () => fixtures.seatClaim({ groupId: group.id }),
  ...extra,
});

function renderForm(api: FakeRoutes = routes(), forGroup = group) {
  const onClaimed = jest.fn();
  const ui = <SeatProofForm app="test" group={forGroup} onClaimed={onClaimed} />;
  return { ...renderRemote({ ui, auth: signedIn, api }), onClaimed };
}

/** Asks for a code, then "refreshes": the form unmounts and a new one mounts over the same session storage. */
async function sendThenRefresh(api: FakeRoutes = routes()) {
  const first = renderForm(api);
  await first.user.type(await screen.findByLabelText('Work email'), EMAIL);
  await first.user.click(screen.getByRole('button', { name: 'Email me a code' }));
  expect(await screen.findByLabelText('Code from the email')).toBeInTheDocument();
  first.unmount();
  expect(screen.queryByLabelText('Code from the email')).toBeNull();
  return renderForm(api);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('SeatProofForm, work email, after a refresh', () => {
  it('comes back at the code step with the same email and the resend still waiting', async () => {
    const view = await sendThenRefresh();
    expect(await screen.findByLabelText('Code from the email')).toBeInTheDocument();
    expect(screen.queryByLabelText('Work email')).toBeNull();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.getByText(SEAT_CODE_SENT_MESSAGE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a new code in (59|60) s/ })).toBeDisabled();
    // Only the first render asked for a code; the refresh did not ask again.
    expect(view.api.callsTo('POST /groups/:groupId/seats/code/')).toHaveLength(0);
  });

  it('keeps where the code went and its clock, never the code', async () => {
    const view = await sendThenRefresh();
    await view.user.type(await screen.findByLabelText('Code from the email'), CODE);
    const stored = sessionStorage.getItem(storageKey) ?? '';
    expect(JSON.parse(stored)).toEqual({
      groupId: group.id,
      workEmail: EMAIL,
      sentAt: expect.any(Number),
      resendAt: expect.any(Number),
      expiresAt: expect.any(Number),
    });
    const { sentAt, resendAt, expiresAt } = JSON.parse(stored) as PendingSeatProof;
    expect(resendAt - sentAt).toBe(60_000);
    expect(expiresAt - sentAt).toBe(900_000);
  });

  it('claims with the remembered email, then forgets the pending proof', async () => {
    const view = await sendThenRefresh();
    await view.user.type(await screen.findByLabelText('Code from the email'), CODE);
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    await waitFor(() => expect(view.onClaimed).toHaveBeenCalledTimes(1));
    expect(view.api.callsTo('POST /groups/:groupId/seats/claim/')[0]!.body).toEqual({ workEmail: EMAIL, code: CODE });
    expect(sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('"Use a different email" goes back to the email (kept to edit) and a refresh stays there', async () => {
    const view = await sendThenRefresh();
    await view.user.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText('Work email')).toHaveValue(EMAIL);
    expect(sessionStorage.getItem(storageKey)).toBeNull();
    view.unmount();
    renderForm();
    expect(await screen.findByLabelText('Work email')).toHaveValue('');
  });

  it('an expired code forgets the pending proof, so a refresh asks for the email again', async () => {
    const view = await sendThenRefresh(
      routes({
        'POST /groups/:groupId/seats/claim/': apiError(400, 'SeatCodeExpired', 'This code has expired.'),
      }),
    );
    await view.user.type(await screen.findByLabelText('Code from the email'), CODE);
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    expect(await screen.findAllByText(/This code has expired/)).not.toHaveLength(0);
    expect(sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('a proof whose code has expired, or that is not a proof, is not restored', async () => {
    const past = Date.now() - 16 * 60_000;
    const expired = {
      groupId: group.id,
      workEmail: EMAIL,
      sentAt: past,
      resendAt: past + 60_000,
      expiresAt: past + 900_000,
    };
    sessionStorage.setItem(storageKey, JSON.stringify(expired));
    renderForm();
    expect(await screen.findByLabelText('Work email')).toBeInTheDocument();
    expect(sessionStorage.getItem(storageKey)).toBeNull();
    sessionStorage.setItem(storageKey, JSON.stringify({ workEmail: 5 }));
    expect(readPendingSeatProof(group.id)).toBeNull();
    expect(sessionStorage.getItem(storageKey)).toBeNull();
  });

  it("is kept per group: another group's form starts at the email", async () => {
    const view = await sendThenRefresh();
    expect(await screen.findByLabelText('Code from the email')).toBeInTheDocument();
    view.unmount();
    renderForm(routes(), fixtures.group({ id: 'ridgeway-unified', name: 'Ridgeway', seatLookup: 'WORK_EMAIL' }));
    expect(await screen.findByLabelText('Work email')).toBeInTheDocument();
    expect(readPendingSeatProof(group.id)?.workEmail).toBe(EMAIL);
  });
});

describe('SeatProofForm, a seat that cannot be had', () => {
  it.each([
    ['taken by someone else', 409, 'GroupSeatTaken', 'This seat is already taken.'],
    ['not on the employer’s list', 404, 'GroupSeatNotFoundError', 'We couldn’t find your seat'],
  ])('a seat %s offers support and buying directly', async (_, status, code, message) => {
    const view = await sendThenRefresh(
      routes({ 'POST /groups/:groupId/seats/claim/': apiError(status, code, message) }),
    );
    await view.user.type(await screen.findByLabelText('Code from the email'), CODE);
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    const wayOn = await screen.findByRole('region', { name: 'What you can do now' });
    expect(wayOn).toHaveTextContent('1-800-555-0199');
    expect(within(wayOn).getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+18005550199');
    expect(within(wayOn).getByRole('link', { name: 'Buy a plan directly' })).toHaveAttribute('href', '/start');
  });

  it('says nothing of it for a mistyped code', async () => {
    const view = await sendThenRefresh(
      routes({ 'POST /groups/:groupId/seats/claim/': apiError(400, 'SeatCodeExpired', 'This code has expired.') }),
    );
    await view.user.type(await screen.findByLabelText('Code from the email'), CODE);
    await view.user.click(screen.getByRole('button', { name: 'Confirm my seat' }));
    expect(await screen.findAllByText(/This code has expired/)).not.toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'What you can do now' })).toBeNull();
  });
});
