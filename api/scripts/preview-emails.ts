// Renders every email with realistic sample data to api/.email-previews/ (<name>.html and <name>.txt), and
// screenshots each HTML part at a phone's width (360 px) and a desktop's (1280 px), full page, with the
// machine's Chromium: npm run emails:preview -w api
import type { Browser } from '@playwright/test';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { EmailMessage } from '../src/mail/messages';
import { renderEmail } from '../src/mail/render';
import * as sample from '../src/mail/sample-emails';

const OUT = resolve(__dirname, '..', '.email-previews');
const WIDTHS = [360, 1280] as const;

// The render tests' samples; the unverified quote carries what a visitor might type, which it must not show.
const samples: Array<{ name: string; message: EmailMessage }> = [
  { name: 'quote-saved', message: sample.quote() },
  {
    name: 'quote-saved-unverified',
    message: sample.quote({
      recipientVerified: false,
      billingInterval: 'year',
      pets: [sample.untrustedPet],
      totalCents: 48600,
      discountTotalCents: 0,
    }),
  },
  { name: 'email-confirmation', message: sample.confirmation() },
  { name: 'welcome-policy', message: sample.welcome({}, [sample.declarations]) },
  { name: 'receipt', message: sample.receipt() },
  { name: 'payment-failed', message: sample.paymentFailed() },
  { name: 'plan-lapsed', message: sample.planLapsed() },
  { name: 'cancellation', message: sample.cancellation() },
  { name: 'claim-received', message: sample.claim() },
  { name: 'claim-in-review', message: sample.claimInReview() },
  {
    name: 'claim-in-review-appeal',
    message: sample.claimInReview({
      appeal: true,
      reasons: ['You appealed the decision: a person reviews the claim again, with your note'],
    }),
  },
  { name: 'claim-approved', message: sample.claimApproved() },
  { name: 'claim-denied', message: sample.claimDenied() },
  { name: 'claim-denied-final', message: sample.claimDenied({ canAppeal: false }) },
  { name: 'claim-paid', message: sample.claimPaid() },
  {
    name: 'claim-paid-nothing',
    message: sample.claimPaid({ paidCents: 0, paidTo: 'nothing to pay', payoutReference: '', breakdown: [] }),
  },
  { name: 'claim-info-needed', message: sample.claimInfoNeeded() },
];

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  // Debian's Chromium, as the repo's scripts launch it. The module is plain JS that api's tsconfig doesn't type,
  // so it is imported by path, as bench/run.ts does, and its one function typed here.
  const { launchChromium } = (await import(resolve(__dirname, '../../scripts/lib/chromium.mjs'))) as {
    launchChromium: () => Promise<Browser>;
  };
  const browser = await launchChromium();
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
