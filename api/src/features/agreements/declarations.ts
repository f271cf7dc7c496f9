// The declarations page of a policy or wellness plan: the one-page PDF a customer keeps as proof of cover.
// pdfkit with its built-in Helvetica, so nothing is downloaded or read beyond the package itself.
import PDFDocument from 'pdfkit';
import { COVER_START_DAY, SUPPORT_EMAIL, waitingPeriodRows, type WellnessPlan } from '@tailwise/shared/contract';
import type { CustomerRow, InsuranceAgreementRow, PetRow, PurchaseAgreementRow } from '../../db/schema';
import { isoDay, wellnessAllowance } from './mappers';

export type DeclarationsInput =
  | {
      kind: 'INSURANCE';
      agreement: InsuranceAgreementRow;
      pet: PetRow;
      breedName: string;
      customer: CustomerRow;
    }
  | {
      kind: 'WELLNESS';
      agreement: PurchaseAgreementRow;
      pet: PetRow;
      breedName: string;
      customer: CustomerRow;
      plan: WellnessPlan | undefined;
    };

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 2025-03-01 -> March 1, 2025 (UTC calendar day, as stored). */
export const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const interval = (billing: string) => (billing === 'year' ? 'Yearly' : 'Monthly');
const per = (billing: string) => (billing === 'year' ? 'per year' : 'per month');

/** The facts of the page as label/value rows, grouped under headings: the PDF layout and the tests read these. */
export function declarationSections(input: DeclarationsInput, today = isoDay(new Date())) {
  const { agreement, pet, customer } = input;
  const holder = [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email || '—';
  const address = customer.shipping_address;
  const status =
    agreement.cancelled_at && agreement.ends_on
      ? `${agreement.status === 'ACTIVE' && agreement.ends_on >= today ? 'Active, cancelled' : 'Cancelled'}: cover ends ${longDate(agreement.ends_on)}`
      : agreement.status === 'ACTIVE'
        ? 'Active'
        : agreement.status.charAt(0) + agreement.status.slice(1).toLowerCase();
  const sections: Array<{ heading: string; rows: Array<[string, string]> }> = [
    {
      heading: 'Policy',
      rows: [
        ['Policy number', agreement.policy_number],
        ['Status', status],
        ['Policyholder', holder],
        ...(address
          ? ([
              [
                'Address',
                [address.address, address.addressComponent, `${address.city}, ${address.state} ${address.zipCode}`]
                  .filter(Boolean)
                  .join(', '),
              ],
            ] as Array<[string, string]>)
          : []),
      ],
    },
    {
      heading: 'Pet',
      rows: [
        ['Name', pet.name],
        ['Species', pet.pet_type === 0 ? 'Dog' : 'Cat'],
        ['Breed', input.breedName],
        ['Age when enrolled', `${pet.age} ${pet.age === 1 ? 'year' : 'years'}`],
      ],
    },
  ];
  if (input.kind === 'INSURANCE') {
    const a = input.agreement;
    // The dates stored on the agreement (the claims decision reads them), dated by the contract's cover rule.
    const coveredFrom = {
      ACCIDENT: a.accident_coverage_date,
      ILLNESS: a.illness_coverage_date,
      CRUCIATE_LIGAMENT: a.cruciate_coverage_date,
    };
    sections.push(
      {
        heading: 'Cover',
        rows: [
          ['Cover', 'Accident and illness insurance'],
          ['Deductible', `${dollars(a.deductible * 100)} per policy year`],
          ['Reimbursement', `${100 - a.coinsurance_percent}% of eligible vet bills after the deductible`],
          [
            'Yearly limit',
            a.annual_limit_cents === null ? 'Unlimited' : `${dollars(a.annual_limit_cents)} per policy year`,
          ],
        ],
      },
      {
        heading: 'Waiting periods',
        rows: [
          ['Cover starts', `${longDate(a.start_date)}, ${COVER_START_DAY}`],
          ...waitingPeriodRows().map((w): [string, string] => [
            w.label,
            `${w.length}: covered from ${longDate(coveredFrom[w.kind])}`,
          ]),
        ],
      },
    );
  } else {
    const plan = input.plan;
    const allowance = plan ? wellnessAllowance(plan, input.agreement.start_date, today) : null;
    sections.push(
      {
        heading: 'Cover',
        rows: [
          ['Cover', `${plan?.name ?? input.agreement.wellness_plan_id} wellness plan (routine care)`],
          ['Deductible', 'None'],
          ['Reimbursement', '100% of each covered service, up to its yearly allowance'],
          ['Yearly limit', allowance ? `${dollars(allowance.totalCents)} per plan year in total` : '—'],
          ...(plan?.allowances ?? []).map((s): [string, string] => [
            s.label,
            `${dollars(s.annualAllowanceCents)} per plan year`,
          ]),
        ],
      },
      {
        heading: 'Waiting periods',
        rows: [['Waiting periods', `None: routine care is covered from ${longDate(input.agreement.start_date)}`]],
      },
    );
  }
  sections.push({
    heading: 'Billing',
    rows: [
      ['Start date', longDate(agreement.start_date)],
      ['Price', `${dollars(agreement.price_cents)} ${per(agreement.billing_interval)}`],
      ['Billing interval', interval(agreement.billing_interval)],
    ],
  });
  return sections;
}

/** Renders the page; resolves with the whole PDF (it is small: one page, standard fonts). */
export function renderDeclarationsPdf(input: DeclarationsInput, now = new Date()): Promise<Buffer> {
  const title = input.kind === 'INSURANCE' ? 'Pet insurance declarations' : 'Wellness plan declarations';
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: {
      Title: `${title} ${input.agreement.policy_number}`,
      Author: 'Tailwise',
      Subject: `${input.pet.name}: ${title.toLowerCase()}`,
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Tailwise');
  doc.font('Helvetica').fontSize(14).text(title);
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text(`Issued ${longDate(isoDay(now))}`);
  doc.fillColor('#000000').moveDown(1);

  for (const section of declarationSections(input, isoDay(now))) {
    doc.font('Helvetica-Bold').fontSize(12).text(section.heading);
    doc.moveDown(0.25);
    for (const [label, value] of section.rows) {
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(10).text(label, 56, y, { width: 150 });
      const labelBottom = doc.y;
      doc.font('Helvetica').fontSize(10).text(value, 216, y, { width: 340 });
      doc.y = Math.max(labelBottom, doc.y) + 2;
      doc.x = 56;
    }
    doc.moveDown(0.75);
  }
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(
      `This page summarises your cover; the policy wording governs. Questions: ${SUPPORT_EMAIL}. ` +
        'Cancel within 30 days of the start date for a full refund, if no claim was made.',
      56,
      doc.y,
      { width: 500 },
    );
  doc.end();
  return done;
}
