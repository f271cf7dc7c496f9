import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@tailwise/shared';
import { privacyPolicyMeta } from '../../meta/privacy-policy';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {BRAND_NAME} provides pet insurance, pet wellness plans and related services through our website, apps and
        customer care team. In this policy, “we”, “us” and “our” mean {BRAND_NAME}, and “you” means anyone who uses our
        services or whose information we receive, including pet owners, people enrolling through an employer, and
        visitors to our website.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>Contact details: your name, email address, phone number and mailing address.</li>
          <li>
            Information about your pets: name, species, breed, age, and their medical history and vet records when you
            claim.
          </li>
          <li>Account and policy details: your cover choices, billing interval, and your claims and their outcomes.</li>
          <li>
            Payment information, which our payment processor handles; we keep only a token and the last four digits of
            your card.
          </li>
          <li>What you tell us when you contact customer care, answer a survey or write a review.</li>
        </ul>
        <h3>Information we collect automatically</h3>
        <ul>
          <li>
            Device and usage information: browser type, pages visited, and how you arrived (including marketing campaign
            tags in links).
          </li>
          <li>
            Error and performance reports that help us find and fix problems. When these include a replay of a session,
            all text is masked and all images and media are blocked before anything leaves your browser.
          </li>
        </ul>
        <h3>Information from others</h3>
        <ul>
          <li>Your veterinarian, when we need records to decide a claim.</li>
          <li>
            Your employer or benefits partner, if you enroll through work: usually your name, work email and
            eligibility.
          </li>
          <li>People who refer you to us, who may share your name and email with a referral link.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use information',
    body: (
      <ul>
        <li>To give you quotes, sell and service policies and wellness plans, and decide and pay claims.</li>
        <li>To verify your identity, prevent fraud and keep our services secure.</li>
        <li>To contact you about your account, renewals, claims and changes to our services.</li>
        <li>To send marketing you can opt out of at any time, and to measure which campaigns work.</li>
        <li>To improve our products, pricing and website, including with aggregated and de-identified data.</li>
        <li>To meet our legal and regulatory obligations as an insurance business.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How we share information',
    body: (
      <>
        <p>
          We do not sell your personal information, and we do not share it for cross-context behavioural advertising. We
          share it only:
        </p>
        <ul>
          <li>
            With the licensed insurer that underwrites your policy, and with reinsurers, as needed to provide your
            cover.
          </li>
          <li>
            With service providers who work on our behalf (payment processing, hosting, email, customer support tools,
            analytics), under contracts that limit their use of it.
          </li>
          <li>With your veterinarian, to request records or, at partner clinics, to pay them directly.</li>
          <li>
            With your employer or benefits partner, limited to enrolment status and payroll deductions, if you enroll
            through work.
          </li>
          <li>When the law requires it, to protect rights and safety, or to investigate fraud.</li>
          <li>As part of a merger or sale of our business, under this policy’s protections.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and similar technologies',
    body: (
      <p>
        We use cookies and local storage to keep you signed in, remember your quote as you move between pages, and
        understand how our website is used. You can block cookies in your browser settings; some features, such as
        saving a quote, may then not work.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can update your details in your dashboard and unsubscribe from marketing emails using the link in any
          email. You can also ask us to:
        </p>
        <ul>
          <li>tell you what personal information we hold about you and give you a copy;</li>
          <li>correct information that is inaccurate;</li>
          <li>delete your information, unless we must keep it, for example to meet insurance record-keeping laws.</li>
        </ul>
        <h3>California residents</h3>
        <p>
          Under the California Consumer Privacy Act, as amended, you have the rights to know, to delete, to correct, and
          to limit the use of sensitive personal information, and the right not to be discriminated against for using
          these rights. Because we do not sell or share personal information as that law defines it, there is nothing to
          opt out of. You may use an authorised agent to make a request on your behalf; we will ask the agent for proof
          of their authority and may need to verify your identity.
        </p>
        <p>
          To make any request, email {SUPPORT_EMAIL} or call {SUPPORT_PHONE}. We respond within 45 days.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <p>
        We keep policy and claims records for as long as insurance law requires, generally seven years after your policy
        ends. We keep quote information for up to two years, and marketing preferences until you change them.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    body: (
      <p>
        We encrypt information in transit and at rest, limit access to the people who need it, and test our systems
        regularly. No system is perfectly secure, so please keep your password private and tell us straight away if you
        think your account has been accessed without permission.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our services are for adults. We do not knowingly collect information from children under 13, and you must be 18
        or older to buy a policy.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any changes here and update the date at the top. If a change materially affects how we use your
        information, we will tell you by email before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about privacy? Email {SUPPORT_EMAIL} with “Privacy” in the subject line, or call {SUPPORT_PHONE}.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      meta={privacyPolicyMeta}
      title="Privacy policy"
      updated="2026-09-01"
      intro={
        <p>
          Your pet’s health records and your family’s details deserve care. This policy explains what we collect, why,
          who we share it with, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
