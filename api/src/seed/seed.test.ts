import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { ClaimList, Me, OpsQueue, PetList } from '@tailwise/shared/contract';
import { call, json, signIn, type TestUser, useTestApp } from '../test/harness';
import { keepDemoAccount } from './demo-account-keeper';
import { ADJUSTER_EMAIL, DEMO_EMAIL, DEMO_UID, ensureDemoAdjuster, ensureDemoAuthUser, seedDemoCustomer } from './demo';
import { seedReferenceData } from './reference-data';

const t = useTestApp();
const admin = initializeApp({ projectId: 'demo-tailwise' }, 'seed-test');
const auth = getAuth(admin);

afterAll(async () => {
  await deleteApp(admin);
});

const demoUser = async (): Promise<TestUser> => {
  const idToken = await signIn(DEMO_EMAIL, t.config.demoPassword);
  return {
    uid: DEMO_UID,
    email: DEMO_EMAIL,
    idToken,
    password: t.config.demoPassword,
    auth: { authorization: `Token ${idToken}` },
  };
};

test('reference data is idempotent', async () => {
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('breeds')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  await seedReferenceData(t.ctx.db);
  await seedReferenceData(t.ctx.db);
  expect(await count()).toBe(before);
  const seats = await t.ctx.db.selectFrom('group_seats').select('group_id').execute();
  expect(seats.filter((s) => s.group_id === 'fenwick').length).toBe(50);
  expect(seats.filter((s) => s.group_id === 'city-of-philadelphia').length).toBe(50);
});

test('the demo customer is created once, with two pets and claims in several states', async () => {
  expect(await seedDemoCustomer(t.ctx.db, t.ctx.catalog, t.ctx.invoices)).toBe(true);
  expect(await seedDemoCustomer(t.ctx.db, t.ctx.catalog, t.ctx.invoices)).toBe(false);
  await ensureDemoAuthUser(t.ctx.identity, t.config.demoPassword);
  const user = await demoUser();
  const me = json<Me>(await call(t.app, 'GET', '/me/', { user }));
  expect(me).toMatchObject({ email: DEMO_EMAIL, emailVerified: true, firstName: 'Dana' });
  expect(me.insuranceAgreements).toHaveLength(1);
  expect(me.purchaseAgreements).toHaveLength(1);
  const pets = json<PetList>(await call(t.app, 'GET', '/pets/', { user })).pets;
  expect(pets.map((p) => [p.name, Boolean(p.insurance), Boolean(p.wellness)])).toEqual([
    ['Biscuit', true, false],
    ['Miso', false, true],
  ]);
  const claims = json<ClaimList>(await call(t.app, 'GET', '/claims/', { user })).claims;
  expect(new Set(claims.map((c) => c.status))).toEqual(new Set(['IN_REVIEW', 'INFO_REQUESTED', 'DENIED', 'PAID']));
  // Miso's yearly exam, paid from the wellness plan: the dashboard shows what is left of that allowance.
  const exam = claims.find((c) => c.claimType === 'WELLNESS');
  expect(exam).toMatchObject({ wellnessService: 'WELLNESS_EXAM', status: 'PAID', paidCents: 6800 });
  const plan = me.purchaseAgreements[0]?.allowance;
  expect(plan?.usedCents).toBe(6800);
  expect(plan?.services.find((x) => x.service === 'WELLNESS_EXAM')).toMatchObject({ usedCents: 6800, leftCents: 700 });
  expect(claims.every((c) => c.clinic)).toBe(true);
  const paid = claims.find((c) => c.status === 'PAID' && c.claimType === 'INSURANCE');
  // A paid claim that paid nothing (all deductible) would read as a mistake on the dashboard.
  expect(paid?.paidCents).toBeGreaterThan(0);
  const detail = json<{ invoices: Array<{ id: string }> }>(await call(t.app, 'GET', `/claims/${paid?.uuid}`, { user }));
  const pdf = await call(t.app, 'GET', `/claims/${paid?.uuid}/invoices/${detail.invoices[0]?.id}`, { user });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.body.startsWith('%PDF-')).toBe(true);
});

test('the demo Firebase account comes back with the same uid after the emulator lost it', async () => {
  await ensureDemoAuthUser(t.ctx.identity, t.config.demoPassword);
  await auth.deleteUser(DEMO_UID);
  await expect(signIn(DEMO_EMAIL, t.config.demoPassword)).rejects.toThrow();
  expect(await ensureDemoAuthUser(t.ctx.identity, t.config.demoPassword)).toBe('created');
  expect((await auth.getUser(DEMO_UID)).email).toBe(DEMO_EMAIL);
  expect((await call(t.app, 'GET', '/me/', { user: await demoUser() })).statusCode).toBe(200);
});

test('the demo account takes its email back from another uid', async () => {
  await auth.deleteUser(DEMO_UID).catch(() => undefined);
  await auth.createUser({ uid: 'someone-else', email: DEMO_EMAIL, password: 'whatever1' });
  await ensureDemoAuthUser(t.ctx.identity, t.config.demoPassword);
  expect((await auth.getUserByEmail(DEMO_EMAIL)).uid).toBe(DEMO_UID);
});

test('the keeper leaves a signed-in demo customer signed in', async () => {
  await ensureDemoAuthUser(t.ctx.identity, t.config.demoPassword);
  const keeper = keepDemoAccount(t.ctx.identity, t.config.demoPassword, t.app.log, 50);
  try {
    expect(await keeper.ready).toBe(true);
    const afterFirst = (await auth.getUser(DEMO_UID)).tokensValidAfterTime;
    // Longer than a second: tokensValidAfterTime has whole seconds.
    await new Promise((r) => setTimeout(r, 1_300));
    // Later checks touch nothing: sessions issued after the first check stay valid.
    expect((await auth.getUser(DEMO_UID)).tokensValidAfterTime).toBe(afterFirst);
    expect(await ensureDemoAuthUser(t.ctx.identity, t.config.demoPassword, { onlyIfMissing: true })).toBe('unchanged');
  } finally {
    keeper.stop();
  }
});

test('the keeper re-creates the account while the API runs', async () => {
  const keeper = keepDemoAccount(t.ctx.identity, t.config.demoPassword, t.app.log, 100);
  try {
    expect(await keeper.ready).toBe(true);
    await auth.deleteUser(DEMO_UID);
    let back = false;
    for (let i = 0; i < 50 && !back; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      back = await auth.getUser(DEMO_UID).then(
        () => true,
        () => false,
      );
    }
    expect(back).toBe(true);
  } finally {
    keeper.stop();
  }
});

test('the demo adjuster signs in with the staff role and sees the demo claim waiting in the review queue', async () => {
  await ensureDemoAdjuster(t.ctx.identity, t.config.demoPassword);
  const idToken = await signIn(ADJUSTER_EMAIL, t.config.demoPassword);
  const adjuster = { auth: { authorization: `Token ${idToken}` } } as TestUser;
  const queue = await call(t.app, 'GET', '/ops/claims/', { user: adjuster });
  expect(queue.statusCode).toBe(200);
  expect(json<OpsQueue>(queue).claims.map((c) => c.petName)).toContain('Biscuit');
  // The demo customer is not staff.
  expect((await call(t.app, 'GET', '/ops/claims/', { user: await demoUser() })).statusCode).toBe(403);
});
