// The FAQ, by section. Each question's id is its deep link: /faq#<id> opens and scrolls to it.
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@tailwise/shared';
import { coverRuleText } from '@tailwise/shared/contract/cover';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqSection {
  id: 'coverage' | 'claims' | 'billing' | 'wellness' | 'business';
  title: string;
  items: FaqItem[];
}

export const faqSections: readonly FaqSection[] = [
  {
    id: 'coverage',
    title: 'Coverage',
    items: [
      {
        id: 'what-does-pet-insurance-cover',
        question: 'What does Tailwise pet insurance cover?',
        answer: (
          <>
            <p>
              Our accident and illness plan covers the diagnosis and treatment of new injuries and illnesses: exams for
              a sick or injured pet, diagnostic tests and imaging, surgery, hospital stays, prescription medication,
              emergency and specialist care, cancer treatment, hereditary and congenital conditions, and chronic
              conditions such as diabetes and allergies.
            </p>
            <p>
              See the full list of <Link to="/pet-insurance-plans#covered">what is and is not covered</Link>.
            </p>
          </>
        ),
      },
      {
        id: 'what-is-not-covered',
        question: 'What is not covered?',
        answer: (
          <p>
            Pre-existing conditions (those that showed signs before your cover started or during a waiting period),
            routine and preventive care such as vaccines and check-ups (a wellness plan covers those), cosmetic
            procedures, breeding and pregnancy, and food, supplements and grooming. Your policy lists every exclusion.
          </p>
        ),
      },
      {
        id: 'what-are-the-waiting-periods',
        question: 'When does cover start, and how long are the waiting periods?',
        answer: (
          <p>
            {coverRuleText()} Anything that happens or shows signs during a waiting period is treated as pre-existing.
          </p>
        ),
      },
      {
        id: 'are-pre-existing-conditions-covered',
        question: 'Are pre-existing conditions covered?',
        answer: (
          <p>
            No. A condition that showed signs before your cover began, or during a waiting period, isn’t covered. A
            condition first diagnosed while your pet is covered keeps being covered when you renew: it never becomes
            pre-existing because it continues into a new policy year.
          </p>
        ),
      },
      {
        id: 'is-dental-care-covered',
        question: 'Is dental care covered?',
        answer: (
          <p>
            Insurance covers dental injuries, such as a tooth broken in an accident, and the treatment of dental illness
            such as gum disease when it is not pre-existing. Routine cleanings are preventive care: our Premium wellness
            plan includes a yearly allowance for one.
          </p>
        ),
      },
      {
        id: 'can-i-use-any-vet',
        question: 'Can I use any vet?',
        answer: (
          <p>
            Yes. You can visit any licensed veterinarian in the US, including emergency hospitals and specialists. There
            are no networks and no referrals needed to claim.
          </p>
        ),
      },
      {
        id: 'is-there-an-age-limit',
        question: 'Is there an age limit?',
        answer: (
          <p>
            Dogs and cats can be enrolled from 8 weeks old, and there is no upper age limit. Prices rise with age
            because older pets need more care, so enrolling young keeps your price lower and your pet’s future
            conditions covered.
          </p>
        ),
      },
    ],
  },
  {
    id: 'claims',
    title: 'Claims',
    items: [
      {
        id: 'how-do-claims-work',
        question: 'How do claims work?',
        answer: (
          <>
            <p>
              Pay your vet as usual, then send us a claim from your dashboard or the Tailwise app with a photo of the
              itemised invoice. For a new condition, we may ask your vet for your pet’s medical history. Most claims are
              decided within 5 business days, and approved reimbursements are paid by direct deposit.
            </p>
            <p>
              Signed in? <Link to="/dashboard/claims">Start a claim</Link>.
            </p>
          </>
        ),
      },
      {
        id: 'how-is-my-reimbursement-calculated',
        question: 'How is my reimbursement calculated?',
        answer: (
          <p>
            We take the eligible amount on your vet invoice, subtract whatever is left of your yearly deductible, and
            reimburse your chosen percentage (80%, 90% or 100%) of the rest, up to your yearly benefit. For example,
            with a $500 deductible and 90% reimbursement, a $2,000 bill pays back $1,350 if it’s your first claim of the
            year.
          </p>
        ),
      },
      {
        id: 'how-long-do-i-have-to-claim',
        question: 'How long do I have to send a claim?',
        answer: (
          <p>Send claims within 180 days of the treatment date. Sending them sooner means you are reimbursed sooner.</p>
        ),
      },
      {
        id: 'can-you-pay-my-vet-directly',
        question: 'Can you pay my vet directly?',
        answer: (
          <p>
            At participating clinics, yes: the clinic sends us the invoice and we pay our share directly, so you only
            pay your part at checkout. Ask your clinic, or tell them about our{' '}
            <Link to="/work-with-us#vet-clinics">vet clinic partnership</Link>.
          </p>
        ),
      },
      {
        id: 'what-if-my-claim-is-denied',
        question: 'What if I disagree with a claim decision?',
        answer: (
          <p>
            Every decision explains how it was calculated. If you think we got it wrong, reply from the claim in your
            dashboard or call us on {SUPPORT_PHONE}; a different member of our claims team will review it, usually
            within 10 business days.
          </p>
        ),
      },
    ],
  },
  {
    id: 'billing',
    title: 'Billing',
    items: [
      {
        id: 'how-much-does-pet-insurance-cost',
        question: 'How much does pet insurance cost?',
        answer: (
          <p>
            Your price depends on your pet’s species, breed and age, where you live, and the deductible, reimbursement
            level and yearly benefit you choose. Most dogs cost between $30 and $70 a month and most cats between $15
            and $40. <Link to="/start">Get a quote</Link> to see yours.
          </p>
        ),
      },
      {
        id: 'are-there-discounts',
        question: 'Are there any discounts?',
        answer: (
          <p>
            Yes. Each additional insured pet gets 10% off its insurance, and paying yearly instead of monthly saves 5%.
            Some employers and partners offer promo codes too.
          </p>
        ),
      },
      {
        id: 'when-am-i-charged',
        question: 'When am I charged?',
        answer: (
          <p>
            Your first payment is taken when you buy, then on the same day each month (or each year if you pay yearly).
            You can change your payment method at any time in your dashboard.
          </p>
        ),
      },
      {
        id: 'will-my-price-change',
        question: 'Will my price change?',
        answer: (
          <p>
            Prices can change at renewal, mostly because your pet is a year older and vet costs in your area change. We
            never raise your price because you made a claim. We tell you your new price at least 30 days before renewal.
          </p>
        ),
      },
      {
        id: 'how-do-i-cancel',
        question: 'How do I cancel?',
        answer: (
          <p>
            Call us or email {SUPPORT_EMAIL} at any time. If you cancel within 30 days of buying and haven’t made a
            claim, we refund every payment. After that, monthly plans stop at the end of the month you have paid for.
          </p>
        ),
      },
    ],
  },
  {
    id: 'wellness',
    title: 'Wellness plans',
    items: [
      {
        id: 'what-is-a-wellness-plan',
        question: 'What is a wellness plan?',
        answer: (
          <p>
            A wellness plan spreads the cost of routine care (exams, vaccines, parasite prevention, screening tests and,
            on Premium, a dental cleaning) into a monthly payment, with a yearly allowance for each service. It isn’t
            insurance, and there is no deductible or waiting period.
          </p>
        ),
      },
      {
        id: 'do-i-need-insurance-for-wellness',
        question: 'Do I need insurance to get a wellness plan?',
        answer: (
          <p>
            No. You can buy a wellness plan on its own, insurance on its own, or both. Already a customer?{' '}
            <Link to="/wellness">Add a wellness plan</Link> to a pet on your account.
          </p>
        ),
      },
      {
        id: 'how-do-wellness-allowances-work',
        question: 'How do the yearly allowances work?',
        answer: (
          <p>
            Each service in your plan has its own yearly allowance. When you claim, we reimburse the cost of that
            service up to what is left of its allowance, with no deductible. Allowances reset when your plan renews;
            unused amounts don’t carry over.
          </p>
        ),
      },
      {
        id: 'can-i-change-wellness-plan',
        question: 'Can I change my wellness plan?',
        answer: (
          <p>
            You can move to a different tier at renewal. Moving up mid-year is possible too; call us and we’ll adjust
            your allowances.
          </p>
        ),
      },
    ],
  },
  {
    id: 'business',
    title: 'For employers and partners',
    items: [
      {
        id: 'can-my-employer-offer-tailwise',
        question: 'Can my employer offer Tailwise as a benefit?',
        answer: (
          <p>
            Yes. Employers offer Tailwise as a voluntary benefit with group pricing and payroll deduction, at no cost to
            the company. Point your HR team to <Link to="/business">Tailwise for employers</Link>.
          </p>
        ),
      },
      {
        id: 'how-do-i-enroll-through-work',
        question: 'How do I enroll through my employer?',
        answer: (
          <p>
            Use the enrolment link or code your employer gave you, or start at{' '}
            <Link to="/enroll">enroll through work</Link>. Your group pricing and any employer promo are applied
            automatically.
          </p>
        ),
      },
      {
        id: 'do-you-work-with-brokers',
        question: 'Do you work with benefits brokers?',
        answer: (
          <p>
            We do. Brokers can quote, install and service groups with us; see{' '}
            <Link to="/business/brokers">Tailwise for brokers</Link>.
          </p>
        ),
      },
      {
        id: 'how-can-my-clinic-partner',
        question: 'How can my vet clinic partner with Tailwise?',
        answer: (
          <p>
            Partner clinics get direct payment and faster claim decisions for their clients. See{' '}
            <Link to="/work-with-us#vet-clinics">work with us</Link> to get started.
          </p>
        ),
      },
    ],
  },
];

export const allFaqIds: readonly string[] = faqSections.flatMap((s) => s.items.map((i) => i.id));
