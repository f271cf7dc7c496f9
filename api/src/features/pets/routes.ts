// Pets: list, add, read and edit the signed-in customer's pets.
import { PetCreateSchema, PetListSchema, PetParamsSchema, PetSchema, PetUpdateSchema } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import { defineRoute, type AnyRoute } from '../../http/route';
import { ensureCustomer } from '../customers/customer-repository';
import { createPet, getPet, listPets, updatePet } from './pet-service';

export function petRoutes(ctx: AppContext): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/pets/',
      summary: 'List my pets',
      tags: ['Pets'],
      auth: 'required',
      responses: { 200: { description: 'Pets with their active agreements', schema: PetListSchema } },
      handler: async ({ user }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: { pets: await listPets(ctx, customer.id) } };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/pets/',
      summary: 'Add a pet',
      tags: ['Pets'],
      auth: 'required',
      rateLimit: ctx.config.rateLimits.pets,
      body: PetCreateSchema,
      responses: {
        201: { description: 'The new pet', schema: PetSchema },
        422: { description: 'Unknown breed, or a breed of the other species' },
      },
      handler: async ({ user, body }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 201, body: await createPet(ctx, customer.id, body) };
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/pets/:uuid',
      summary: 'Get one of my pets',
      tags: ['Pets'],
      auth: 'required',
      params: PetParamsSchema,
      responses: { 200: { description: 'The pet', schema: PetSchema }, 404: { description: 'No such pet of yours' } },
      handler: async ({ user, params }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await getPet(ctx, customer.id, params.uuid) };
      },
    }),
    defineRoute({
      method: 'PATCH',
      url: '/pets/:uuid',
      summary: 'Edit one of my pets',
      description:
        'Name, age or birthday (the age then derives from it; an age sent alone replaces the birthday), quiz answers; the breed too unless the pet is insured.',
      tags: ['Pets'],
      auth: 'required',
      params: PetParamsSchema,
      body: PetUpdateSchema,
      responses: {
        200: { description: 'The updated pet', schema: PetSchema },
        404: { description: 'No such pet of yours' },
        409: { description: 'PetHasActiveInsurance: the breed of an insured pet is fixed' },
        422: { description: 'Unknown breed, or a breed of the other species' },
      },
      handler: async ({ user, params, body }) => {
        const customer = await ensureCustomer(ctx.db, user);
        return { status: 200, body: await updatePet(ctx, customer.id, params.uuid, body) };
      },
    }),
  ];
}
