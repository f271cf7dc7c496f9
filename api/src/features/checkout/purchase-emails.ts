// The emails a purchase sends, queued in its transaction: the welcome with each plan's policy and dates of cover
// (its declarations PDF attached), and the receipt of the first charge.
import type { CheckoutResult } from '@tailwise/shared/contract';
import type { AppContext } from '../../context';
import type { CustomerRow, InsuranceAgreementRow, PetRow, PurchaseAgreementRow } from '../../db/schema';
import type { DbOrTrx } from '../../jobs/queue';
import { enqueueEmail } from '../../mail/email-job';
import type { EmailAttachmentRef, WelcomePolicyItem } from '../../mail/messages';
import { periodAt } from '../billing/periods';

export async function enqueuePurchaseEmails(
  ctx: AppContext,
  trx: DbOrTrx,
  input: {
    customer: CustomerRow;
    firstName: string | null;
    purchaseUuid: string;
    response: CheckoutResult;
    petRows: PetRow[];
    insuranceRows: InsuranceAgreementRow[];
    wellnessRows: PurchaseAgreementRow[];
  },
): Promise<void> {
  const to = input.customer.email;
  if (!to) return;
  const pets = new Map(input.petRows.map((p) => [p.id, p]));
  const species = (p: PetRow | undefined) => (p?.pet_type === 1 ? ('cat' as const) : ('dog' as const));
  const items: WelcomePolicyItem[] = [
    ...input.insuranceRows.map((a) => ({
      petName: pets.get(a.pet_id)?.name ?? 'Your pet',
      species: species(pets.get(a.pet_id)),
      kind: 'INSURANCE' as const,
      planName: 'Accident & illness insurance',
      policyNumber: a.policy_number,
      priceCents: a.price_cents,
      startDate: a.start_date,
      accidentCoverageDate: a.accident_coverage_date,
      illnessCoverageDate: a.illness_coverage_date,
      cruciateCoverageDate: a.cruciate_coverage_date,
      deductible: a.deductible,
      reimbursementPercent: 100 - a.coinsurance_percent,
      annualLimitCents: a.annual_limit_cents,
    })),
    ...input.wellnessRows.map((a) => ({
      petName: pets.get(a.pet_id)?.name ?? 'Your pet',
      species: species(pets.get(a.pet_id)),
      kind: 'WELLNESS' as const,
      planName: ctx.catalog.plans.get(a.wellness_plan_id)?.name ?? 'Wellness plan',
      policyNumber: a.policy_number,
      priceCents: a.price_cents,
      startDate: a.start_date,
      accidentCoverageDate: null,
      illnessCoverageDate: null,
      cruciateCoverageDate: null,
      deductible: null,
      reimbursementPercent: null,
      annualLimitCents: null,
    })),
  ];
  const attachments: EmailAttachmentRef[] = [
    ...input.insuranceRows.map((a) => ({ kind: 'INSURANCE' as const, a })),
    ...input.wellnessRows.map((a) => ({ kind: 'WELLNESS' as const, a })),
  ].map(({ kind, a }) => ({
    kind: 'declarations',
    agreementKind: kind,
    agreementUuid: a.uuid,
    customerId: input.customer.id,
    filename: `tailwise-declarations-${a.policy_number}.pdf`,
  }));
  const payroll = input.response.payment.paymentProvider === 'GROUP';
  const dashboardUrl = `${ctx.config.publicSiteUrl}/dashboard`;
  await enqueueEmail(ctx, trx, `welcome:${input.purchaseUuid}`, {
    template: 'welcome-policy',
    to,
    data: {
      firstName: input.firstName,
      billingInterval: input.response.billingInterval,
      chargedCents: input.response.chargedCents,
      paymentMethod: payroll ? 'PAYROLL' : 'CARD',
      items,
      dashboardUrl,
    },
    attachments,
  });
  const today = new Date().toISOString().slice(0, 10);
  await enqueueEmail(ctx, trx, `receipt:purchase:${input.purchaseUuid}`, {
    template: 'receipt',
    to,
    data: {
      firstName: input.firstName,
      receiptNumber: input.purchaseUuid.slice(0, 8).toUpperCase(),
      paidOn: today,
      amountCents: input.response.chargedCents,
      paymentMethod: payroll ? 'PAYROLL' : 'CARD',
      cardBrand: input.response.payment.brand,
      cardLast4: input.response.payment.last4,
      lines: items.map((item, i) => {
        const row =
          i < input.insuranceRows.length ? input.insuranceRows[i] : input.wellnessRows[i - input.insuranceRows.length];
        const period = periodAt(item.startDate, row?.billing_interval ?? input.response.billingInterval, 0);
        return {
          description: `${item.petName}: ${item.planName} (${item.policyNumber})`,
          periodStart: period.start,
          periodEnd: period.end,
          amountCents: item.priceCents,
        };
      }),
      billingUrl: `${dashboardUrl}/profile#payments`,
    },
  });
}
