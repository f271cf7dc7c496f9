// The demo customer: demo@tailwise.example with two pets (one insured, one on a wellness plan) and
// claims in every state. The database part is created once; the Firebase account is re-made with the
// same uid on every start, because the Auth emulator forgets its users when it restarts.
import { randomUUID } from 'node:crypto';
import type { ClaimCondition, ClaimStatus, WellnessService } from '@tailwise/shared/contract';
import type { IdentityProvider } from '../auth/identity';
import type { Db } from '../db/client';
import { addDays, addMonths, isoDay } from '../features/agreements/mappers';
import type { Catalog } from '../features/catalog/catalog';
import { advanceClaim, insertClaim } from '../features/claims/claim-service';
import type { InvoiceStore } from '../features/claims/invoice-store';
import { newReferralCode } from '../features/customers/customer-repository';
import { priceCart, WAITING_PERIODS } from '../pricing';

export const DEMO_EMAIL = 'demo@tailwise.example';
export const DEMO_UID = 'tailwise-demo-customer';
export const DEMO_NAME = { firstName: 'Dana', lastName: 'Whitfield' };

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
      { status: 'IN_REVIEW', note: null, afterDays: 1 },
      { status: 'APPROVED', note: 'Covered accident', afterDays: 4 },
      { status: 'PAID', note: 'Paid by direct deposit', afterDays: 6 },
    ],
  },
  {
    daysAgo: 120,
    claim: { condition: 'ILLNESS' },
    clinic: 'Riverside Animal Hospital',
    amountCents: 31000,
    description: 'Ear infection: exam, cytology and drops',
    path: [
      { status: 'IN_REVIEW', note: null, afterDays: 1 },
      { status: 'APPROVED', note: 'Covered illness', afterDays: 3 },
    ],
  },
  {
    daysAgo: 90,
    claim: { condition: 'ILLNESS' },
    clinic: 'Main Line Vet Clinic',
    amountCents: 18000,
    description: 'Nail trim and anal gland expression',
    path: [
      { status: 'IN_REVIEW', note: null, afterDays: 1 },
      { status: 'DENIED', note: 'Grooming and routine care are not covered by insurance', afterDays: 2 },
    ],
  },
  {
    daysAgo: 20,
    claim: { condition: 'ACCIDENT' },
    clinic: 'Penn Emergency Vets',
    amountCents: 96000,
    description: 'Swallowed a sock: X-rays and endoscopy',
    path: [{ status: 'IN_REVIEW', note: 'We asked the clinic for the medical records', afterDays: 2 }],
  },
  {
    daysAgo: 3,
    claim: { condition: 'ILLNESS' },
    clinic: 'Riverside Animal Hospital',
    amountCents: 14500,
    description: 'Vomiting and lethargy: exam and bloodwork',
    path: [],
  },
  {
    daysAgo: 40,
    claim: { wellnessService: 'WELLNESS_EXAM' },
    clinic: 'Main Line Vet Clinic',
    amountCents: 6800,
    description: 'Yearly wellness exam',
    path: [
      { status: 'IN_REVIEW', note: null, afterDays: 1 },
      { status: 'APPROVED', note: 'Within the plan’s wellness exam allowance', afterDays: 1 },
      { status: 'PAID', note: 'Paid by direct deposit', afterDays: 3 },
    ],
  },
];

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
          start_date: startDate,
          accident_coverage_date: addDays(startDate, WAITING_PERIODS.accidentDays),
          illness_coverage_date: addDays(startDate, WAITING_PERIODS.illnessDays),
          cruciate_coverage_date: addMonths(startDate, WAITING_PERIODS.cruciateLigamentMonths),
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
        for (const step of c.path) {
          await advanceClaim(
            trx,
            claim.id,
            step.status,
            step.note,
            new Date(submittedAt.getTime() + step.afterDays * 86_400_000),
          );
        }
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
