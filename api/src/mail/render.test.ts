// The emails state the facts a customer acts on (amounts, names, dates, links) in both parts, carry only the
// links their data gives, escape what customers typed, and say nothing a visitor typed to an unproven address.
import type { EmailMessage } from './messages';
import { renderEmail } from './render';
import {
  APP,
  CLAIM_URL,
  PAYOUT_SETTINGS_URL,
  cancellation,
  claim,
  claimApproved,
  claimDenied,
  claimInReview,
  claimInfoNeeded,
  claimPaid,
  confirmation,
  declarations,
  insuranceItem,
  paymentFailed,
  planLapsed,
  quote,
  receipt,
  untrustedPet,
  welcome,
} from './sample-emails';
import { formatDay } from './templates/layout';

/** What a reader sees in the HTML part: tags and comments out, entities decoded, spaces collapsed. */
function visible(html: string): string {
  return decode(
    html
      .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/div><\/div>/, ' ') // the inbox preview line
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** A sentence, or a row of a fact list (its label, value and the detail under the label, if any). */
type Fact = string | readonly [label: string, value: string, detail?: string];

/** Each fact, as a reader finds it, in the HTML part (a row's cells side by side) and in the text ("Label: value"). */
async function expectFacts(message: EmailMessage, facts: Fact[]) {
  const email = await renderEmail(message);
  const html = visible(email.html);
  const text = email.text.replace(/\s+/g, ' ');
  for (const fact of facts) {
    const [inHtml, inText] =
      typeof fact === 'string'
        ? [fact, fact]
        : fact[2] === undefined
          ? [`${fact[0]} ${fact[1]}`, `${fact[0]}: ${fact[1]}`]
          : [`${fact[0]} ${fact[2]} ${fact[1]}`, `${fact[0]} (${fact[2]}): ${fact[1]}`];
    expect({ fact: inHtml, inHtml: html.includes(inHtml) }).toEqual({ fact: inHtml, inHtml: true });
    expect({ fact: inText, inText: text.includes(inText) }).toEqual({ fact: inText, inText: true });
  }
  return email;
}

const everyTemplate: EmailMessage[] = [
  quote(),
  quote({ recipientVerified: false }),
  confirmation(),
  welcome(),
  receipt(),
  paymentFailed(),
  planLapsed(),
  cancellation(),
  claim(),
  claimInReview(),
  claimInReview({ appeal: true }),
  claimApproved(),
  claimApproved({ approvedCents: 0 }),
  claimDenied(),
  claimDenied({ canAppeal: false }),
  claimPaid(),
  claimPaid({ paidCents: 0, paidTo: 'nothing to pay', payoutReference: '' }),
  claimInfoNeeded(),
];

describe('every email', () => {
  test.each(everyTemplate.map((m) => [m.template, m] as const))(
    '%s: links are exactly the hrefs of the HTML, each shown in the text; one line of subject',
    async (_name, message) => {
      const email = await renderEmail(message);
      expect(email.links.length).toBeGreaterThan(0);
      expect(new Set(hrefs(email.html))).toEqual(new Set(email.links));
      for (const link of email.links) expect(email.text).toContain(link);
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      // The plain-text part is text: no tag survives the conversion.
      expect(email.text).not.toMatch(/<\/?[a-z][^>]*>/i);
      // Footer: why this email came, and how to reach us.
      for (const part of [visible(email.html), email.text]) {
        expect(part).toContain("You're getting this email because");
        expect(part).toContain('Questions? Reply to this email or call us Mon–Fri 9am–6pm ET');
        expect(part).toContain('Tailwise');
      }
    },
  );
});

describe('quote-saved', () => {
  test('verified: names, breeds, each pet’s price and the total per interval, savings, the quote link', async () => {
    const email = await expectFacts(quote(), [
      'Dana',
      'Rex (Golden Retriever)',
      'Miso (Siamese)',
      '$64.32 a month',
      '$31.88 a month',
      ['Total', '$96.20 a month'],
      'You save $5.05 a month',
      '$500 a year',
      '80%',
      'Unlimited',
      'Essential',
      'See my quote',
    ]);
    expect(email.subject).toBe('Your Tailwise quote: $96.20 a month');
    expect(email.links).toEqual([`${APP}/quote/resume?token=q_1&src=email`]);
  });

  test('unverified: nothing the visitor typed, pets by species and breed, only the quote link', async () => {
    const message = quote({
      recipientVerified: false,
      firstName: 'Eve see http://evil.example/y',
      billingInterval: 'year',
      pets: [
        untrustedPet,
        {
          name: 'Click evil.example now',
          species: 'cat',
          breedName: 'Siamese',
          insurance: null,
          wellness: { planName: 'Classic' },
          totalCents: 15000,
        },
      ],
      totalCents: 63600,
      discountTotalCents: 0,
    });
    const email = await expectFacts(message, [
      'Your dog (Golden Retriever)',
      'Your cat (Siamese)',
      '$486.00 a year',
      '$150.00 a year',
      ['Total', '$636.00 a year'],
    ]);
    for (const part of [email.subject, email.html, email.text]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Visit');
      expect(part).not.toContain('Eve');
      expect(part).not.toContain('Click');
    }
    expect(email.links).toEqual([`${APP}/quote/resume?token=q_1&src=email`]);
    expect(visible(email.html)).not.toContain('You save');
  });
});

test('email-confirmation: the button, the link, the expiry; no typed name to an unproven address', async () => {
  const email = await expectFacts(confirmation(), [
    'Confirm my email',
    `${APP}/confirm-email?token=ev_abc123`,
    '24 hours',
  ]);
  expect(email.subject).toBe('Confirm your email for Tailwise');
  expect(email.links).toEqual([`${APP}/confirm-email?token=ev_abc123`]);
  expect(email.html).not.toContain('Dana');
  expect(email.text).not.toContain('Dana');
});

describe('welcome-policy', () => {
  test('per plan: name, number, price, start, each waiting period’s end, deductible, reimbursement, limit', async () => {
    const email = await expectFacts(welcome({}, [declarations]), [
      'Welcome to Tailwise, Dana',
      "Rex's Accident & illness insurance",
      "Rex's Essential wellness plan",
      'TW-2026-004817',
      'TWW-2026-001209',
      '$61.33 a month',
      '$14.99 a month',
      ['Policy starts', 'Dec 1, 2026'],
      ['Plan starts', 'Dec 1, 2026'],
      // The rule (contract/cover): cover starts on the day of purchase; the waiting periods count from it.
      'Cover starts on the day you buy: Dec 1, 2026.',
      'Accidents are covered after 3 days, illnesses after 14 days and cruciate ligament conditions after 6 months',
      ['Accidents covered from', 'Dec 4, 2026'],
      ['Illnesses covered from', 'Dec 15, 2026'],
      ['Cruciate ligament conditions covered from', 'Jun 1, 2027'],
      ['Deductible', '$500 a year'],
      ['Reimbursement', '80%'],
      ['Yearly limit', '$10,000'],
      'We charged $76.32 to your card',
      'declarations page is attached',
      'Tailwise-declarations-TW-2026-004817.pdf',
      'Go to my dashboard',
    ]);
    expect(email.subject).toBe("Welcome to Tailwise: Rex's policy TW-2026-004817 and plan TWW-2026-001209");
    expect(email.links).toEqual([`${APP}/dashboard`]);
  });

  test('one policy: the subject names the pet and the policy; unlimited cover says so; payroll says who collects', async () => {
    const message = welcome({
      paymentMethod: 'PAYROLL',
      chargedCents: 0,
      billingInterval: 'year',
      items: [{ ...insuranceItem, priceCents: 72000, annualLimitCents: null }],
    });
    const email = await expectFacts(message, [['Yearly limit', 'Unlimited'], '$720.00 a year', 'payroll deduction']);
    expect(email.subject).toBe("Welcome to Tailwise: Rex's policy TW-2026-004817");
    // Without the PDF attached, the email doesn't claim it is.
    expect(email.text).not.toContain('attached');
  });

  test('several pets: the subject names them all', async () => {
    const email = await renderEmail(welcome({ items: [insuranceItem, { ...insuranceItem, petName: 'Miso' }] }));
    expect(email.subject).toBe('Welcome to Tailwise: cover for Rex and Miso');
  });
});

describe('receipt', () => {
  test('number, date, amount, card, and each line with the period it covers', async () => {
    const email = await expectFacts(receipt(), [
      ['Receipt number', 'ch_3QxY7b2e'],
      ['Date paid', 'Dec 1, 2026'],
      ['Amount paid', '$76.32'],
      ['Paid with', 'Visa •••• 4242'],
      ["Rex's Accident & illness insurance", '$61.33', 'Dec 1, 2026 – Dec 31, 2026'],
      ["Rex's Essential wellness plan", '$14.99', 'Dec 1, 2026 – Dec 31, 2026'],
    ]);
    expect(email.subject).toBe('Your Tailwise receipt: $76.32');
    expect(email.links).toEqual([`${APP}/dashboard/billing`]);
  });

  test('payroll: paid through the employer', async () => {
    await expectFacts(receipt({ paymentMethod: 'PAYROLL', cardBrand: null, cardLast4: null }), [
      ['Paid with', 'Payroll deduction through your employer'],
    ]);
  });
});

describe('payment-failed', () => {
  test('what happened, why, when we retry, the day cover lapses, and the card update link', async () => {
    const email = await expectFacts(paymentFailed(), [
      "Your payment didn't go through",
      '$76.32',
      'Mastercard •••• 5454',
      "Rex's Accident & illness insurance",
      'Your card has insufficient funds.',
      "We'll try your card again on Dec 4, 2026.",
      "If it's still unpaid after our last try on Dec 30, 2026",
      "Rex's cover ends on Dec 22, 2026, the last day paid for",
      'Update your card',
    ]);
    expect(email.subject).toBe("Your payment of $76.32 didn't go through");
    expect(email.links).toEqual([`${APP}/dashboard/billing/card`]);
  });

  test('after the last try: no retry date, still the lapse date', async () => {
    const email = await expectFacts(paymentFailed({ nextAttemptOn: null }), [
      "We won't try your card again",
      "Rex's cover ends on Dec 22, 2026",
    ]);
    expect(email.text).not.toContain("We'll try your card again");
  });
});

test('plan-lapsed: cover ended on the day, later visits unpaid, the amount due, the dashboard', async () => {
  const email = await expectFacts(planLapsed(), [
    "Rex's cover has ended",
    'the cover ended on Dec 30, 2026',
    "Vet visits after Dec 30, 2026 aren't covered, and claims for them won't be paid.",
    'TW-2026-004817',
    ['Amount due', '$76.32'],
    "we'll help you reinstate the plan once the $76.32 is paid",
    'See your plans',
  ]);
  expect(email.subject).toBe("Rex's cover ended on Dec 30, 2026");
  expect(email.links).toEqual([`${APP}/dashboard`]);
});

describe('cancellation', () => {
  test('the last day of cover, the refund and when it arrives', async () => {
    const email = await expectFacts(cancellation(), [
      'Your cancellation is confirmed',
      ['Last day of cover', 'Dec 30, 2026'],
      "We're refunding $42.10. Expect it by Jan 8, 2027.",
      'TW-2026-004817',
    ]);
    expect(email.subject).toBe("Cancellation confirmed: Rex's last day of cover is Dec 30, 2026");
    expect(email.text).not.toContain('free-look');
  });

  test('nothing to refund says so', async () => {
    const email = await expectFacts(cancellation({ refundCents: 0, refundExpectedBy: null }), ['No refund is due.']);
    expect(email.text).not.toContain('refunding');
  });

  test('free look: the full refund, in free-look words', async () => {
    await expectFacts(cancellation({ freeLook: true }), [
      'You canceled within your free-look period, so we refund every premium you paid for this plan.',
      "We're refunding $42.10.",
    ]);
  });
});

test('claim-received: number, pet, amount, date of service, clinic, the promise, the claim link', async () => {
  const email = await expectFacts(claim(), [
    ['Claim number', 'CL-2026-018342'],
    ['Pet', 'Rex'],
    ['Amount claimed', '$482.50'],
    ['Date of service', 'Dec 18, 2026'],
    ['Clinic', 'Riverside Animal Hospital'],
    "We'll email you at each step",
    "Most claims are decided in seconds; if a person needs to look, we'll tell you why and answer within 2 working days.",
    'View my claim',
  ]);
  expect(email.text).not.toContain('will review it');
  expect(email.subject).toBe('We received your claim for Rex');
  expect(email.links).toEqual([`${APP}/dashboard/claims/CL-2026-018342`]);
});

/** The facts every decision email states about its bill, in both parts. */
const BISCUITS_BILL: Fact[] = [
  ['Claim number', 'CLM-1A2B3C4D'],
  ['Pet', 'Biscuit'],
  ['Date of service', 'Dec 18, 2026'],
  ['Clinic', 'Riverside Animal Hospital'],
  ['Bill total', '$420.00'],
  'for the Dec 18, 2026 visit to Riverside Animal Hospital',
];

describe('claim decisions', () => {
  test.each(
    [claimInReview(), claimApproved(), claimDenied(), claimPaid(), claimInfoNeeded()].map((m) => [m.template, m]),
  )('%s: the subject names the pet and the claim number; the bill in both parts', async (_name, message) => {
    const email = await expectFacts(message, BISCUITS_BILL);
    expect(email.subject).toContain("Biscuit's claim CLM-1A2B3C4D");
  });

  test('in review: why a person looks, the day we answer by, the claim link', async () => {
    const email = await expectFacts(claimInReview(), [
      'A person is checking Biscuit',
      'most claims are decided in seconds',
      'Why a person is looking',
      'This is the first claim in the first 30 days of the policy: a person checks each of these',
      'The vet notes mention an ear problem, and we check it started after the cover began',
      "We'll answer by Dec 22, 2026.",
      'View my claim',
    ]);
    expect(email.subject).toBe("A person is checking Biscuit's claim CLM-1A2B3C4D");
    expect(email.links).toEqual([CLAIM_URL]);
    expect(email.text).not.toContain('appeal');
  });

  test('in review after an appeal: says the appeal arrived, not that the claim is new to a person', async () => {
    const email = await expectFacts(claimInReview({ appeal: true, reasons: ['You appealed the decision'] }), [
      'We received your appeal',
      'We have your appeal of our decision on Biscuit',
      'A person is now reviewing the claim again, with your note.',
      'You appealed the decision',
      "We'll answer by Dec 22, 2026.",
    ]);
    expect(email.subject).toBe("We received your appeal for Biscuit's claim CLM-1A2B3C4D");
    expect(email.text).not.toContain('decided in seconds');
    expect(email.text).not.toContain('A person is checking');
    expect(email.links).toEqual([CLAIM_URL]);
  });

  test('in review with no reasons given: no empty heading', async () => {
    const email = await renderEmail(claimInReview({ reasons: [' '] }));
    expect(email.text).not.toContain('Why a person is looking');
  });

  test('approved: the amount, how it was reached, the deductible, and the payout settings link', async () => {
    const email = await expectFacts(claimApproved(), [
      "Biscuit's claim is approved",
      '$256.00',
      "What we'll pay you",
      'How we worked it out',
      'Deductible applied: $100.00 (your deductible for this policy year is now met)',
      'We pay 80% of the remaining $320.00: $256.00',
      ['Deductible applied', '$100.00'],
      ['We pay', '$256.00'],
      "We don't have a way to pay you yet",
      'Add where we pay you',
    ]);
    expect(email.text).toContain(`Add where we pay you:\n${PAYOUT_SETTINGS_URL}`);
    expect(email.subject).toBe("Biscuit's claim CLM-1A2B3C4D is approved: we'll pay you $256.00");
    expect(email.links).toEqual([PAYOUT_SETTINGS_URL]);
  });

  test('approved for nothing (the deductible took the bill): no payout to ask for', async () => {
    const email = await expectFacts(claimApproved({ approvedCents: 0, amountCents: 8000, breakdown: [] }), [
      "The bill counts toward your deductible ($100.00 applied), so there's nothing for us to pay this time.",
      ['We pay', '$0.00'],
      'View my claim',
    ]);
    expect(email.subject).toBe("Biscuit's claim CLM-1A2B3C4D is approved");
    expect(email.links).toEqual([CLAIM_URL]);
    expect(email.text).not.toContain('Add where we pay you');
    expect(email.text).not.toContain('How we worked it out');
  });

  test('approved wellness claim: no deductible row', async () => {
    const email = await renderEmail(claimApproved({ claimType: 'WELLNESS', deductibleAppliedCents: 0 }));
    expect(email.text).toContain('Type: Wellness claim');
    expect(email.text).not.toContain('Deductible applied: $0.00');
  });

  test('denied: the reason in both parts, and how to appeal: once, within the window, from the claim page, with a note', async () => {
    const email = await expectFacts(claimDenied(), [
      "We can't pay Biscuit's claim",
      'The visit was on Dec 18, 2026, inside the 14-day waiting period for illnesses: illnesses are covered from Dec 20, 2026.',
      'Each claim can be appealed once.',
      'Appeal within 60 days of this decision, from the claim page',
      'add a note telling us why you think the decision is wrong, and a person reviews the claim again',
      'Appeal this decision',
    ]);
    expect(email.subject).toBe("We can't pay Biscuit's claim CLM-1A2B3C4D");
    expect(email.links).toEqual([CLAIM_URL]);
    expect(email.text).toContain(`Appeal this decision:\n${CLAIM_URL}`);
  });

  test('denied, no appeal left: no appeal link or instructions, still the reason and the claim', async () => {
    const email = await expectFacts(claimDenied({ canAppeal: false, appealWithinDays: 0 }), [
      'inside the 14-day waiting period for illnesses',
      "This decision can't be appealed",
      'View my claim',
    ]);
    for (const part of [visible(email.html), email.text]) {
      expect(part).not.toContain('Appeal this decision');
      expect(part).not.toContain('Appeal within');
      expect(part).not.toContain('0 days');
    }
    expect(email.links).toEqual([CLAIM_URL]);
  });

  test('denied: one day left reads as a day', async () => {
    await expectFacts(claimDenied({ appealWithinDays: 1 }), ['Appeal within 1 day of this decision']);
  });

  test('paid: the amount in large type, where it went, when, the reference, when it arrives, how it was reached', async () => {
    const email = await expectFacts(claimPaid(), [
      "We paid Biscuit's claim",
      'Sent to your Visa ending 4242 on Dec 19, 2026',
      'It usually shows on your statement within 1 to 2 business days.',
      'reply to this email with the reference po_7Hq2Lx9Vd3',
      ['Amount paid', '$256.00'],
      ['Paid to', 'Visa ending 4242'],
      ['Date paid', 'Dec 19, 2026'],
      ['Reference', 'po_7Hq2Lx9Vd3'],
      'Bill: $420.00',
      'We pay 80% of the remaining $320.00: $256.00',
      ['Deductible applied', '$100.00'],
      'View my claim',
    ]);
    expect(email.subject).toBe("We paid $256.00 for Biscuit's claim CLM-1A2B3C4D");
    expect(email.links).toEqual([CLAIM_URL]);
    // The amount is the large figure, not only a row of the table.
    expect(email.html).toMatch(/font-size:36px[^>]*>\$256\.00</);
  });

  test('paid to a bank account: reads as "your bank account"', async () => {
    await expectFacts(claimPaid({ paidTo: 'Bank account ending 6789', paidCents: 123456 }), [
      'Sent to your bank account ending 6789 on Dec 19, 2026',
      ['Paid to', 'Bank account ending 6789'],
      ['Amount paid', '$1,234.56'],
    ]);
  });

  test('paid nothing (the deductible took the bill): closed, with no payment, destination or reference', async () => {
    // What the sender queues for a claim closed at $0: a placeholder destination and no reference.
    const message = claimPaid({ paidCents: 0, paidTo: 'nothing to pay', payoutReference: '', breakdown: [] });
    const email = await expectFacts(message, [
      "Biscuit's claim is closed",
      'with nothing to pay: the bill went toward your deductible ($100.00 applied).',
      ['Deductible applied', '$100.00'],
      'View my claim',
    ]);
    expect(email.subject).toBe("Biscuit's claim CLM-1A2B3C4D is closed: nothing to pay");
    for (const part of [visible(email.html), email.text]) {
      expect(part).not.toContain('$0.00');
      expect(part).not.toContain('nothing to pay on');
      expect(part).not.toContain('Sent to');
      expect(part).not.toContain('Reference');
      expect(part).not.toContain('How we worked it out');
    }
    expect(email.links).toEqual([CLAIM_URL]);
  });

  test('info needed: the adjuster’s request quoted in both parts, and the upload link to the claim page', async () => {
    const email = await expectFacts(claimInfoNeeded(), [
      'We need something from you for Biscuit',
      'They asked:',
      "Please send Biscuit's full medical history from Riverside Animal Hospital for the last 12 months.",
      "The invoice alone doesn't say when the ear infection started.",
      'Upload it on the claim page',
    ]);
    expect(email.subject).toBe("We need something from you for Biscuit's claim CLM-1A2B3C4D");
    expect(email.links).toEqual([CLAIM_URL]);
    // Quoted as written: each of the adjuster's lines is its own quoted line in the text.
    expect(email.text).toContain("> Please send Biscuit's full medical history");
    expect(email.text).toContain("> The invoice alone doesn't say when the ear infection started.");
    expect(email.text).toContain(`Upload it on the claim page:\n${CLAIM_URL}`);
  });

  test('what the adjuster and the customer typed is escaped', async () => {
    const email = await renderEmail(
      claimInfoNeeded({ request: '<a href="http://evil.example">Send it here</a>', petName: '<b>Biscuit</b>' }),
    );
    expect(email.html).not.toContain('<a href="http://evil.example"');
    expect(email.html).not.toContain('<b>Biscuit</b>');
    expect(email.links).toEqual([CLAIM_URL]);
    expect(new Set(hrefs(email.html))).toEqual(new Set([CLAIM_URL]));
  });
});

test('what customers typed is escaped in the HTML and kept to one line in the subject', async () => {
  const email = await renderEmail(
    claim({ petName: '<script>alert(1)</script>\nBcc: x@evil.example', clinicName: '<img src=x onerror=alert(2)>' }),
  );
  expect(email.html).not.toContain('<script>');
  expect(email.html).not.toContain('<img src=x');
  expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(email.subject).toBe('We received your claim for <script>alert(1)</script> Bcc: x@evil.example');
});

test('wellness plans are named as plans, and unknown card brands still read', async () => {
  await expectFacts(paymentFailed({ planName: 'Classic', cardBrand: 'elo', cardLast4: '0001' }), [
    "Rex's Classic wellness plan",
    'Elo •••• 0001',
  ]);
  await expectFacts(paymentFailed({ cardBrand: null, cardLast4: null }), ['your card for']);
});

describe('formatDay', () => {
  test('an ISO day reads as that calendar day, whatever the time zone', () => {
    expect(formatDay('2026-12-30')).toBe('Dec 30, 2026');
    expect(formatDay('2027-01-01')).toBe('Jan 1, 2027');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
  });

  test('anything that is not a real ISO day throws rather than printing a wrong date', () => {
    expect(() => formatDay('2026-02-30')).toThrow();
    expect(() => formatDay('2026-12-30T23:00:00-05:00')).toThrow();
    expect(() => formatDay('')).toThrow();
  });
});
