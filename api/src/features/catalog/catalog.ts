// The breed and wellness plan catalogue, read once at start: quotes price from memory, not the database.
import type { Breed, BreedRiskClass, PetType, WellnessPlan } from '@tailwise/shared/contract';
import type { Db } from '../../db/client';

export interface Catalog {
  breeds: Map<number, Breed>;
  breedList: Breed[];
  plans: Map<string, WellnessPlan>;
  planList: WellnessPlan[];
}

export async function loadCatalog(db: Db): Promise<Catalog> {
  const breedRows = await db.selectFrom('breeds').selectAll().orderBy('pet_type').orderBy('name').execute();
  const breedList: Breed[] = breedRows.map((b) => ({
    id: b.id,
    name: b.name,
    petType: b.pet_type as PetType,
    riskClass: b.risk_class as BreedRiskClass,
  }));
  const planRows = await db
    .selectFrom('wellness_plans')
    .selectAll()
    .orderBy('pet_type')
    .orderBy('sort_order')
    .execute();
  const planList: WellnessPlan[] = planRows.map((p) => ({
    id: p.id,
    code: p.code as WellnessPlan['code'],
    name: p.name,
    petType: p.pet_type as PetType,
    monthlyPriceCents: p.monthly_price_cents,
    allowances: p.allowances as WellnessPlan['allowances'],
  }));
  return {
    breeds: new Map(breedList.map((b) => [b.id, b])),
    breedList,
    plans: new Map(planList.map((p) => [p.id, p])),
    planList,
  };
}
