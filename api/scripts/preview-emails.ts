// Renders every email with realistic sample data to api/.email-previews/ (<name>.html and <name>.txt), and
// screenshots each HTML part at a phone's width (360 px) and a desktop's (1280 px), full page, with the
// machine's Chromium: npm run emails:preview -w api
import { chromium } from '@playwright/test';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { EmailAttachmentRef, EmailMessage } from '../src/mail/messages';
import { renderEmail } from '../src/mail/render';

const OUT = resolve(__dirname, '..', '.email-previews');
const WIDTHS = [360, 1280] as const;
// Debian's Chromium, launched as scripts/lib/chromium.mjs does (no downloads, no background networking).
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const APP = 'https://tailwise.example';
const to = 'dana.reyes@example.com';

const samples: Array<{ name: string; message: EmailMessage }> = [
  {
    name: 'quote-saved',
    message: {
      template: 'quote-saved',
      to,
      data: {
        recipientVerified: true,
        firstName: 'Dana',
        billingInterval: 'month',
        pets: [
          {
            name: 'Rex',
            species: 'dog',
            breedName: 'Golden Retriever',
            insurance: { deductible: 500, reimbursementPercent: 80, isUncapped: false },
            wellness: { planName: 'Essential' },
            totalCents: 6432,
          },
          {
            name: 'Miso',
            species: 'cat',
            breedName: 'Domestic Shorthair',
            insurance: { deductible: 250, reimbursementPercent: 90, isUncapped: true },
            wellness: null,
            totalCents: 3188,
          },
        ],
        totalCents: 9620,
        discountTotalCents: 505,
        quoteUrl: `${APP}/quote/resume?token=q_8f2c1a7d`,
      },
    },
  },
  {
    name: 'quote-saved-unverified',
    message: {
      template: 'quote-saved',
      to,
      data: {
        recipientVerified: false,
        firstName: 'Dana',
        billingInterval: 'year',
        pets: [
          {
            name: 'Visit http://evil.example/x',
            species: 'dog',
            breedName: 'Golden Retriever',
            insurance: { deductible: 1000, reimbursementPercent: 70, isUncapped: false },
            wellness: null,
            totalCents: 48600,
          },
        ],
        totalCents: 48600,
        discountTotalCents: 0,
        quoteUrl: `${APP}/quote/resume?token=q_19be04c2`,
      },
    },
  },
  {
    name: 'email-confirmation',
    message: {
      template: 'email-confirmation',
      to,
      data: {
        firstName: 'Dana',
        confirmUrl: `${APP}/confirm-email?token=ev_3c9d0b5e8a7f41d2b6e1`,
        expiresInHours: 24,
      },
    },
  },
  {
    name: 'welcome-policy',
    message: {
      template: 'welcome-policy',
      to,
      // The email reads only an attachment's kind and file name; the rest tells the worker where the PDF is.
      attachments: [
        { kind: 'declarations', filename: 'Tailwise-declarations-TW-2026-004817.pdf' } as EmailAttachmentRef,
      ],
      data: {
        firstName: 'Dana',
        billingInterval: 'month',
        chargedCents: 7632,
        paymentMethod: 'CARD',
        dashboardUrl: `${APP}/dashboard`,
        items: [
          {
            petName: 'Rex',
            species: 'dog',
            kind: 'INSURANCE',
            planName: 'Accident & illness insurance',
            policyNumber: 'TW-2026-004817',
            priceCents: 6133,
            startDate: '2026-12-01',
            accidentCoverageDate: '2026-12-03',
            illnessCoverageDate: '2026-12-15',
            cruciateCoverageDate: '2027-06-01',
            deductible: 500,
            reimbursementPercent: 80,
            annualLimitCents: 1_000_000,
          },
          {
            petName: 'Rex',
            species: 'dog',
            kind: 'WELLNESS',
            planName: 'Essential',
            policyNumber: 'TWW-2026-001209',
            priceCents: 1499,
            startDate: '2026-12-01',
            accidentCoverageDate: null,
            illnessCoverageDate: null,
            cruciateCoverageDate: null,
            deductible: null,
            reimbursementPercent: null,
            annualLimitCents: null,
          },
        ],
      },
    },
  },
  {
    name: 'receipt',
    message: {
      template: 'receipt',
      to,
      data: {
        firstName: 'Dana',
        receiptNumber: 'ch_3QxY7b2eZvKYlo2C1',
        paidOn: '2026-12-01',
        amountCents: 7632,
        paymentMethod: 'CARD',
        cardBrand: 'visa',
        cardLast4: '4242',
        lines: [
          {
            description: "Rex's Accident & illness insurance",
            periodStart: '2026-12-01',
            periodEnd: '2026-12-31',
            amountCents: 6133,
          },
          {
            description: "Rex's Essential wellness plan",
            periodStart: '2026-12-01',
            periodEnd: '2026-12-31',
            amountCents: 1499,
          },
        ],
        billingUrl: `${APP}/dashboard/billing`,
      },
    },
  },
  {
    name: 'payment-failed',
    message: {
      template: 'payment-failed',
      to,
      data: {
        firstName: 'Dana',
        petName: 'Rex',
        planName: 'Accident & illness insurance',
        amountCents: 7632,
        periodStart: '2026-12-01',
        declineMessage: 'Your card has insufficient funds.',
        cardBrand: 'visa',
        cardLast4: '4242',
        nextAttemptOn: '2026-12-04',
        lapsesOn: '2026-12-30',
        coverEndsOn: '2026-12-22',
        updateCardUrl: `${APP}/dashboard/billing/card`,
      },
    },
  },
  {
    name: 'plan-lapsed',
    message: {
      template: 'plan-lapsed',
      to,
      data: {
        firstName: 'Dana',
        petName: 'Rex',
        planName: 'Accident & illness insurance',
        policyNumber: 'TW-2026-004817',
        lapsedOn: '2026-12-30',
        amountDueCents: 7632,
        dashboardUrl: `${APP}/dashboard`,
      },
    },
  },
  {
    name: 'cancellation',
    message: {
      template: 'cancellation',
      to,
      data: {
        firstName: 'Dana',
        petName: 'Rex',
        planName: 'Accident & illness insurance',
        policyNumber: 'TW-2026-004817',
        endsOn: '2026-12-30',
        refundCents: 4210,
        refundExpectedBy: '2027-01-08',
        freeLook: true,
        dashboardUrl: `${APP}/dashboard`,
      },
    },
  },
  {
    name: 'claim-received',
    message: {
      template: 'claim-received',
      to,
      data: {
        firstName: 'Dana',
        petName: 'Rex',
        claimNumber: 'CL-2026-018342',
        claimType: 'INSURANCE',
        amountCents: 48250,
        dateOfService: '2026-12-18',
        clinicName: 'Riverside Animal Hospital',
        claimUrl: `${APP}/dashboard/claims/CL-2026-018342`,
      },
    },
  },
];

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const { name, message } of samples) {
      const email = await renderEmail(message);
      await writeFile(join(OUT, `${name}.html`), email.html);
      await writeFile(
        join(OUT, `${name}.txt`),
        `Subject: ${email.subject}\nLinks: ${email.links.join(' ')}\n\n${email.text}`,
      );
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        // Offline, like a mail client with remote content blocked: nothing may load from the network.
        await page.route('**/*', (route) => route.abort());
        await page.setContent(email.html, { waitUntil: 'load' });
        await page.screenshot({ path: join(OUT, `${name}-${width}.png`), fullPage: true });
        await page.close();
      }
      console.log(`${name}: ${email.subject}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`Wrote ${samples.length} emails to ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
