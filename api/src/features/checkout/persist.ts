// Checkout's persist step: records the customer details, new pets, ACTIVE agreements, wallet entry, charge,
// lead conversion, referral and the welcome and receipt emails' jobs in one transaction, and marks the
// Idempotency-Key completed in the same commit.
import { randomUUID } from 'node:crypto';
import type {
  CheckoutRequestParsed,
  CheckoutResult,
  InsuranceAgreement,
  Pet,
  Product,
  PurchaseAgreement,
  Quote,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { CustomerRow, InsuranceAgreementRow, PetRow, PurchaseAgreementRow } from '../../db/schema';
import { WAITING_PERIODS } from '../../pricing';
import { addDays, addMonths, isoDay, toInsuranceAgreement, toPurchaseAgreement } from '../agreements/mappers';
import { loadPets } from '../pets/pet-service';
import { REFERRAL_REWARD_CENTS, type ResolvedPromo } from '../promos/promo-service';
import type { CartPet } from '../quotes/quote-service';
import type { TakenPayment } from './charge';
import { enqueuePurchaseEmails } from './purchase-emails';

export interface PurchaseToRecord {
  customer: CustomerRow;
  body: CheckoutRequestParsed;
  key: string;
  requestHash: string;
  quote: Quote;
  promo: ResolvedPromo | null;
  existingPets: Map<number, PetRow>;
  cartPets: CartPet[];
  taken: TakenPayment;
}

export async function persistPurchase(ctx: AppContext, input: PurchaseToRecord): Promise<CheckoutResult> {
  const { customer, body, key, requestHash, quote, promo, existingPets, cartPets, taken } = input;
  const address = body.shippingAddress;
  const today = isoDay(new Date());
  const purchaseUuid = randomUUID();
  return ctx.db.transaction().execute(async (trx) => {
    const purchase = await trx
      .insertInto('purchases')
      .values({
        uuid: purchaseUuid,
        customer_id: customer.id,
        idempotency_key: key,
        request_hash: requestHash,
        billing_interval: body.billingInterval,
        total_cents: quote.totalCents,
        payment_provider: taken.payment.paymentProvider,
        payment_provider_id: taken.payment.paymentProviderId,
        charge_id: taken.chargeId,
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
      let pet = existingPets.get(i);
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
              list_monthly_cents: priced.insurance.listMonthlyCents,
              promo_percent_off: promo?.percentOff ?? null,
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
              list_monthly_cents: priced.wellness.listMonthlyCents,
              promo_percent_off: promo?.percentOff ?? null,
            })
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
      }
    }

    await trx.updateTable('wallet_entries').set({ is_default: false }).where('customer_id', '=', customer.id).execute();
    await trx
      .insertInto('wallet_entries')
      .values({
        customer_id: customer.id,
        provider: taken.payment.paymentProvider,
        provider_id: taken.payment.paymentProviderId,
        brand: taken.payment.brand,
        last4: taken.payment.last4,
        exp_month: taken.card?.expMonth ?? null,
        exp_year: taken.card?.expYear ?? null,
        is_default: true,
      })
      .onConflict((oc) => oc.columns(['customer_id', 'provider', 'provider_id']).doUpdateSet({ is_default: true }))
      .execute();

    await trx
      .insertInto('payment_charges')
      .values({
        purchase_id: purchase.id,
        customer_id: customer.id,
        provider: taken.payment.paymentProvider,
        provider_charge_id: taken.chargeId,
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
          reward_status: 'PENDING',
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
      toPurchaseAgreement(a, petUuid.get(a.pet_id) as string, ctx.catalog.plans.get(a.wellness_plan_id)),
    );
    const response: CheckoutResult = {
      purchaseId: purchaseUuid,
      status: 'COMPLETED',
      billingInterval: body.billingInterval,
      chargedCents: quote.totalCents,
      currency: 'USD',
      payment: taken.payment,
      pets,
      insuranceAgreements,
      purchaseAgreements,
      quote,
    };
    await enqueuePurchaseEmails(ctx, trx, {
      customer,
      firstName: customer.first_name ?? address.firstName,
      purchaseUuid,
      response,
      petRows,
      insuranceRows,
      wellnessRows,
    });
    await trx
      .updateTable('purchases')
      .set({ response: JSON.stringify(response) })
      .where('id', '=', purchase.id)
      .execute();
    await trx
      .updateTable('checkout_attempts')
      .set({
        status: 'COMPLETED',
        // The purchase now holds what was bought; the pending copy of the request (address, phone) goes.
        request: null,
        purchase_id: purchase.id,
        charge_id: taken.chargeId,
        amount_cents: taken.amountCents,
        updated_at: new Date(),
      })
      .where('customer_id', '=', customer.id)
      .where('idempotency_key', '=', key)
      .execute();
    return response;
  });
}
