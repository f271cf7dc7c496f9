// The spec §8 error catalogue of the calls every app makes, as the root sends them and as the bundled fetchers parse them.
import { fixtures } from '@tailwise/shared/testing';
import type { ErrorReporter } from '../monitoring/error-reporter';
import { setErrorReporter } from '../monitoring/error-reporter';
import { ApiClient } from './api-client';
import { UnexpectedResponseError } from './call-api';
import {
  FAILED_TO_FETCH_LEAD,
  FAILED_TO_FETCH_ME,
  fetchGroupPromo,
  fetchLead,
  fetchMe,
  fetchPartner,
  GROUP_PROMO_SERVER_ERROR,
  NOT_LOGGED_IN,
  seatClaimErrorMessage,
} from './catalogue';
import * as parsed from './fetchers';

const reporter: jest.Mocked<ErrorReporter> = { captureException: jest.fn(), captureMessage: jest.fn() };
beforeAll(() => setErrorReporter(reporter));
afterAll(() => setErrorReporter(null));
beforeEach(() => jest.clearAllMocks());

const clientAnswering = (status: number, body?: unknown) =>
  new ApiClient({
    reporter,
    fetchImpl: (async () =>
      new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch,
  });

describe('the spec §8 error catalogue', () => {
  it('"User not logged in" when nobody is signed in, without calling the API', async () => {
    const fetchImpl = jest.fn();
    await expect(fetchMe(new ApiClient({ fetchImpl: fetchImpl as unknown as typeof fetch }), false)).rejects.toThrow(
      NOT_LOGGED_IN,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('"Failed to fetch me" when the profile fetch fails', async () => {
    await expect(fetchMe(clientAnswering(500), true)).rejects.toThrow(FAILED_TO_FETCH_ME);
    await expect(fetchMe(clientAnswering(401, { error: { code: 'UNAUTHENTICATED' } }), true)).rejects.toThrow(
      FAILED_TO_FETCH_ME,
    );
  });

  it('"Failed to fetch lead by id" as a warning when the lead fetch fails', async () => {
    await expect(fetchLead(clientAnswering(404, { error: { code: 'NOT_FOUND' } }), 42, 'uuid')).rejects.toThrow(
      FAILED_TO_FETCH_LEAD,
    );
    expect(reporter.captureMessage).toHaveBeenCalledWith(FAILED_TO_FETCH_LEAD, 'warning', expect.anything());
  });

  it('group promo: 204 means no promo, a 500 is "InternalServerError: Unable to get group promo code"', async () => {
    await expect(fetchGroupPromo(clientAnswering(204), 'fenwick')).resolves.toBeNull();
    await expect(fetchGroupPromo(clientAnswering(500), 'fenwick')).rejects.toThrow(GROUP_PROMO_SERVER_ERROR);
    await expect(
      fetchGroupPromo(clientAnswering(200, { ri: 'fenwick', rt: 'GROUP' }), 'fenwick'),
    ).resolves.toMatchObject({ ri: 'fenwick' });
  });

  it('partner fetch: a 500 gets the same message as the group promo; a 404 stays a 404', async () => {
    await expect(fetchPartner(clientAnswering(503), 'medmutual-pet')).rejects.toThrow(GROUP_PROMO_SERVER_ERROR);
    await expect(
      fetchPartner(clientAnswering(404, { error: { code: 'NOT_FOUND', message: 'No such partner' } }), 'x'),
    ).rejects.toThrow('No such partner');
  });

  it('GroupSeatNotFoundError gains ", or contact support at {email}."', async () => {
    const error = await clientAnswering(404, {
      error: {
        code: 'GroupSeatNotFoundError',
        message: "We couldn't find your seat in this group. Check the details you entered",
      },
    })
      .post('/groups/fenwick/seats/claim/', {})
      .catch((e: unknown) => e);
    expect(seatClaimErrorMessage(error)).toBe(
      "We couldn't find your seat in this group. Check the details you entered, or contact support at support@tailwise.example.",
    );
    expect(seatClaimErrorMessage(new Error('Other'))).toBe('Other');
  });
});

describe('the shared fetchers, parsed (@tailwise/shared/fetchers)', () => {
  it('give the parsed answer', async () => {
    const me = fixtures.me();
    const lead = fixtures.lead();
    const promo = fixtures.groupPromo();
    const partner = fixtures.partner();
    await expect(parsed.fetchMe(clientAnswering(200, me), true)).resolves.toEqual(me);
    await expect(parsed.fetchLead(clientAnswering(200, lead), lead.id, lead.uuid)).resolves.toEqual(lead);
    await expect(parsed.fetchGroupPromo(clientAnswering(200, promo), promo.ri)).resolves.toEqual(promo);
    await expect(parsed.fetchGroupPromo(clientAnswering(204), 'fenwick')).resolves.toBeNull();
    await expect(parsed.fetchPartner(clientAnswering(200, partner), partner.ri)).resolves.toEqual(partner);
  });

  it('"Failed to fetch me" for a profile that breaks its schema, as for a failed fetch', async () => {
    const error = await parsed.fetchMe(clientAnswering(200, { email: 42 }), true).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: FAILED_TO_FETCH_ME, cause: expect.any(UnexpectedResponseError) });
    await expect(parsed.fetchMe(clientAnswering(500), true)).rejects.toThrow(FAILED_TO_FETCH_ME);
  });

  it('"Failed to fetch lead by id", as a warning, for a lead that breaks its schema', async () => {
    await expect(parsed.fetchLead(clientAnswering(200, { id: 'x' }), 42, 'uuid')).rejects.toThrow(FAILED_TO_FETCH_LEAD);
    expect(reporter.captureMessage).toHaveBeenCalledWith(FAILED_TO_FETCH_LEAD, 'warning', { extra: { id: 42 } });
  });

  it('a promo or partner that breaks its schema is an UnexpectedResponseError; a 5xx keeps the §8 message', async () => {
    await expect(parsed.fetchGroupPromo(clientAnswering(200, { ri: 'fenwick' }), 'fenwick')).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    await expect(parsed.fetchPartner(clientAnswering(200, { ri: 'x' }), 'x')).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    await expect(parsed.fetchGroupPromo(clientAnswering(500), 'fenwick')).rejects.toThrow(GROUP_PROMO_SERVER_ERROR);
    await expect(parsed.fetchPartner(clientAnswering(503), 'x')).rejects.toThrow(GROUP_PROMO_SERVER_ERROR);
  });
});
