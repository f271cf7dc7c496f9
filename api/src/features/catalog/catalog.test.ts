import type { Breed, BreedList, Quote, WellnessPlanList } from '@tailwise/shared/contract';
import { PICKER_BREED_IDS } from '../../seed/breeds';
import { call, json, useTestApp } from '../../test/harness';

const t = useTestApp();

describe('GET /breeds/', () => {
  test('lists a few hundred real dog and cat breeds, each with a risk class', async () => {
    const res = await call(t.app, 'GET', '/breeds/');
    expect(res.statusCode).toBe(200);
    const { breeds } = json<BreedList>(res);
    expect(breeds.length).toBeGreaterThan(300);
    const names = breeds.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(['Labrador Retriever', 'French Bulldog', 'Maine Coon', 'Siamese']));
    expect(new Set(breeds.map((b) => b.riskClass))).toEqual(new Set(['LOW', 'STANDARD', 'ELEVATED', 'HIGH']));
  });

  test('filters by pet type and search', async () => {
    const cats = json<BreedList>(await call(t.app, 'GET', '/breeds/?pet_type=1')).breeds;
    expect(cats.length).toBeGreaterThan(50);
    expect(cats.every((b) => b.petType === 1)).toBe(true);
    const found = json<BreedList>(await call(t.app, 'GET', '/breeds/?pet_type=0&search=retriever')).breeds;
    expect(found.map((b) => b.name)).toEqual(expect.arrayContaining(['Golden Retriever', 'Labrador Retriever']));
    expect(found.every((b) => b.name.toLowerCase().includes('retriever') && b.petType === 0)).toBe(true);
  });

  test('each species offers "Mixed Breed" and "Not sure", priced like a mixed breed', async () => {
    for (const [petType, species] of [
      [0, 'dog'],
      [1, 'cat'],
    ] as const) {
      const { mixed, notSure } = PICKER_BREED_IDS[species];
      const list = json<BreedList>(await call(t.app, 'GET', `/breeds/?pet_type=${petType}`)).breeds;
      const byId = (id: number) => list.find((b) => b.id === id);
      expect(byId(mixed)).toMatchObject({ name: 'Mixed Breed', petType });
      expect(byId(notSure)).toMatchObject({ name: 'Not sure', petType, riskClass: byId(mixed)?.riskClass });
      const search = json<BreedList>(await call(t.app, 'GET', `/breeds/?pet_type=${petType}&search=not%20sure`)).breeds;
      expect(search.map((b) => b.id)).toEqual([notSure]);
      const price = async (breedId: number) =>
        json<Quote>(
          await call(t.app, 'POST', '/quotes/', { body: { zipCode: '19102', pets: [{ petType, breedId, age: 3 }] } }),
        ).totalCents;
      expect(await price(notSure)).toBe(await price(mixed));
    }
  });

  test('rejects a bad pet type and unknown query parameters', async () => {
    const bad = await call(t.app, 'GET', '/breeds/?pet_type=2');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ error: { code: 'ValidationError', fields: { pet_type: expect.any(String) } } });
    const unknown = await call(t.app, 'GET', '/breeds/?petType=0');
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ error: { fields: { petType: 'Unknown field' } } });
  });
});

describe('GET /breeds/{id}', () => {
  test('returns one breed', async () => {
    const any = json<BreedList>(await call(t.app, 'GET', '/breeds/?search=beagle')).breeds[0] as Breed;
    const res = await call(t.app, 'GET', `/breeds/${any.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual(any);
  });

  test('404 for an unknown id, 400 for a non-number', async () => {
    expect((await call(t.app, 'GET', '/breeds/99999')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/breeds/abc')).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/breeds/99999999999')).statusCode).toBe(400);
  });
});

describe('GET /wellness-plans/', () => {
  test('has essential, classic and premium per species, with prices and allowances', async () => {
    const { plans } = json<WellnessPlanList>(await call(t.app, 'GET', '/wellness-plans/'));
    for (const petType of [0, 1]) {
      const mine = plans.filter((p) => p.petType === petType);
      expect(mine.map((p) => p.code)).toEqual(['essential', 'classic', 'premium']);
      const prices = mine.map((p) => p.monthlyPriceCents);
      expect([...prices].sort((a, b) => a - b)).toEqual(prices);
      for (const p of mine) expect(p.allowances.length).toBeGreaterThan(0);
    }
    const dogs = json<WellnessPlanList>(await call(t.app, 'GET', '/wellness-plans/?pet_type=0')).plans;
    expect(dogs.every((p) => p.petType === 0)).toBe(true);
    expect((await call(t.app, 'GET', '/wellness-plans/?pet_type=dog')).statusCode).toBe(400);
  });
});
