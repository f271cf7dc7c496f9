import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@tailwise/shared';
import { Link } from 'react-router-dom';
import { termsMeta } from '../../meta/terms';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    id: 'accepting-these-terms',
    title: 'Accepting these terms',
    body: (
      <p>
        These terms govern your use of the {BRAND_NAME} website, apps and online services. By using them you agree to
        these terms and to our <Link to="/privacy_policy">privacy policy</Link>. Your insurance policy and any wellness
        plan agreement are separate contracts: if they differ from these terms, they take precedence for your cover.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use our services',
    body: (
      <p>
        You must be at least 18 years old and live in the United States to buy a policy or a wellness plan. Cover is
        available for dogs and cats.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          Give us accurate, complete information and keep it up to date, including your pet’s medical history when we
          ask for it.
        </li>
        <li>
          Keep your password private. You are responsible for what happens in your account unless you tell us it has
          been misused.
        </li>
        <li>We may suspend an account that is used fraudulently or in breach of these terms.</li>
      </ul>
    ),
  },
  {
    id: 'quotes-and-prices',
    title: 'Quotes and prices',
    body: (
      <p>
        A quote is based on the information you give us and the prices in effect that day. Examples and sample prices on
        our website are illustrations only. Your price is confirmed when you buy, and it can change at renewal as
        described in your policy.
      </p>
    ),
  },
  {
    id: 'insurance-and-wellness',
    title: 'Insurance and wellness plans',
    body: (
      <>
        <p>
          Insurance is provided under the terms, conditions, limits and exclusions of your policy, which is issued by a
          licensed insurer. Summaries on our website, including coverage lists and FAQs, don’t change your policy.
        </p>
        <p>
          Wellness plans are not insurance. They reimburse routine care up to yearly allowances as set out in your plan
          agreement.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Don’t submit false or misleading information, including in a claim.</li>
        <li>Don’t try to access accounts or systems that aren’t yours, or interfere with how our services work.</li>
        <li>Don’t scrape, copy or resell our content or prices without our written permission.</li>
      </ul>
    ),
  },
  {
    id: 'veterinary-information',
    title: 'Veterinary information and VeTalk',
    body: (
      <p>
        Articles, guides and VeTalk consultations give general information and advice. They don’t replace an examination
        by your own veterinarian. If your pet may be seriously ill or injured, contact your vet or an emergency animal
        hospital straight away.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our content',
    body: (
      <p>
        The {BRAND_NAME} name, logo, website design, text, illustrations and software belong to us or our licensors. You
        may view and print pages for your own personal use.
      </p>
    ),
  },
  {
    id: 'links',
    title: 'Links to other websites',
    body: (
      <p>
        We link to other websites, such as app stores and social networks, for your convenience. We are not responsible
        for their content or practices.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        We work hard to keep our services available and accurate, but we provide the website and apps “as is” and can’t
        promise they will always be uninterrupted or error-free. Nothing in these terms limits rights you have under
        your policy or under law that cannot be limited.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of
        the website or apps. This does not affect our obligations under your insurance policy or wellness plan.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Complaints and disputes',
    body: (
      <p>
        If something goes wrong, please tell us first: most problems are solved quickly by our customer care team.
        Complaints about your insurance can also be made to your state’s department of insurance. These terms are
        governed by the laws of the State of Ohio, except where your state’s law applies.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will post the new version here with a new date, and tell you by email about
        significant changes.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Email {SUPPORT_EMAIL} or call {SUPPORT_PHONE}.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      meta={termsMeta}
      title="Terms of use"
      updated="2026-09-01"
      intro={
        <p>
          Please read these terms before using Tailwise. They are written to be read, so if anything is unclear, ask us.
        </p>
      }
      sections={sections}
    />
  );
}
