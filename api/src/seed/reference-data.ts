// Reference data every environment needs: breeds, wellness plans, promo codes, groups with seats,
// partners. Upserts by key, so it runs on every start and adds what a newer release brings.
import type { Db } from '../db/client';
import { CAT_BREEDS, DOG_BREEDS } from './breeds';
import { GROUPS, groupSeats, PARTNERS, PROMO_CODES } from './organizations';
import { WELLNESS_PLANS } from './wellness-plans';

export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const breeds = [
      ...DOG_BREEDS.map(([id, name, riskClass]) => ({ id, name, pet_type: 0, risk_class: riskClass })),
      ...CAT_BREEDS.map(([id, name, riskClass]) => ({ id, name, pet_type: 1, risk_class: riskClass })),
    ];
    await trx
      .insertInto('breeds')
      .values(breeds)
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), risk_class: eb.ref('excluded.risk_class') })),
      )
      .execute();

    await trx
      .insertInto('wellness_plans')
      .values(
        WELLNESS_PLANS.map((p, i) => ({
          id: p.id,
          code: p.code,
          name: p.name,
          pet_type: p.petType,
          monthly_price_cents: p.monthlyPriceCents,
          allowances: JSON.stringify(p.allowances),
          sort_order: i,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          monthly_price_cents: eb.ref('excluded.monthly_price_cents'),
          allowances: eb.ref('excluded.allowances'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();

    await trx
      .insertInto('promo_codes')
      .values(
        PROMO_CODES.map((p) => ({
          code: p.code,
          percent_off: p.percentOff,
          description: p.description,
          kind: p.kind,
          owner_ref: p.ownerRef,
          expires_at: null,
        })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    await trx
      .insertInto('groups')
      .values(
        GROUPS.map((g) => ({
          id: g.id,
          name: g.name,
          logo_url: g.logoUrl,
          seat_lookup: g.seatLookup,
          products: JSON.stringify(g.products),
          payroll_deduction: g.payrollDeduction,
          enrollment_open: g.enrollmentOpen,
          promo_code: g.promoCode,
          enrollment_code: g.enrollmentCode,
          employee_id_check: g.employeeIdCheck,
        })),
      )
      // A database seeded before seats needed proof gains the enrollment code and the fact each group checks.
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          enrollment_code: eb.ref('excluded.enrollment_code'),
          employee_id_check: eb.ref('excluded.employee_id_check'),
        })),
      )
      .execute();

    await trx
      .insertInto('group_seats')
      .values(
        groupSeats().map((s) => ({
          id: s.id,
          group_id: s.groupId,
          work_email: s.workEmail,
          employee_id: s.employeeId,
          customer_id: null,
          claimed_at: null,
          date_of_birth: s.dateOfBirth,
          home_zip: s.homeZip,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          date_of_birth: eb.ref('excluded.date_of_birth'),
          home_zip: eb.ref('excluded.home_zip'),
        })),
      )
      .execute();

    await trx
      .insertInto('partners')
      .values(
        PARTNERS.map((p) => ({
          ri: p.ri,
          display_name: p.displayName,
          logo_url: p.logoUrl,
          products: JSON.stringify(p.products),
          promo_code: p.promoCode,
          hide_prices: p.hidePrices,
          co_branded: p.coBranded,
          enrollment_path: p.enrollmentPath,
          default_billing_interval: p.defaultBillingInterval,
        })),
      )
      .onConflict((oc) => oc.column('ri').doNothing())
      .execute();
  });
}
