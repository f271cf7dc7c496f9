// Checkout: prices the cart on the server, takes payment, then records customer details, pets,
// agreements, wallet entry and charge in one transaction. Idempotent per customer and Idempotency-Key:
// a replay returns the stored result; the payment provider is idempotent on the same key, so a
// retry or double submit is one purchase and one charge. A decline stops before anything is written.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type {
  CheckoutRequestParsed,
  CheckoutResult,
  InsuranceAgreement,
  Pet,
  Product,
  PurchaseAgreement,
} from '@tailwise/shared/contract';
import type { AuthUser } from '../../auth/identity';
import type { AppContext } from '../../context';
import type { InsuranceAgreementRow, PetRow, PurchaseAgreementRow } from '../../db/schema';
import { ApiError, conflict, unprocessable } from '../../http/errors';
import { GroupSeatRequiredError, PaymentDeclinedError, PaymentTokenError } from '../../payments/provider';
import { WAITING_PERIODS } from '../../pricing';
import { addDays, addMonths, isoDay, toInsuranceAgreement, toPurchaseAgreement } from '../agreements/mappers';
import { ensureCustomer } from '../customers/customer-repository';
import { loadPets } from '../pets/pet-service';
import { REFERRAL_REWARD_CENTS } from '../promos/promo-service';
import { countActiveInsuredPets, priceCartRequest, stateOrFail, type CartPet } from '../quotes/quote-service';

export interface CheckoutOutcome {
  result: CheckoutResult;
  replayed: boolean;
}

const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return false;
  return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
};

const PURCHASE_KEY_CONSTRAINT = 'purchases_customer_id_idempotency_key_key';

async function replay(
  ctx: AppContext,
  customerId: number,
  key: string,
  requestHash: string,
): Promise<CheckoutOutcome | null> {
  const previous = await ctx.db
    .selectFrom('purchases')
    .select(['request_hash', 'response'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!previous) return null;
  if (previous.request_hash !== requestHash) {
    throw unprocessable(
      'IdempotencyKeyReused',
      'This Idempotency-Key was used for a different checkout: send a new key',
    );
  }
  return { result: previous.response as CheckoutResult, replayed: true };
}

export async function checkout(
  ctx: AppContext,
  user: AuthUser,
  body: CheckoutRequestParsed,
  key: string,
): Promise<CheckoutOutcome> {
  const customer = await ensureCustomer(ctx.db, user);
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const earlier = await replay(ctx, customer.id, key, requestHash);
  if (earlier) return earlier;

  // Existing pets must be the caller's, and not already covered by what the cart buys.
  const existingRows = new Map<number, PetRow>();
  for (const [i, item] of body.pets.entries()) {
    if (!item.uuid) continue;
    const row = await ctx.db
      .selectFrom('pets')
      .selectAll()
      .where('uuid', '=', item.uuid)
      .where('customer_id', '=', customer.id)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'NotFound', 'Pet not found', { [`pets.${i}.uuid`]: 'Pet not found' });
    existingRows.set(i, row);
    const [insured, wellness] = await Promise.all([
      ctx.db
        .selectFrom('insurance_agreements')
        .select('id')
        .where('pet_id', '=', row.id)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst(),
      ctx.db
        .selectFrom('purchase_agreements')
        .select('id')
        .where('pet_id', '=', row.id)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst(),
    ]);
    if (item.insurance && insured)
      throw conflict('PetAlreadyCovered', `${row.name} is already insured`, {
        [`pets.${i}.insurance`]: 'Already insured',
      });
    if (item.wellnessPlanId && wellness) {
      throw conflict('PetAlreadyCovered', `${row.name} already has a wellness plan`, {
        [`pets.${i}.wellnessPlanId`]: 'Already has a wellness plan',
      });
    }
  }

  const address = body.shippingAddress;
  const state = stateOrFail(address.zipCode, 'shippingAddress.zipCode');
  if (state !== address.state) {
    throw unprocessable('UnprocessableEntity', 'The ZIP code and state do not match', {
      'shippingAddress.zipCode': `This ZIP code is in ${state}`,
    });
  }

  const cartPets: CartPet[] = body.pets.map((item, i) => {
    const row = existingRows.get(i);
    return {
      name: row?.name ?? item.name ?? null,
      petType: (row?.pet_type ?? item.petType) as 0 | 1,
      breedId: row?.breed_id ?? (item.breedId as number),
      age: row?.age ?? (item.age as number),
      // The schema guarantees insurance or a plan; a missing insurance object means none.
      insurance: item.insurance ?? null,
      wellnessPlanId: item.wellnessPlanId ?? null,
    };
  });
  const existingInsuredPets = await countActiveInsuredPets(ctx.db, customer.id);
  const { quote, promo } = await priceCartRequest(
    ctx,
    {
      zipCode: address.zipCode,
      billingInterval: body.billingInterval,
      isUncapped: body.isUncapped,
      promoCode: body.promoCode,
      pets: cartPets,
    },
    { customerId: customer.id, existingInsuredPets, zipField: 'shippingAddress.zipCode' },
  );
  if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== quote.totalCents) {
    throw conflict('PriceChanged', 'The price changed: review the new total', {
      expectedTotalCents: `The total is now ${quote.totalCents} cents`,
    });
  }

  // Payment first, outside the transaction: a decline leaves nothing behind.
  const chargeRequest = {
    customerUid: user.uid,
    amountCents: quote.totalCents,
    currency: 'USD' as const,
    idempotencyKey: `checkout:${customer.id}:${key}`,
    description: `Tailwise ${body.billingInterval === 'year' ? 'yearly' : 'monthly'} premium`,
  };
  let payment: CheckoutResult['payment'];
  let chargeId: string;
  let card: { expMonth: number; expYear: number } | null = null;
  try {
    if (body.payment.provider === 'CARD') {
      const charge = await ctx.cards.charge(body.payment.token, chargeRequest);
      chargeId = charge.chargeId;
      card = { expMonth: charge.expMonth, expYear: charge.expYear };
      payment = {
        paymentProvider: 'CARD',
        paymentProviderId: `card_${charge.brand}_${charge.last4}_${charge.expMonth}${charge.expYear}`,
        brand: charge.brand,
        last4: charge.last4,
      };
    } else {
      const group = await ctx.db
        .selectFrom('groups')
        .select('id')
        .where('id', '=', body.payment.groupId)
        .executeTakeFirst();
      if (!group) throw new ApiError(404, 'NotFound', 'Group not found', { 'payment.groupId': 'Unknown group' });
      const authorized = await ctx.payroll.authorize({ ...chargeRequest, groupId: group.id, customerId: customer.id });
      chargeId = authorized.chargeId;
      payment = { paymentProvider: 'GROUP', paymentProviderId: group.id, brand: null, last4: null };
    }
  } catch (err) {
    if (err instanceof PaymentDeclinedError) {
      throw unprocessable('PaymentDeclined', err.message, { 'payment.token': err.message });
    }
    if (err instanceof PaymentTokenError)
      throw unprocessable('PaymentTokenInvalid', err.message, { 'payment.token': err.message });
    if (err instanceof GroupSeatRequiredError) {
      throw new ApiError(403, 'GroupSeatRequired', 'Claim your seat in this group before paying by payroll deduction', {
        'payment.groupId': 'Claim your seat first',
      });
    }
    throw err;
  }

  const today = isoDay(new Date());
  const purchaseUuid = randomUUID();
  let result: CheckoutResult;
  try {
    result = await ctx.db.transaction().execute(async (trx) => {
      const purchase = await trx
        .insertInto('purchases')
        .values({
          uuid: purchaseUuid,
          customer_id: customer.id,
          idempotency_key: key,
          request_hash: requestHash,
          billing_interval: body.billingInterval,
          total_cents: quote.totalCents,
          payment_provider: payment.paymentProvider,
          payment_provider_id: payment.paymentProviderId,
          charge_id: chargeId,
          response: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const bought = new Set<Product>(customer.interested_in as Product[]);
      for (const p of cartPets) {
        if (p.insurance) bought.add('INSURANCE');
        if (p.wellnessPlanId) bought.add('WELLNESS');
      }
      await trx
        .updateTable('customers')
        .set({
          shipping_address: JSON.stringify(address),
          first_name: customer.first_name ?? address.firstName,
          last_name: customer.last_name ?? address.lastName,
          ...(body.phone ? { phone: body.phone } : {}),
          interested_in: JSON.stringify([...bought]),
          updated_at: new Date(),
        })
        .where('id', '=', customer.id)
        .execute();

      const petRows: PetRow[] = [];
      const insuranceRows: InsuranceAgreementRow[] = [];
      const wellnessRows: PurchaseAgreementRow[] = [];
      for (const [i, item] of body.pets.entries()) {
        const priced = quote.pets[i];
        if (!priced) throw new Error('Priced pet missing');
        let pet = existingRows.get(i);
        if (!pet) {
          pet = await trx
            .insertInto('pets')
            .values({
              uuid: randomUUID(),
              customer_id: customer.id,
              name: item.name as string,
              pet_type: item.petType as number,
              breed_id: item.breedId as number,
              age: item.age as number,
              quiz: JSON.stringify({
                wellnessOffering: priced.wellness?.code ?? null,
                coinsurancePercent: priced.insurance?.coinsurancePercent ?? null,
                deductible: priced.insurance?.deductible ?? null,
              }),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        }
        petRows.push(pet);
        if (priced.insurance) {
          insuranceRows.push(
            await trx
              .insertInto('insurance_agreements')
              .values({
                uuid: randomUUID(),
                customer_id: customer.id,
                pet_id: pet.id,
                purchase_id: purchase.id,
                status: 'ACTIVE',
                billing_interval: body.billingInterval,
                deductible: priced.insurance.deductible,
                coinsurance_percent: priced.insurance.coinsurancePercent,
                is_uncapped: priced.insurance.isUncapped,
                annual_limit_cents: priced.insurance.annualLimitCents,
                price_cents: priced.insurance.priceCents,
                state: quote.state,
                start_date: today,
                accident_coverage_date: addDays(today, WAITING_PERIODS.accidentDays),
                illness_coverage_date: addDays(today, WAITING_PERIODS.illnessDays),
                cruciate_coverage_date: addMonths(today, WAITING_PERIODS.cruciateLigamentMonths),
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        if (priced.wellness) {
          wellnessRows.push(
            await trx
              .insertInto('purchase_agreements')
              .values({
                uuid: randomUUID(),
                customer_id: customer.id,
                pet_id: pet.id,
                purchase_id: purchase.id,
                status: 'ACTIVE',
                billing_interval: body.billingInterval,
                wellness_plan_id: priced.wellness.planId,
                price_cents: priced.wellness.priceCents,
                start_date: today,
              })
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
      }

      await trx
        .updateTable('wallet_entries')
        .set({ is_default: false })
        .where('customer_id', '=', customer.id)
        .execute();
      await trx
        .insertInto('wallet_entries')
        .values({
          customer_id: customer.id,
          provider: payment.paymentProvider,
          provider_id: payment.paymentProviderId,
          brand: payment.brand,
          last4: payment.last4,
          exp_month: card?.expMonth ?? null,
          exp_year: card?.expYear ?? null,
          is_default: true,
        })
        .onConflict((oc) => oc.columns(['customer_id', 'provider', 'provider_id']).doUpdateSet({ is_default: true }))
        .execute();

      await trx
        .insertInto('payment_charges')
        .values({
          purchase_id: purchase.id,
          customer_id: customer.id,
          provider: payment.paymentProvider,
          provider_charge_id: chargeId,
          amount_cents: quote.totalCents,
        })
        .execute();

      if (body.leadUuid) {
        await trx
          .updateTable('leads')
          .set({ customer_id: customer.id, converted_at: new Date() })
          .where('uuid', '=', body.leadUuid)
          .where('converted_at', 'is', null)
          .execute();
      }

      let referrerId = promo?.referrerCustomerId ?? null;
      if (referrerId === null && body.referrer?.ri && (body.referrer.rt ?? 'CUSTOMER').toUpperCase() === 'CUSTOMER') {
        const referrer = await trx
          .selectFrom('customers')
          .select('id')
          .where('referral_code', '=', body.referrer.ri.toUpperCase())
          .executeTakeFirst();
        referrerId = referrer?.id ?? null;
      }
      if (referrerId !== null && referrerId !== customer.id) {
        await trx
          .insertInto('referral_signups')
          .values({
            uuid: randomUUID(),
            referrer_customer_id: referrerId,
            referred_customer_id: customer.id,
            purchase_id: purchase.id,
            reward_cents: REFERRAL_REWARD_CENTS,
            reward_status: 'EARNED',
          })
          .onConflict((oc) => oc.column('referred_customer_id').doNothing())
          .execute();
      }

      const uniquePets = [...new Map(petRows.map((p) => [p.id, p])).values()];
      const pets: Pet[] = await loadPets(trx, ctx.catalog, uniquePets);
      const petUuid = new Map(petRows.map((p) => [p.id, p.uuid]));
      const insuranceAgreements: InsuranceAgreement[] = insuranceRows.map((a) =>
        toInsuranceAgreement(a, petUuid.get(a.pet_id) as string),
      );
      const purchaseAgreements: PurchaseAgreement[] = wellnessRows.map((a) =>
        toPurchaseAgreement(
          a,
          petUuid.get(a.pet_id) as string,
          ctx.catalog.plans.get(a.wellness_plan_id)?.name ?? a.wellness_plan_id,
        ),
      );
      const response: CheckoutResult = {
        purchaseId: purchaseUuid,
        status: 'COMPLETED',
        billingInterval: body.billingInterval,
        chargedCents: quote.totalCents,
        currency: 'USD',
        payment,
        pets,
        insuranceAgreements,
        purchaseAgreements,
        quote,
      };
      await trx
        .updateTable('purchases')
        .set({ response: JSON.stringify(response) })
        .where('id', '=', purchase.id)
        .execute();
      return response;
    });
  } catch (err) {
    if (isUniqueViolation(err, PURCHASE_KEY_CONSTRAINT)) {
      // A concurrent request with the same key won; the provider gave both the same charge, so no refund.
      const winner = await replay(ctx, customer.id, key, requestHash);
      if (winner) return winner;
      throw conflict('CheckoutInProgress', 'This checkout is already being processed');
    }
    if (body.payment.provider === 'CARD') {
      await ctx.cards
        .refund(chargeId)
        .catch((refundErr: Error) =>
          ctx.log.error({ err: refundErr.message, chargeId }, 'refund after failed checkout failed'),
        );
    }
    if (isUniqueViolation(err)) throw conflict('PetAlreadyCovered', 'A pet in this cart is already covered');
    throw err;
  }
  ctx.log.info(
    { purchaseId: purchaseUuid, pets: result.pets.length, provider: payment.paymentProvider },
    'checkout completed',
  );
  return { result, replayed: false };
}

/** For tests and tools: a fresh idempotency key. */
export const newIdempotencyKey = () => randomBytes(16).toString('hex');
