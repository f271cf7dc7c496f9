// Checkout's persist step: records the customer details, new pets, ACTIVE agreements, wallet entry, charge,
// lead conversion, referral and the welcome and receipt emails' jobs in one transaction, and marks the
// Idempotency-Key completed in the same commit. Each write is a named step below, run in this order.
import { randomUUID } from 'node:crypto';
import type {
  CheckoutRequestParsed,
  CheckoutResult,
  InsuranceAgreement,
  Pet,
  QuotedPet,
  Product,
  PurchaseAgreement,
  Quote,
} from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { CustomerRow, InsuranceAgreementRow, PetRow, PurchaseAgreementRow } from '../../db/schema';
import { coverDatesForPurchase, coverStart, purchaseIsoDate } from '@tailwise/shared/contract';
import { toInsuranceAgreement, toPurchaseAgreement } from '../agreements/mappers';
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

/** What the purchase created, row by row, for the response and the emails. */
interface RecordedRows {
  petRows: PetRow[];
  insuranceRows: InsuranceAgreementRow[];
  wellnessRows: PurchaseAgreementRow[];
}

export async function persistPurchase(ctx: AppContext, input: PurchaseToRecord): Promise<CheckoutResult> {
  const { customer, body, key, quote, taken } = input;
  // The product's clock, as billing and the claims decision read it: moved outside production, cover dates move too.
  const today = purchaseIsoDate(await ctx.clock.now());
  const purchaseUuid = randomUUID();
  return ctx.db.transaction().execute(async (trx) => {
    const purchaseId = await insertPurchase(trx, input, purchaseUuid);
    await updateCustomer(trx, input);
    const rows = await createPetsAndAgreements(trx, input, purchaseId, today);
    await saveDefaultCard(trx, customer.id, taken);
    await recordFirstCharge(trx, { purchaseId, customerId: customer.id, taken, amountCents: quote.totalCents });
    if (body.leadUuid) await linkLead(trx, customer.id, body.leadUuid);
    await recordReferral(trx, input, purchaseId);
    const response = await checkoutResult(ctx, trx, input, purchaseUuid, rows);
    await enqueuePurchaseEmails(ctx, trx, {
      customer,
      firstName: customer.first_name ?? body.shippingAddress.firstName,
      purchaseUuid,
      response,
      ...rows,
    });
    await storeResponse(trx, purchaseId, response);
    await completeAttempt(trx, { customerId: customer.id, key, purchaseId, taken });
    return response;
  });
}

/** The purchase row, holding the Idempotency-Key; its response is filled in at the end. Returns its id. */
async function insertPurchase(
  trx: Db,
  { customer, body, key, requestHash, quote, taken }: PurchaseToRecord,
  purchaseUuid: string,
): Promise<number> {
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
  return purchase.id;
}

/** The shipping address, the name and phone when not known yet, and the products now bought. */
async function updateCustomer(trx: Db, { customer, body, cartPets }: PurchaseToRecord): Promise<void> {
  const address = body.shippingAddress;
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
}

/** Pet by pet, in the cart's order: the pet (unless it already exists), then its insurance, then its wellness plan. */
async function createPetsAndAgreements(
  trx: Db,
  { customer, body, quote, promo, existingPets }: PurchaseToRecord,
  purchaseId: number,
  today: string,
): Promise<RecordedRows> {
  const rows: RecordedRows = { petRows: [], insuranceRows: [], wellnessRows: [] };
  const terms = { customerId: customer.id, purchaseId, billingInterval: body.billingInterval, promo, today };
  for (const [i, item] of body.pets.entries()) {
    const priced = quote.pets[i];
    if (!priced) throw new Error('Priced pet missing');
    const pet = existingPets.get(i) ?? (await createPet(trx, customer.id, item, priced));
    rows.petRows.push(pet);
    if (priced.insurance) {
      rows.insuranceRows.push(await createInsuranceAgreement(trx, pet, priced.insurance, quote.state, terms));
    }
    if (priced.wellness) rows.wellnessRows.push(await createWellnessAgreement(trx, pet, priced.wellness, terms));
  }
  return rows;
}

type CartItem = CheckoutRequestParsed['pets'][number];

/** A pet new to the customer, with the quiz answers its price came from. */
function createPet(trx: Db, customerId: number, item: CartItem, priced: QuotedPet): Promise<PetRow> {
  return trx
    .insertInto('pets')
    .values({
      uuid: randomUUID(),
      customer_id: customerId,
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

/** What every agreement of one purchase has in common. */
interface AgreementTerms {
  customerId: number;
  purchaseId: number;
  billingInterval: CheckoutRequestParsed['billingInterval'];
  promo: ResolvedPromo | null;
  /** The purchase's day (isoDate): cover starts on it and the waiting periods run from it (contract/cover). */
  today: string;
}

/** The columns every agreement of the purchase fills alike: a new uuid, ACTIVE from today, the purchase's terms. */
function agreementColumns(pet: PetRow, { customerId, purchaseId, billingInterval, promo, today }: AgreementTerms) {
  return {
    uuid: randomUUID(),
    customer_id: customerId,
    pet_id: pet.id,
    purchase_id: purchaseId,
    status: 'ACTIVE' as const,
    billing_interval: billingInterval,
    start_date: coverStart(today),
    promo_percent_off: promo?.percentOff ?? null,
  };
}

/** An ACTIVE insurance agreement starting today, with its waiting periods' coverage dates. */
function createInsuranceAgreement(
  trx: Db,
  pet: PetRow,
  insurance: NonNullable<QuotedPet['insurance']>,
  state: Quote['state'],
  terms: AgreementTerms,
): Promise<InsuranceAgreementRow> {
  const cover = coverDatesForPurchase(terms.today);
  return trx
    .insertInto('insurance_agreements')
    .values({
      ...agreementColumns(pet, terms),
      deductible: insurance.deductible,
      coinsurance_percent: insurance.coinsurancePercent,
      is_uncapped: insurance.isUncapped,
      annual_limit_cents: insurance.annualLimitCents,
      price_cents: insurance.priceCents,
      state,
      accident_coverage_date: cover.accident,
      illness_coverage_date: cover.illness,
      cruciate_coverage_date: cover.cruciate,
      list_monthly_cents: insurance.listMonthlyCents,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An ACTIVE wellness plan agreement starting today. */
function createWellnessAgreement(
  trx: Db,
  pet: PetRow,
  wellness: NonNullable<QuotedPet['wellness']>,
  terms: AgreementTerms,
): Promise<PurchaseAgreementRow> {
  return trx
    .insertInto('purchase_agreements')
    .values({
      ...agreementColumns(pet, terms),
      wellness_plan_id: wellness.planId,
      price_cents: wellness.priceCents,
      list_monthly_cents: wellness.listMonthlyCents,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The card just charged becomes the customer's default in the wallet (added, or marked default again). */
async function saveDefaultCard(trx: Db, customerId: number, taken: TakenPayment): Promise<void> {
  await trx.updateTable('wallet_entries').set({ is_default: false }).where('customer_id', '=', customerId).execute();
  await trx
    .insertInto('wallet_entries')
    .values({
      customer_id: customerId,
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
}

/** The charge taken at checkout, the purchase's first payment. */
async function recordFirstCharge(
  trx: Db,
  {
    purchaseId,
    customerId,
    taken,
    amountCents,
  }: { purchaseId: number; customerId: number; taken: TakenPayment; amountCents: number },
): Promise<void> {
  await trx
    .insertInto('payment_charges')
    .values({
      purchase_id: purchaseId,
      customer_id: customerId,
      provider: taken.payment.paymentProvider,
      provider_charge_id: taken.chargeId,
      amount_cents: amountCents,
    })
    .execute();
}

/** The saved quote's lead converts to this customer, once. */
async function linkLead(trx: Db, customerId: number, leadUuid: string): Promise<void> {
  await trx
    .updateTable('leads')
    .set({ customer_id: customerId, converted_at: new Date() })
    .where('uuid', '=', leadUuid)
    .where('converted_at', 'is', null)
    .execute();
}

/**
 * A pending referral reward for the customer who referred this one: the referral promo's owner, or
 * else the customer whose code the landing link carried. Never oneself, and one per referred customer.
 */
async function recordReferral(trx: Db, { customer, body, promo }: PurchaseToRecord, purchaseId: number): Promise<void> {
  let referrerId = promo?.referrerCustomerId ?? null;
  if (referrerId === null && body.referrer?.ri && (body.referrer.rt ?? 'CUSTOMER').toUpperCase() === 'CUSTOMER') {
    const referrer = await trx
      .selectFrom('customers')
      .select('id')
      .where('referral_code', '=', body.referrer.ri.toUpperCase())
      .executeTakeFirst();
    referrerId = referrer?.id ?? null;
  }
  if (referrerId === null || referrerId === customer.id) return;
  await trx
    .insertInto('referral_signups')
    .values({
      uuid: randomUUID(),
      referrer_customer_id: referrerId,
      referred_customer_id: customer.id,
      purchase_id: purchaseId,
      reward_cents: REFERRAL_REWARD_CENTS,
      reward_status: 'PENDING',
    })
    .onConflict((oc) => oc.column('referred_customer_id').doNothing())
    .execute();
}

/** The checkout's response: what was bought, as the contract shows pets and agreements. */
async function checkoutResult(
  ctx: AppContext,
  trx: Db,
  { body, quote, taken }: PurchaseToRecord,
  purchaseUuid: string,
  { petRows, insuranceRows, wellnessRows }: RecordedRows,
): Promise<CheckoutResult> {
  const uniquePets = [...new Map(petRows.map((p) => [p.id, p])).values()];
  const pets: Pet[] = await loadPets(trx, ctx.catalog, uniquePets);
  const petUuid = new Map(petRows.map((p) => [p.id, p.uuid]));
  const insuranceAgreements: InsuranceAgreement[] = insuranceRows.map((a) =>
    toInsuranceAgreement(a, petUuid.get(a.pet_id) as string),
  );
  const purchaseAgreements: PurchaseAgreement[] = wellnessRows.map((a) =>
    toPurchaseAgreement(a, petUuid.get(a.pet_id) as string, ctx.catalog.plans.get(a.wellness_plan_id)),
  );
  return {
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
}

/** The response a replay of the same Idempotency-Key gets back. */
async function storeResponse(trx: Db, purchaseId: number, response: CheckoutResult): Promise<void> {
  await trx
    .updateTable('purchases')
    .set({ response: JSON.stringify(response) })
    .where('id', '=', purchaseId)
    .execute();
}

/** The checkout attempt is done: it points at the purchase and the charge, and forgets the pending request. */
async function completeAttempt(
  trx: Db,
  { customerId, key, purchaseId, taken }: { customerId: number; key: string; purchaseId: number; taken: TakenPayment },
): Promise<void> {
  await trx
    .updateTable('checkout_attempts')
    .set({
      status: 'COMPLETED',
      // The purchase now holds what was bought; the pending copy of the request (address, phone) goes.
      request: null,
      purchase_id: purchaseId,
      charge_id: taken.chargeId,
      amount_cents: taken.amountCents,
      updated_at: new Date(),
    })
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .execute();
}
