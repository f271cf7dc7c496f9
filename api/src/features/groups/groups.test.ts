import {
  GROUP_SEAT_NOT_FOUND_MESSAGE,
  type Group,
  type GroupPromo,
  type GroupSearch,
  type Me,
  type Partner,
  type SeatClaim,
  type SeatCodeSent,
} from '@tailwise/shared/contract';
import { call, createTestApp, createUser, json, type TestApp, type TestUser, useTestApp } from '../../test/harness';

const t = useTestApp();

describe('groups', () => {
  test('GET /groups/{id} returns the employer group', async () => {
    const res = await call(t.app, 'GET', '/groups/city-of-philadelphia');
    expect(res.statusCode).toBe(200);
    expect(json<Group>(res)).toMatchObject({
      id: 'city-of-philadelphia',
      name: 'City of Philadelphia',
      seatLookup: 'WORK_EMAIL',
      payrollDeduction: true,
      hasPromo: true,
    });
    expect(json<Group>(await call(t.app, 'GET', '/groups/fenwick'))).toMatchObject({
      seatLookup: 'EMPLOYEE_ID',
      employeeIdCheck: 'DATE_OF_BIRTH',
      hasPromo: false,
    });
    expect((await call(t.app, 'GET', '/groups/acme')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/groups/Bad%20Id')).statusCode).toBe(400);
  });

  test('group promo: 200 with ri and the code, 204 without a promo, 404 for unknown groups', async () => {
    const res = await call(t.app, 'GET', '/payment_profiles/group/city-of-philadelphia/promo/');
    expect(res.statusCode).toBe(200);
    expect(json<GroupPromo>(res)).toEqual({
      ri: 'city-of-philadelphia',
      rt: 'GROUP',
      groupId: 'city-of-philadelphia',
      promoCode: { code: 'PHILLYPETS', percentOff: 10, description: expect.any(String), expiresAt: null },
    });
    const none = await call(t.app, 'GET', '/payment_profiles/group/fenwick/promo/');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect((await call(t.app, 'GET', '/payment_profiles/group/acme/promo/')).statusCode).toBe(404);
  });

  test('GET /groups/?q= finds employers by name or enrollment code, with public data only', async () => {
    const byName = json<GroupSearch>(await call(t.app, 'GET', '/groups/?q=phila'));
    expect(byName.groups).toEqual([
      { id: 'city-of-philadelphia', name: 'City of Philadelphia', logoUrl: expect.any(String), enrollmentOpen: true },
    ]);
    expect(json<GroupSearch>(await call(t.app, 'GET', '/groups/?q=fenwick')).groups.map((g) => g.id)).toEqual([
      'fenwick',
    ]);
    expect(json<GroupSearch>(await call(t.app, 'GET', '/groups/?q=northwind')).groups[0]).toMatchObject({
      enrollmentOpen: false,
    });
    // The enrollment code, whatever its case; LIKE wildcards are plain characters.
    expect(json<GroupSearch>(await call(t.app, 'GET', '/groups/?q=ridgeway')).groups.map((g) => g.id)).toEqual([
      'ridgeway-schools',
    ]);
    expect(json<GroupSearch>(await call(t.app, 'GET', '/groups/?q=%25%25')).groups).toEqual([]);
    const short = await call(t.app, 'GET', '/groups/?q=a');
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ error: { fields: { q: expect.any(String) } } });
  });
});

const PHILLY = '/groups/city-of-philadelphia/seats';
const claimBy = (user: TestUser, body: Record<string, unknown>, group = 'city-of-philadelphia') =>
  call(t.app, 'POST', `/groups/${group}/seats/claim/`, { user, body });
const askCode = (user: TestUser, workEmail: string, group = 'city-of-philadelphia') =>
  call(t.app, 'POST', `/groups/${group}/seats/code/`, { user, body: { workEmail } });

/** The code in the newest sandbox email to this address. */
function mailedCode(to: string): string {
  const mail = t.ctx.mailer.recent?.({ to, limit: 1 })[0];
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
  if (!code) throw new Error(`No code mailed to ${to}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('seat claims need proof', () => {
  test('every claim that worked without proof before now fails', async () => {
    const user = await createUser();
    // Work email alone (the old claim), in any case.
    for (const workEmail of ['employee7@phila.gov', 'Employee7@phila.gov']) {
      const res = await claimBy(user, { workEmail });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ error: { fields: { code: expect.any(String) } } });
    }
    // Employee id alone, in any case.
    for (const employeeId of ['FEN-0003', 'fen-0003']) {
      const res = await claimBy(user, { employeeId }, 'fenwick');
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ error: { fields: { dateOfBirth: 'Enter your date of birth' } } });
    }
    expect(
      json(await claimBy(user, { employeeId: 'RUS-0003' }, 'ridgeway-schools')).error as Record<string, unknown>,
    ).toMatchObject({ fields: { homeZip: expect.any(String) } });
    // A code nobody asked for, and the wrong second fact, are refused too.
    expect((await claimBy(user, { workEmail: 'employee7@phila.gov', code: '123456' })).statusCode).toBe(400);
    expect((await claimBy(user, { employeeId: 'FEN-0003', dateOfBirth: '1964-06-15' }, 'fenwick')).statusCode).toBe(
      404,
    );
    expect((await claimBy(user, { employeeId: 'FEN-0003', homeZip: '19103' }, 'fenwick')).statusCode).toBe(400);
    const seats = await t.ctx.db
      .selectFrom('group_seats')
      .select('id')
      .where('customer_id', 'is not', null)
      .where('id', 'in', ['city-of-philadelphia-0007', 'fenwick-0003', 'ridgeway-schools-0003'])
      .execute();
    expect(seats).toEqual([]);
    const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.wallet.paymentProviders).toEqual([]);
  });

  test('work email: the mailed code claims the seat, once; the wallet gets the GROUP provider', async () => {
    const user = await createUser();
    const sent = await askCode(user, 'Employee17@phila.gov');
    expect(sent.statusCode).toBe(202);
    expect(json<SeatCodeSent>(sent)).toEqual({
      sentTo: 'employee17@phila.gov',
      expiresInSeconds: 900,
      resendAfterSeconds: 60,
    });
    const code = mailedCode('employee17@phila.gov');
    // Only a hash is stored.
    const row = await t.ctx.db
      .selectFrom('group_seat_codes')
      .selectAll()
      .where('seat_id', '=', 'city-of-philadelphia-0017')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);

    const res = await claimBy(user, { workEmail: 'employee17@phila.gov', code });
    expect(res.statusCode).toBe(200);
    expect(json<SeatClaim>(res)).toMatchObject({
      groupId: 'city-of-philadelphia',
      seatId: 'city-of-philadelphia-0017',
      status: 'CLAIMED',
      paymentProvider: { paymentProvider: 'GROUP', paymentProviderId: 'city-of-philadelphia' },
    });
    const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
    expect(me.wallet.paymentProviders).toEqual([
      expect.objectContaining({ paymentProvider: 'GROUP', paymentProviderId: 'city-of-philadelphia' }),
    ]);
    // The code is spent.
    expect((await claimBy(user, { workEmail: 'employee17@phila.gov', code })).statusCode).toBe(400);
  });

  test('the code belongs to the account that asked for it; a seat claimed by another is 409', async () => {
    const ada = await createUser();
    const eve = await createUser();
    await askCode(ada, 'employee18@phila.gov');
    const code = mailedCode('employee18@phila.gov');
    expect((await claimBy(eve, { workEmail: 'employee18@phila.gov', code })).statusCode).toBe(400);
    expect((await claimBy(ada, { workEmail: 'employee18@phila.gov', code })).statusCode).toBe(200);
    await t.ctx.db
      .updateTable('group_seat_codes')
      .set({ sent_at: new Date(Date.now() - 61_000) })
      .execute();
    await askCode(eve, 'employee18@phila.gov');
    const taken = await claimBy(eve, { workEmail: 'employee18@phila.gov', code: mailedCode('employee18@phila.gov') });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ error: { code: 'GroupSeatTaken' } });
  });

  test('an unknown email gets the same answer as a known one, and no email; its codes are GroupSeatNotFoundError', async () => {
    const user = await createUser();
    const before = t.ctx.mailer.recent?.({ limit: 200 }).length ?? 0;
    const unknown = await askCode(user, 'nobody@phila.gov');
    const known = await askCode(user, 'employee19@phila.gov');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(json(unknown))).toEqual(Object.keys(json(known)));
    expect(t.ctx.mailer.recent?.({ to: 'nobody@phila.gov', limit: 5 })).toEqual([]);
    expect(t.ctx.mailer.recent?.({ limit: 200 }).length).toBe(before + 1);
    // Same wait, same answer to a code, for both.
    expect((await askCode(user, 'nobody@phila.gov')).statusCode).toBe(429);
    const wrongForUnknown = await claimBy(user, { workEmail: 'nobody@phila.gov', code: '000000' });
    const wrongForKnown = await claimBy(user, {
      workEmail: 'employee19@phila.gov',
      code: wrongCode(mailedCode('employee19@phila.gov')),
    });
    expect(wrongForUnknown.statusCode).toBe(404);
    expect(json(wrongForUnknown)).toEqual(json(wrongForKnown));
    expect(json(wrongForKnown)).toEqual({
      error: {
        code: 'GroupSeatNotFoundError',
        message: GROUP_SEAT_NOT_FOUND_MESSAGE,
        fields: { code: 'That code is not right: 4 tries left' },
      },
    });
  });

  test('a wrong code counts; after 5 tries even the right code is refused until a new one is sent', async () => {
    const user = await createUser();
    await askCode(user, 'employee20@phila.gov');
    const code = mailedCode('employee20@phila.gov');
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await claimBy(user, { workEmail: 'employee20@phila.gov', code: wrongCode(code) });
      expect(res.statusCode).toBe(404);
      answers.push(json<{ error: { fields: { code: string } } }>(res).error.fields.code);
    }
    expect(answers[0]).toBe('That code is not right: 4 tries left');
    expect(answers[3]).toBe('That code is not right: 1 try left');
    expect(answers[4]).toMatch(/no tries are left/);
    const locked = await claimBy(user, { workEmail: 'employee20@phila.gov', code });
    expect(locked.statusCode).toBe(400);
    expect(json(locked)).toMatchObject({ error: { code: 'SeatCodeTriesUsed', fields: { code: expect.any(String) } } });
  });

  test('the right code on the fifth try still claims the seat', async () => {
    const user = await createUser();
    await askCode(user, 'employee23@phila.gov');
    const code = mailedCode('employee23@phila.gov');
    for (let i = 0; i < 4; i += 1) {
      expect((await claimBy(user, { workEmail: 'employee23@phila.gov', code: wrongCode(code) })).statusCode).toBe(404);
    }
    const res = await claimBy(user, { workEmail: 'employee23@phila.gov', code });
    expect(res.statusCode).toBe(200);
    expect(json<SeatClaim>(res).seatId).toBe('city-of-philadelphia-0023');
  });

  test('30 guesses at once: at most 5 are compared, the others are too many tries (the right one came last)', async () => {
    const user = await createUser();
    await askCode(user, 'employee24@phila.gov');
    const code = mailedCode('employee24@phila.gov');
    const guesses = Array.from({ length: 29 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses.push(code);
    const answers = await Promise.all(
      guesses.map((guess) => claimBy(user, { workEmail: 'employee24@phila.gov', code: guess })),
    );
    const kinds = answers.map((r) =>
      r.statusCode === 200 ? 'right' : json<{ error: { code: string } }>(r).error.code,
    );
    const count = (kind: string) => kinds.filter((k) => k === kind).length;
    const compared = count('right') + count('GroupSeatNotFoundError');
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(5);
    expect(count('SeatCodeTriesUsed')).toBe(30 - compared);
    const row = await t.ctx.db
      .selectFrom('group_seat_codes')
      .select('tries')
      .where('seat_id', '=', 'city-of-philadelphia-0024')
      .executeTakeFirstOrThrow();
    expect(row.tries).toBe(5);
  });

  test('a code expires after 15 minutes; the dev endpoint ages it and lets a new one be sent', async () => {
    const user = await createUser();
    await askCode(user, 'employee21@phila.gov');
    const first = mailedCode('employee21@phila.gov');
    const aged = await call(t.app, 'POST', '/dev/groups/city-of-philadelphia/seat-codes/expire', {
      body: { workEmail: 'employee21@phila.gov' },
    });
    expect(aged.statusCode).toBe(204);
    const expired = await claimBy(user, { workEmail: 'employee21@phila.gov', code: first });
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toMatchObject({ error: { code: 'SeatCodeExpired', fields: { code: expect.any(String) } } });
    expect((await askCode(user, 'employee21@phila.gov')).statusCode).toBe(202);
    const second = mailedCode('employee21@phila.gov');
    if (second !== first) {
      expect((await claimBy(user, { workEmail: 'employee21@phila.gov', code: first })).statusCode).toBe(404);
    }
    expect((await claimBy(user, { workEmail: 'employee21@phila.gov', code: second })).statusCode).toBe(200);
    expect(
      (
        await call(t.app, 'POST', '/dev/groups/city-of-philadelphia/seat-codes/expire', {
          body: { workEmail: 'never@phila.gov' },
        })
      ).statusCode,
    ).toBe(404);
  });

  test('a resend within 60 s is 429 with Retry-After and a field naming the wait', async () => {
    const user = await createUser();
    expect((await askCode(user, 'employee22@phila.gov')).statusCode).toBe(202);
    const again = await askCode(user, 'employee22@phila.gov');
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
    expect(json(again)).toMatchObject({
      error: { code: 'SeatCodeResendWait', fields: { workEmail: expect.stringContaining(`${wait} s`) } },
    });
    expect(t.ctx.mailer.recent?.({ to: 'employee22@phila.gov', limit: 5 })).toHaveLength(1);
    await t.ctx.db
      .updateTable('group_seat_codes')
      .set({ sent_at: new Date(Date.now() - 60_000) })
      .execute();
    expect((await askCode(user, 'employee22@phila.gov')).statusCode).toBe(202);
    expect(t.ctx.mailer.recent?.({ to: 'employee22@phila.gov', limit: 5 })).toHaveLength(2);
  });

  test('employee id: with the right second fact it claims; a wrong or unknown one is GroupSeatNotFoundError', async () => {
    const user = await createUser();
    const unknownId = await claimBy(user, { employeeId: 'FEN-9999', dateOfBirth: '1963-06-15' }, 'fenwick');
    const wrongFact = await claimBy(user, { employeeId: 'FEN-0004', dateOfBirth: '1963-06-15' }, 'fenwick');
    expect(unknownId.statusCode).toBe(404);
    expect(json(unknownId)).toEqual({
      error: { code: 'GroupSeatNotFoundError', message: GROUP_SEAT_NOT_FOUND_MESSAGE, fields: {} },
    });
    expect(json(wrongFact)).toEqual(json(unknownId));
    const res = await claimBy(user, { employeeId: 'fen-0004', dateOfBirth: '1964-06-15' }, 'fenwick');
    expect(res.statusCode).toBe(200);
    expect(json<SeatClaim>(res).seatId).toBe('fenwick-0004');
    // Home ZIP where the employer supplied that instead.
    const other = await createUser();
    expect((await claimBy(other, { employeeId: 'RUS-0005', homeZip: '19104' }, 'ridgeway-schools')).statusCode).toBe(
      404,
    );
    expect((await claimBy(other, { employeeId: 'RUS-0005', homeZip: '19105' }, 'ridgeway-schools')).statusCode).toBe(
      200,
    );
    const fenwick = json<Group>(await call(t.app, 'GET', '/groups/fenwick'));
    expect(fenwick.employeeIdCheck).toBe('DATE_OF_BIRTH');
  });

  test('enrollment closed: no code, no claim', async () => {
    const user = await createUser();
    const code = await askCode(user, 'employee1@northwind.example', 'northwind-freight');
    expect(code.statusCode).toBe(403);
    expect(json(code)).toMatchObject({ error: { code: 'EnrollmentClosed' } });
    expect(t.ctx.mailer.recent?.({ to: 'employee1@northwind.example', limit: 1 })).toEqual([]);
    const claim = await claimBy(
      user,
      { workEmail: 'employee1@northwind.example', code: '123456' },
      'northwind-freight',
    );
    expect(claim.statusCode).toBe(403);
    expect(json(claim)).toMatchObject({ error: { code: 'EnrollmentClosed' } });
  });

  test('bad seat claims: both or neither identifier, the wrong one for the group, no token, unknown group', async () => {
    const user = await createUser();
    expect((await claimBy(user, {}, 'fenwick')).statusCode).toBe(400);
    expect((await claimBy(user, { employeeId: 'FEN-0001', workEmail: 'a@b.co' }, 'fenwick')).statusCode).toBe(400);
    const wrong = await claimBy(user, { workEmail: 'a@fenwick.com', code: '123456' }, 'fenwick');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ error: { fields: { employeeId: expect.any(String) } } });
    const badCode = await claimBy(user, { workEmail: 'employee1@phila.gov', code: '12ab' });
    expect(json(badCode)).toMatchObject({ error: { fields: { code: expect.any(String) } } });
    expect((await askCode(user, 'a@fenwick.com', 'fenwick')).statusCode).toBe(400);
    expect((await claimBy(user, { employeeId: 'X', dateOfBirth: '1990-01-01' }, 'acme')).statusCode).toBe(404);
    expect((await askCode(user, 'a@acme.com', 'acme')).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', '/groups/fenwick/seats/claim/', { body: { employeeId: 'FEN-0001' } })).statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, 'POST', `${PHILLY}/code/`, { body: { workEmail: 'employee1@phila.gov' } })).statusCode,
    ).toBe(401);
  });
});

describe('seat rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        seatClaim: { max: 3, timeWindowMs: 60_000 },
        seatClaimPerGroup: { max: 5, timeWindowMs: 60_000 },
        seatCode: { max: 2, timeWindowMs: 60_000 },
        seatCodePerGroup: { max: 3, timeWindowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const from = (ip: string, user: TestUser) => ({ user, headers: { 'x-forwarded-for': ip } });

  test('seat claims are limited per address, then per group across addresses', async () => {
    const user = await createUser();
    const body = { employeeId: 'FEN-9999', dateOfBirth: '1990-01-01' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await call(limited.app, 'POST', '/groups/fenwick/seats/claim/', { ...from('10.0.0.1', user), body }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const blocked = await call(limited.app, 'POST', '/groups/fenwick/seats/claim/', {
      ...from('10.0.0.1', user),
      body,
    });
    expect(json(blocked)).toMatchObject({ error: { code: 'RateLimited' } });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address, same group: the group's counter (5) already holds 3 of them.
    const other: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      other.push(
        (await call(limited.app, 'POST', '/groups/fenwick/seats/claim/', { ...from('10.0.0.2', user), body }))
          .statusCode,
      );
    }
    expect(other).toEqual([404, 404, 429]);
    // Another group is counted on its own.
    expect(
      (
        await call(limited.app, 'POST', '/groups/ridgeway-schools/seats/claim/', {
          ...from('10.0.0.3', user),
          body: { employeeId: 'RUS-9999', homeZip: '19101' },
        })
      ).statusCode,
    ).toBe(404);
  });

  test('code requests are limited per address and per group', async () => {
    const user = await createUser();
    const ask = (ip: string, n: number) =>
      call(limited.app, 'POST', `${PHILLY}/code/`, { ...from(ip, user), body: { workEmail: `x${n}@phila.gov` } });
    expect([
      (await ask('10.1.0.1', 1)).statusCode,
      (await ask('10.1.0.1', 2)).statusCode,
      (await ask('10.1.0.1', 3)).statusCode,
    ]).toEqual([202, 202, 429]);
    expect((await ask('10.1.0.2', 4)).statusCode).toBe(202);
    expect((await ask('10.1.0.3', 5)).statusCode).toBe(429);
  });
});

describe('partners', () => {
  test('GET /partners/{ri} returns the distribution partner flags', async () => {
    const res = await call(t.app, 'GET', '/partners/medmutual-pet');
    expect(res.statusCode).toBe(200);
    expect(json<Partner>(res)).toEqual({
      ri: 'medmutual-pet',
      displayName: 'MedMutual Pet',
      logoUrl: expect.any(String),
      products: ['INSURANCE', 'WELLNESS'],
      promoCode: { code: 'MEDMUTUAL15', percentOff: 15, description: expect.any(String), expiresAt: null },
      hidePrices: false,
      coBranded: true,
      enrollmentPath: '/enroll/medmutual-pet',
      defaultBillingInterval: 'month',
    });
    expect((await call(t.app, 'GET', '/partners/unknown')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/partners/%3Cscript%3E')).statusCode).toBe(400);
  });
});
