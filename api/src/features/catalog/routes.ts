// Public catalogue: breeds and wellness plan tiers.
import {
  BreedListQuerySchema,
  BreedListSchema,
  BreedSchema,
  WellnessPlanListQuerySchema,
  WellnessPlanListSchema,
} from '@tailwise/shared/contract';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { defineRoute, type AnyRoute } from '../../http/route';

export function catalogRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/breeds/',
      summary: 'List breeds',
      description:
        'The breed catalogue, optionally by pet type and a name search. Each breed carries the risk class pricing uses.',
      tags: ['Catalogue'],
      auth: 'none',
      query: BreedListQuerySchema,
      responses: { 200: { description: 'Breeds, by pet type then name', schema: BreedListSchema } },
      handler: async ({ query }) => {
        const petType = query.pet_type === undefined ? null : Number(query.pet_type);
        const search = query.search?.toLowerCase();
        const breeds = ctx.catalog.breedList.filter(
          (b) => (petType === null || b.petType === petType) && (!search || b.name.toLowerCase().includes(search)),
        );
        return { status: 200, body: { breeds } };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/breeds/:id',
      summary: 'Get a breed',
      tags: ['Catalogue'],
      auth: 'none',
      params: z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      responses: { 200: { description: 'The breed', schema: BreedSchema }, 404: { description: 'No such breed' } },
      handler: async ({ params }) => {
        const breed = ctx.catalog.breeds.get(params.id);
        if (!breed) throw notFound('Breed');
        return { status: 200, body: breed };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/wellness-plans/',
      summary: 'List wellness plan tiers',
      description:
        'Tiers per species ("essential", "classic", "premium"), each with its monthly price and yearly allowance per service.',
      tags: ['Catalogue'],
      auth: 'none',
      query: WellnessPlanListQuerySchema,
      responses: { 200: { description: 'Plans, by pet type then tier', schema: WellnessPlanListSchema } },
      handler: async ({ query }) => {
        const petType = query.pet_type === undefined ? null : Number(query.pet_type);
        return {
          status: 200,
          body: { plans: ctx.catalog.planList.filter((p) => petType === null || p.petType === petType) },
        };
      },
    }),
  ];
}
