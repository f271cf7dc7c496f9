import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@tailwise/shared';
import { Link } from 'react-router-dom';
import { COVER_START_RULE, waitingPeriodsSentence } from '@tailwise/shared/contract/cover';
import { formatWholeDollars } from '@tailwise/shared/format';
import { californiaDisclosureMeta } from '../../meta/california-disclosure';
import { reimbursementFor } from '../insurance-plans/sample-quote';
import { CALIFORNIA as CA } from './california-terms';
import { LegalPage, type LegalSection } from './LegalPage';

const reimbursement = (coinsurance: number) => `${100 - coinsurance}%`;
const offered = [...CA.coinsurancePercents]
  .sort((a, b) => b - a)
  .map(reimbursement)
  .join(' or ');
const EXAMPLE = { bill: 2000, deductible: 500 };

const sections: LegalSection[] = [
  {
    id: 'about-this-disclosure',
    title: 'About this disclosure',
    body: (
      <p>
        California Insurance Code sections 12880 to 12880.4 require pet insurers to explain certain terms clearly before
        you buy. This page describes how {BRAND_NAME} accident and illness insurance works for policies issued to
        California residents. Your policy documents contain the complete terms.
      </p>
    ),
  },
  {
    id: 'reimbursement-options',
    title: 'Reimbursement options in California',
    body: (
      <>
        <p>
          In California, our plan is filed with <strong>{offered} reimbursement</strong> only, which means coinsurance
          of {CA.coinsurancePercents.join('% or ')}%: the share of each eligible bill you pay after your deductible.
        </p>
        <ul>
          <li>
            The{' '}
            <strong>
              100% reimbursement ({CA.excludedCoinsurancePercent}% coinsurance) option offered in other states is not
              available in California.
            </strong>
          </li>
          <li>
            Unless you choose otherwise, California policies are quoted with{' '}
            <strong>{reimbursement(CA.defaultCoinsurancePercent)} reimbursement</strong> ({CA.defaultCoinsurancePercent}
            % coinsurance).
          </li>
          <li>
            If you move to California, your policy changes to one of these options at your next renewal, and we tell you
            the new price first.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'deductibles',
    title: 'Deductibles',
    body: (
      <p>
        You choose a yearly deductible of {CA.deductibles.slice(0, -1).map(formatWholeDollars).join(', ')} or{' '}
        {formatWholeDollars(CA.deductibles[CA.deductibles.length - 1]!)}; quotes start at{' '}
        {formatWholeDollars(CA.defaultDeductible)}. The deductible applies once per policy year across all conditions,
        not to each condition or each visit.
      </p>
    ),
  },
  {
    id: 'benefit-limits',
    title: 'Benefit limits',
    body: (
      <p>
        You choose a yearly benefit of {formatWholeDollars(CA.cappedAnnualLimitDollars)} per policy year, or an
        unlimited yearly benefit. There are no per-incident, per-condition or lifetime limits.
      </p>
    ),
  },
  {
    id: 'how-reimbursement-is-calculated',
    title: 'How reimbursement is calculated',
    body: (
      <>
        <p>
          We reimburse based on your veterinarian’s actual invoice, not a schedule of usual or customary fees. From the
          eligible amount we subtract any deductible not yet met this policy year, then pay your reimbursement
          percentage of the rest, up to your yearly benefit.
        </p>
        <p>
          <strong>Example:</strong> a {formatWholeDollars(EXAMPLE.bill)} eligible bill, a{' '}
          {formatWholeDollars(EXAMPLE.deductible)} deductible not yet met and{' '}
          {reimbursement(CA.defaultCoinsurancePercent)} reimbursement: ({formatWholeDollars(EXAMPLE.bill)} −{' '}
          {formatWholeDollars(EXAMPLE.deductible)}) × {reimbursement(CA.defaultCoinsurancePercent)} ={' '}
          <strong>
            {formatWholeDollars(reimbursementFor(EXAMPLE.bill, EXAMPLE.deductible, CA.defaultCoinsurancePercent))}
          </strong>{' '}
          reimbursed.
        </p>
      </>
    ),
  },
  {
    id: 'waiting-periods',
    title: 'Waiting periods',
    body: (
      <p>
        {COVER_START_RULE}: that day is your policy’s effective date. {waitingPeriodsSentence(CA.waitingPeriods)},
        counted from the effective date.
      </p>
    ),
  },
  {
    id: 'pre-existing-conditions',
    title: 'Pre-existing conditions',
    body: (
      <>
        <p>
          A pre-existing condition is one for which a veterinarian provided medical advice, your pet received treatment,
          or your pet showed signs or symptoms, before your policy’s effective date or during a waiting period.
          Pre-existing conditions are not covered.
        </p>
        <p>
          A condition first diagnosed while your pet is covered is not treated as pre-existing when your policy renews.
          We do not require a veterinary exam to enroll; when you claim, we may review your pet’s medical records to
          apply this definition.
        </p>
      </>
    ),
  },
  {
    id: 'premiums-and-renewal',
    title: 'Premiums and renewal',
    body: (
      <>
        <p>
          Your premium depends on your pet’s species, breed and age, where you live, and the deductible, reimbursement
          and yearly benefit you choose. Premiums may change at renewal because your pet is older, because you move, or
          because of changes to our filed rates for everyone.
        </p>
        <p>
          We do not raise your premium because you made claims. We send your renewal terms at least{' '}
          {CA.renewalNoticeDays} days before your policy renews.
        </p>
      </>
    ),
  },
  {
    id: 'right-to-cancel',
    title: 'Your right to cancel',
    body: (
      <p>
        You may cancel within {CA.freeLookDays} days of receiving your policy for a full refund of premium paid, as long
        as no claim has been paid. After that, you may cancel at any time and receive a refund of any unearned premium.
      </p>
    ),
  },
  {
    id: 'wellness-plans',
    title: 'Wellness plans are not insurance',
    body: (
      <p>
        Our wellness plans are not insurance. They are sold separately from insurance, you do not have to buy one to buy
        insurance, and their prices and allowances are shown separately. See{' '}
        <Link to="/pet-wellness-plans">wellness plans</Link>.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Questions and complaints',
    body: (
      <>
        <p>
          Contact us first at {SUPPORT_PHONE} or {SUPPORT_EMAIL}. If you are not satisfied with our answer, you may
          contact the California Department of Insurance Consumer Hotline at {CA.departmentOfInsurancePhone}, or online
          at insurance.ca.gov.
        </p>
      </>
    ),
  },
];

export default function CaliforniaDisclosurePage() {
  return (
    <LegalPage
      meta={californiaDisclosureMeta}
      title="California pet insurance disclosure"
      updated="2026-09-01"
      intro={
        <p>
          If you live in California, these terms apply to your {BRAND_NAME} pet insurance. The main difference from
          other states: reimbursement is {offered}, and the 100% option is not offered.
        </p>
      }
      sections={sections}
    />
  );
}
