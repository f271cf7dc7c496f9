// The demo customer: demo@tailwise.example with two pets (one insured, one on a wellness plan) and
// claims in every state. The database part is created once; the Firebase account is re-made with the
// same uid on every start, because the Auth emulator forgets its users when it restarts.
import { randomUUID } from 'node:crypto';
import { STAFF_ROLE, type ClaimCondition, type ClaimStatus, type WellnessService } from '@tailwise/shared/contract';
import type { IdentityProvider } from '../auth/identity';
import type { Db } from '../db/client';
import { coverDatesForPurchase } from '@tailwise/shared/contract';
import { addDays, isoDay } from '../features/agreements/mappers';
import type { Catalog } from '../features/catalog/catalog';
import { insertClaim } from '../features/claims/claim-service';
import type { InvoiceStore } from '../features/claims/invoice-store';
import { newReferralCode } from '../features/customers/customer-repository';
import { priceCart } from '../pricing';

export const DEMO_EMAIL = 'demo@tailwise.example';
export const DEMO_UID = 'tailwise-demo-customer';
export const DEMO_NAME = { firstName: 'Dana', lastName: 'Whitfield' };
/** The demo claims adjuster: signs in to /ops with the staff role. */
export const ADJUSTER_EMAIL = 'adjuster@tailwise.example';
export const ADJUSTER_UID = 'tailwise-demo-adjuster';

export async function ensureDemoAuthUser(
  identity: IdentityProvider,
  password: string,
  options?: { onlyIfMissing?: boolean },
): Promise<'created' | 'updated' | 'unchanged'> {
  return identity.ensureUser(
    { uid: DEMO_UID, email: DEMO_EMAIL, password, displayName: `${DEMO_NAME.firstName} ${DEMO_NAME.lastName}` },
    options,
  );
}

/** The demo adjuster: an account with the staff role, for /ops. Same password as the demo customer. */
export async function ensureDemoAdjuster(
  identity: IdentityProvider,
  password: string,
  options?: { onlyIfMissing?: boolean },
): Promise<'created' | 'updated' | 'unchanged'> {
  const outcome = await identity.ensureUser(
    { uid: ADJUSTER_UID, email: ADJUSTER_EMAIL, password, displayName: 'Sam Okafor (claims)' },
    options,
  );
  if (outcome !== 'unchanged') await identity.setRole(ADJUSTER_UID, STAFF_ROLE);
  return outcome;
}

/** A one-page PDF, so the demo claims have invoices to download. */
function invoicePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoClaim {
  daysAgo: number;
  /** Biscuit's insurance, or an item of Miso's wellness plan. */
  claim: { condition: ClaimCondition } | { wellnessService: WellnessService };
  clinic: string;
  amountCents: number;
  description: string;
  path: Array<{ status: ClaimStatus; note: string | null; afterDays: number }>;
}

const DEMO_CLAIMS: DemoClaim[] = [
  {
    daysAgo: 250,
    claim: { condition: 'ACCIDENT' },
    clinic: 'Riverside Animal Hospital',
    amountCents: 92000,
    description: 'Cut paw pad on a walk: cleaning and stitches',
    path: [
      { status: 'APPROVED', note: null, afterDays: 0 },
      { status: 'PAID', note: null, afterDays: 0 },
    ],
  },
  {
    daysAgo: 120,
    claim: { condition: 'ILLNESS' },
    clinic: 'Riverside Animal Hospital',
    amountCents: 31000,
    description: 'Ear infection: exam, cytology and drops',
    path: [
      { status: 'APPROVED', note: null, afterDays: 0 },
      { status: 'PAID', note: null, afterDays: 0 },
    ],
  },
  {
    daysAgo: 30,
    claim: { condition: 'ILLNESS' },
    clinic: 'Main Line Vet Clinic',
    amountCents: 18000,
    description: 'Nail trim and anal gland expression',
    path: [
      { status: 'IN_REVIEW', note: 'A person checks claims for routine care under the insurance.', afterDays: 0 },
      { status: 'DENIED', note: 'Grooming and routine care are not covered by the insurance policy.', afterDays: 2 },
    ],
  },
  {
    daysAgo: 20,
    claim: { condition: 'ACCIDENT' },
    clinic: 'Penn Emergency Vets',
    amountCents: 146000,
    description: 'Swallowed a sock: X-rays and endoscopy',
    path: [
      { status: 'IN_REVIEW', note: 'A person checks every bill over $1,000.00.', afterDays: 0 },
      { status: 'INFO_REQUESTED', note: 'Please send the discharge notes from Penn Emergency Vets.', afterDays: 1 },
    ],
  },
  {
    daysAgo: 3,
    claim: { condition: 'ILLNESS' },
    clinic: 'Riverside Animal Hospital',
    amountCents: 128500,
    description: 'Vomiting and lethargy: exam, bloodwork and an overnight stay',
    path: [{ status: 'IN_REVIEW', note: 'A person checks every bill over $1,000.00.', afterDays: 0 }],
  },
  {
    daysAgo: 40,
    claim: { wellnessService: 'WELLNESS_EXAM' },
    clinic: 'Main Line Vet Clinic',
    amountCents: 6800,
    description: 'Yearly wellness exam',
    path: [
      { status: 'APPROVED', note: null, afterDays: 0 },
      { status: 'PAID', note: null, afterDays: 0 },
    ],
  },
];

/**
 * Writes a demo claim's story as the real steps would have (timeline, audit log, decision and payout fields), dated
 * in the past: the seed shows every state without running the engine over months.
 */
async function seedClaimPath(
  trx: Db,
  claim: { id: number; uuid: string; estimated_reimbursement_cents: number },
  path: DemoClaim['path'],
  submittedAt: Date,
): Promise<void> {
  let status: ClaimStatus = 'SUBMITTED';
  const amount = claim.estimated_reimbursement_cents;
  for (const step of path) {
    const at = new Date(submittedAt.getTime() + step.afterDays * 86_400_000 + 2_000);
    const byEngine = step.afterDays === 0 && step.status !== 'IN_REVIEW';
    let timeline: string | null = step.note;
    if (step.status === 'APPROVED') {
      const text = `$${(amount / 100).toFixed(2)}: the terms of the policy, applied to the bill`;
      timeline = `Approved: ${text}`;
      await trx
        .updateTable('claims')
        .set({
          approved_cents: amount,
          decided_by: byEngine ? 'ENGINE' : 'ADJUSTER',
          decided_at: at,
          decision_text: text,
        })
        .where('id', '=', claim.id)
        .execute();
    } else if (step.status === 'PAID') {
      timeline = `Paid $${(amount / 100).toFixed(2)} to Visa ending 4242`;
      await trx
        .updateTable('claims')
        .set({
          paid_cents: amount,
          payout_reference: `po_demo_${claim.uuid.slice(0, 8)}`,
          payout_to: 'Visa ending 4242',
          paid_on: at.toISOString().slice(0, 10),
        })
        .where('id', '=', claim.id)
        .execute();
    } else if (step.status === 'DENIED') {
      timeline = `Denied: ${step.note}`;
      await trx
        .updateTable('claims')
        .set({
          decided_by: 'ADJUSTER',
          decided_at: at,
          denial_reason: 'NOT_COVERED',
          decision_text: step.note,
          review_since: null,
        })
        .where('id', '=', claim.id)
        .execute();
    } else if (step.status === 'IN_REVIEW') {
      timeline = `A person is checking it: ${step.note}`;
      await trx
        .updateTable('claims')
        .set({
          review_since: at,
          proposed_cents: amount,
          review_reasons: JSON.stringify([{ code: 'AMOUNT_ABOVE_THRESHOLD', text: step.note ?? '' }]),
        })
        .where('id', '=', claim.id)
        .execute();
    } else if (step.status === 'INFO_REQUESTED') {
      timeline = `We need more information: ${step.note}`;
      await trx
        .updateTable('claims')
        .set({ info_request: step.note, info_requested_at: at, review_since: at })
        .where('id', '=', claim.id)
        .execute();
    }
    await trx.updateTable('claims').set({ status: step.status, updated_at: at }).where('id', '=', claim.id).execute();
    await trx
      .insertInto('claim_status_history')
      .values({ claim_id: claim.id, status: step.status, note: timeline, created_at: at })
      .execute();
    const actions: Record<ClaimStatus, string> = {
      SUBMITTED: 'FILED',
      IN_REVIEW: 'ENGINE_REVIEW',
      INFO_REQUESTED: 'INFO_REQUESTED',
      APPROVED: byEngine ? 'ENGINE_APPROVED' : 'APPROVED',
      DENIED: 'DENIED',
      PAID: 'PAID',
    };
    await trx
      .insertInto('claim_audit_log')
      .values({
        claim_id: claim.id,
        actor: byEngine || step.status === 'IN_REVIEW' || step.status === 'PAID' ? 'engine' : ADJUSTER_EMAIL,
        action: actions[step.status],
        note: step.note,
        status_before: status,
        status_after: step.status,
        amount_before_cents: amount,
        amount_after_cents: step.status === 'DENIED' ? 0 : amount,
        created_at: at,
      })
      .execute();
    status = step.status;
  }
}

/** Creates the demo customer's data unless it exists. Returns true when it created it. */
export async function seedDemoCustomer(db: Db, catalog: Catalog, invoiceStore: InvoiceStore): Promise<boolean> {
  const existing = await db
    .selectFrom('customers')
    .select('id')
    .where('firebase_uid', '=', DEMO_UID)
    .executeTakeFirst();
  if (existing) return false;

  const today = isoDay(new Date());
  const startDate = addDays(today, -300);
  // Dated by the contract's cover rule, as checkout dates a purchase made that day.
  const cover = coverDatesForPurchase(startDate);
  const golden = [...catalog.breeds.values()].find((b) => b.name === 'Golden Retriever' && b.petType === 0);
  const shorthair = [...catalog.breeds.values()].find((b) => b.name === 'Domestic Shorthair' && b.petType === 1);
  const classicCat = catalog.plans.get('cat-classic');
  if (!golden || !shorthair || !classicCat) throw new Error('Seed the reference data before the demo customer');
  const priced = priceCart({
    state: 'PA',
    billingInterval: 'month',
    isUncapped: false,
    promo: null,
    existingInsuredPets: 0,
    pets: [
      {
        petType: 0,
        riskClass: golden.riskClass,
        age: 3,
        insurance: { deductible: 500, coinsurancePercent: 10 },
        wellness: null,
      },
      {
        petType: 1,
        riskClass: shorthair.riskClass,
        age: 5,
        insurance: null,
        wellness: {
          planId: classicCat.id,
          code: classicCat.code,
          name: classicCat.name,
          monthlyPriceCents: classicCat.monthlyPriceCents,
        },
      },
    ],
  });
  const invoices: Array<{ claimId: number; claimUuid: string; title: string }> = [];

  try {
    await db.transaction().execute(async (trx) => {
      const customer = await trx
        .insertInto('customers')
        .values({
          uuid: randomUUID(),
          firebase_uid: DEMO_UID,
          email: DEMO_EMAIL,
          email_verified: true,
          first_name: DEMO_NAME.firstName,
          last_name: DEMO_NAME.lastName,
          phone: '+12155550143',
          shipping_address: JSON.stringify({
            ...DEMO_NAME,
            address: '1500 Market St',
            addressComponent: 'Apt 12B',
            city: 'Philadelphia',
            state: 'PA',
            zipCode: '19102',
          }),
          interested_in: JSON.stringify(['INSURANCE', 'WELLNESS']),
          referral_code: newReferralCode(),
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const at = new Date(`${startDate}T15:00:00Z`);
      const biscuit = await trx
        .insertInto('pets')
        .values({
          uuid: randomUUID(),
          customer_id: customer.id,
          name: 'Biscuit',
          pet_type: 0,
          breed_id: golden.id,
          age: 3,
          quiz: JSON.stringify({ wellnessOffering: null, coinsurancePercent: 10, deductible: 500 }),
          created_at: at,
          updated_at: at,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const miso = await trx
        .insertInto('pets')
        .values({
          uuid: randomUUID(),
          customer_id: customer.id,
          name: 'Miso',
          pet_type: 1,
          breed_id: shorthair.id,
          age: 5,
          quiz: JSON.stringify({ wellnessOffering: 'classic', coinsurancePercent: null, deductible: null }),
          created_at: at,
          updated_at: at,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const insurance = priced.pets[0]?.insurance;
      const wellness = priced.pets[1]?.wellness;
      if (!insurance || !wellness) throw new Error('Demo pricing failed');
      await trx
        .insertInto('insurance_agreements')
        .values({
          uuid: randomUUID(),
          customer_id: customer.id,
          pet_id: biscuit.id,
          purchase_id: null,
          status: 'ACTIVE',
          billing_interval: 'month',
          deductible: 500,
          coinsurance_percent: 10,
          is_uncapped: false,
          annual_limit_cents: insurance.annualLimitCents,
          price_cents: insurance.priceCents,
          state: 'PA',
          start_date: cover.start,
          accident_coverage_date: cover.accident,
          illness_coverage_date: cover.illness,
          cruciate_coverage_date: cover.cruciate,
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('purchase_agreements')
        .values({
          uuid: randomUUID(),
          customer_id: customer.id,
          pet_id: miso.id,
          purchase_id: null,
          status: 'ACTIVE',
          billing_interval: 'month',
          wellness_plan_id: classicCat.id,
          price_cents: wellness.priceCents,
          start_date: startDate,
          created_at: at,
        })
        .execute();
      const expYear = new Date().getUTCFullYear() + 3;
      await trx
        .insertInto('wallet_entries')
        .values({
          customer_id: customer.id,
          provider: 'CARD',
          provider_id: `card_visa_4242_12${expYear}`,
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: expYear,
          is_default: true,
          created_at: at,
        })
        .execute();

      for (const c of DEMO_CLAIMS) {
        const dateOfService = addDays(today, -c.daysAgo);
        const submittedAt = new Date(`${addDays(dateOfService, 1)}T16:30:00Z`);
        const claim = await insertClaim(trx, {
          customerId: customer.id,
          ...('condition' in c.claim
            ? { petId: biscuit.id, claimType: 'INSURANCE' as const, condition: c.claim.condition }
            : { petId: miso.id, claimType: 'WELLNESS' as const, wellnessService: c.claim.wellnessService, catalog }),
          petUuid: '',
          clinic: c.clinic,
          dateOfService,
          amountCents: c.amountCents,
          description: c.description,
          submittedAt,
        });
        await seedClaimPath(trx, claim, c.path, submittedAt);
        invoices.push({ claimId: claim.id, claimUuid: claim.uuid, title: `Tailwise demo invoice: ${c.description}` });
      }
      for (const inv of invoices) {
        const id = randomUUID();
        const storageKey = `claims/${inv.claimUuid}/${id}.pdf`;
        const pdf = invoicePdf(inv.title);
        await invoiceStore.putBytes(storageKey, pdf, 'application/pdf');
        await trx
          .insertInto('claim_invoices')
          .values({
            id,
            claim_id: inv.claimId,
            file_name: 'invoice.pdf',
            content_type: 'application/pdf',
            size_bytes: pdf.length,
            storage_key: storageKey,
            sha256: '',
          })
          .execute();
      }
    });
  } catch (err) {
    // Another instance seeded at the same moment.
    if ((err as { code?: string }).code === '23505') return false;
    throw err;
  }
  return true;
}
