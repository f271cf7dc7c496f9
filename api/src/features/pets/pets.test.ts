import type { Pet, PetList } from '@tailwise/shared/contract';
import { breedIds, buyInsurance, call, createUser, json, type TestUser, useTestApp } from '../../test/harness';

const t = useTestApp();
let ids: ReturnType<typeof breedIds>;
let user: TestUser;
beforeAll(async () => {
  ids = breedIds(t);
  user = await createUser();
});

test('add, list, read and edit pets', async () => {
  const created = await call(t.app, 'POST', '/pets/', {
    user,
    body: {
      name: 'Pepper',
      petType: 0,
      breedId: ids.smallDog,
      age: 1,
      quiz: { wellnessOffering: 'classic', deductible: 500 },
    },
  });
  expect(created.statusCode).toBe(201);
  const pet = json<Pet>(created);
  expect(pet).toMatchObject({
    name: 'Pepper',
    petType: 0,
    breed: ids.smallDog,
    breedName: 'Chihuahua',
    age: 1,
    quiz: { wellnessOffering: 'classic', deductible: 500, coinsurancePercent: null },
    insurance: null,
    wellness: null,
  });

  const list = json<PetList>(await call(t.app, 'GET', '/pets/', { user }));
  expect(list.pets.map((p) => p.uuid)).toContain(pet.uuid);
  expect(json(await call(t.app, 'GET', `/pets/${pet.uuid}`, { user }))).toEqual(pet);

  const edited = await call(t.app, 'PATCH', `/pets/${pet.uuid}`, {
    user,
    body: { name: 'Pepper Jack', age: 2, quiz: { coinsurancePercent: 20 } },
  });
  expect(edited.statusCode).toBe(200);
  expect(json(edited)).toMatchObject({
    name: 'Pepper Jack',
    age: 2,
    quiz: { wellnessOffering: 'classic', deductible: 500, coinsurancePercent: 20 },
  });
});

test('bad input is 400; unknown or wrong-species breeds are 422', async () => {
  const bad = await call(t.app, 'POST', '/pets/', {
    user,
    body: { name: '', petType: 3, breedId: -1, age: 40, colour: 'red' },
  });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(json<{ error: { fields: object } }>(bad).error.fields).sort()).toEqual([
    'age',
    'breedId',
    'colour',
    'name',
    'petType',
  ]);
  const wrong = await call(t.app, 'POST', '/pets/', {
    user,
    body: { name: 'Tom', petType: 1, breedId: ids.dog, age: 2 },
  });
  expect(wrong.statusCode).toBe(422);
  expect(json(wrong)).toMatchObject({ error: { fields: { breedId: 'Choose a cat breed' } } });
  expect(
    (await call(t.app, 'POST', '/pets/', { user, body: { name: 'Tom', petType: 1, breedId: 77777, age: 2 } }))
      .statusCode,
  ).toBe(422);
  expect(
    (
      await call(t.app, 'POST', '/pets/', {
        user,
        body: { name: 'Tom', petType: 1, breedId: ids.cat, age: 2, quiz: { wellnessOffering: 'gold' } },
      })
    ).statusCode,
  ).toBe(422);
  expect((await call(t.app, 'GET', '/pets/not-a-uuid', { user })).statusCode).toBe(400);
  expect(
    (await call(t.app, 'PATCH', `/pets/00000000-0000-4000-8000-000000000000`, { user, body: { name: 'X' } }))
      .statusCode,
  ).toBe(404);
  expect((await call(t.app, 'GET', '/pets/')).statusCode).toBe(401);
});

test('an insured pet shows its policy and keeps its breed', async () => {
  const owner = await createUser();
  const bought = await buyInsurance(t, owner);
  const pet = bought.pets[0] as Pet;
  expect(pet.insurance).toMatchObject({ status: 'ACTIVE', deductible: 1000, coinsurancePercent: 10 });
  const res = await call(t.app, 'PATCH', `/pets/${pet.uuid}`, { user: owner, body: { breedId: ids.smallDog } });
  expect(res.statusCode).toBe(409);
  expect(json(res)).toMatchObject({ error: { code: 'PetHasActiveInsurance' } });
  expect((await call(t.app, 'PATCH', `/pets/${pet.uuid}`, { user: owner, body: { name: 'Rexy' } })).statusCode).toBe(
    200,
  );
});

describe('birthdays', () => {
  const today = new Date().toISOString().slice(0, 10);
  const yearsAgo = (years: number, days = 0) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  test('a pet added with a birthday gets its age from it, and the age alone still works (the quiz sends it)', async () => {
    const born = yearsAgo(3, 1); // turns 3 tomorrow
    const withBirthday = await call(t.app, 'POST', '/pets/', {
      user,
      body: { name: 'Fig', petType: 0, breedId: ids.smallDog, birthDate: born },
    });
    expect(withBirthday.statusCode).toBe(201);
    expect(json<Pet>(withBirthday)).toMatchObject({ age: 2, birthDate: born });

    const ageOnly = await call(t.app, 'POST', '/pets/', {
      user,
      body: { name: 'Olive', petType: 0, breedId: ids.smallDog, age: 4 },
    });
    expect(json<Pet>(ageOnly)).toMatchObject({ age: 4, birthDate: null });

    const both = await call(t.app, 'POST', '/pets/', {
      user,
      body: { name: 'Sage', petType: 0, breedId: ids.smallDog, age: 9, birthDate: yearsAgo(5) },
    });
    expect(json<Pet>(both)).toMatchObject({ age: 5, birthDate: yearsAgo(5) });
  });

  test('PATCH sets, replaces and removes the birthday; an age sent alone replaces it', async () => {
    const pet = json<Pet>(
      await call(t.app, 'POST', '/pets/', {
        user,
        body: { name: 'Juniper', petType: 0, breedId: ids.smallDog, age: 1 },
      }),
    );
    const patch = (body: object) => call(t.app, 'PATCH', `/pets/${pet.uuid}`, { user, body });

    const set = await patch({ name: 'June', birthDate: yearsAgo(6) });
    expect(set.statusCode).toBe(200);
    expect(json<Pet>(set)).toMatchObject({ name: 'June', age: 6, birthDate: yearsAgo(6) });

    expect(json<Pet>(await patch({ birthDate: null }))).toMatchObject({ age: 6, birthDate: null });
    expect(json<Pet>(await patch({ birthDate: yearsAgo(2) }))).toMatchObject({ age: 2, birthDate: yearsAgo(2) });
    expect(json<Pet>(await patch({ age: 7 }))).toMatchObject({ age: 7, birthDate: null });
    expect(json<Pet>(await call(t.app, 'GET', `/pets/${pet.uuid}`, { user }))).toMatchObject({
      age: 7,
      birthDate: null,
    });
  });

  test('a birthday in the future, too long ago or not a date is a 400 naming birthDate; neither age nor birthday names age', async () => {
    const tomorrow = yearsAgo(0, 1);
    for (const birthDate of [tomorrow, yearsAgo(40), '2020-02-30', 'last spring']) {
      const res = await call(t.app, 'POST', '/pets/', {
        user,
        body: { name: 'Rue', petType: 0, breedId: ids.smallDog, birthDate },
      });
      expect(res.statusCode).toBe(400);
      expect(json<{ error: { fields: Record<string, string> } }>(res).error.fields).toHaveProperty('birthDate');
    }
    const none = await call(t.app, 'POST', '/pets/', {
      user,
      body: { name: 'Rue', petType: 0, breedId: ids.smallDog },
    });
    expect(none.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(none).error.fields).toEqual({
      age: 'Enter the age or the birthday',
    });
  });
});
