// The partner page's one call without React Query: the same answer while fresh, asked again once stale or
// after a failure the page has shown.
import { ApiClient, GROUP_PROMO_SERVER_ERROR, LONG_STALE_TIME } from '@tailwise/shared';
import { createFakeApi, fixtures, reply } from '@tailwise/shared/testing';
import { forgetFailedPartner, partnerAnswer } from './partner-answer';

function partnerApi() {
  let fail = false;
  const api = createFakeApi({
    'GET /partners/:ri': () =>
      fail
        ? reply(500, { error: { code: 'InternalServerError', message: 'boom', fields: {} } })
        : fixtures.partner({ ri: 'medmutual-pet' }),
  });
  const client = new ApiClient({ fetchImpl: api.fetch, reporter: { captureException() {}, captureMessage() {} } });
  return { api, client, failNext: (f: boolean) => (fail = f) };
}

it('keeps one answer while it is fresh and asks again once it is stale', async () => {
  const { api, client } = partnerApi();
  const first = partnerAnswer(client, 'medmutual-pet', 0);
  expect(partnerAnswer(client, 'medmutual-pet', LONG_STALE_TIME - 1)).toBe(first);
  expect((await first).partner?.ri).toBe('medmutual-pet');
  const again = partnerAnswer(client, 'medmutual-pet', LONG_STALE_TIME);
  expect(again).not.toBe(first);
  await again;
  expect(api.callsTo('GET /partners/:ri')).toHaveLength(2);
});

it('answers a failure with the spec’s message, and forgets it once shown; a success is not forgotten', async () => {
  const { api, client, failNext } = partnerApi();
  failNext(true);
  const failed = partnerAnswer(client, 'medmutual-pet', 0);
  expect((await failed).error?.message).toBe(GROUP_PROMO_SERVER_ERROR);
  expect(partnerAnswer(client, 'medmutual-pet', 1)).toBe(failed);
  forgetFailedPartner(client, 'medmutual-pet');
  failNext(false);
  const next = partnerAnswer(client, 'medmutual-pet', 2);
  expect((await next).partner?.ri).toBe('medmutual-pet');
  forgetFailedPartner(client, 'medmutual-pet');
  expect(partnerAnswer(client, 'medmutual-pet', 3)).toBe(next);
  expect(api.callsTo('GET /partners/:ri')).toHaveLength(2);
});
