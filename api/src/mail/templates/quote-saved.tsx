// A saved quote, sent to whatever address the visitor typed. Until the recipient has proved the address is
// theirs, the email carries nothing the visitor typed: pets go by species and breed, and there is no name.
import { Fragment } from 'react';
import type { QuoteSavedData, Species } from '../messages';
import { ActionButton, EmailLayout, Facts, P, Subheading, Title, formatCents, perInterval } from './layout';
import type { EmailTemplate } from './layout';

type QuotedPet = QuoteSavedData['pets'][number];

/** What the recipient may see: with an unproven address, the typed names are gone before anything renders. */
export function withoutTypedText(data: QuoteSavedData): QuoteSavedData {
  if (data.recipientVerified) return data;
  return { ...data, firstName: null, pets: data.pets.map((pet) => ({ ...pet, name: null })) };
}

const SPECIES_WORD: Record<Species, string> = { dog: 'dog', cat: 'cat' };

function petLabel(pet: QuotedPet, verified: boolean): string {
  const name = verified ? pet.name?.trim() : undefined;
  return name ? `${name} (${pet.breedName})` : `Your ${SPECIES_WORD[pet.species]} (${pet.breedName})`;
}

function QuoteSaved({ data: unsafe }: { data: QuoteSavedData }) {
  const data = withoutTypedText(unsafe);
  const verified = data.recipientVerified;
  const firstName = verified ? data.firstName?.trim() : undefined;
  const interval = data.billingInterval;
  return (
    <EmailLayout
      preview={`Your quote: ${perInterval(data.totalCents, interval)}. Open it any time to enroll.`}
      reason="You're getting this email because someone asked us to save a Tailwise quote for this address. If that wasn't you, you can ignore it."
    >
      <Title>{firstName ? `${firstName}, your quote is saved` : 'Your quote is saved'}</Title>
      <P>Here's what you picked. Open your quote any time to change the options or to enroll.</P>
      {data.pets.map((pet, index) => (
        <Fragment key={index}>
          <Subheading>{petLabel(pet, verified)}</Subheading>
          <Facts
            rows={[
              pet.insurance && ['Insurance', 'Accident & illness'],
              pet.insurance && ['Deductible', `${formatCents(pet.insurance.deductible * 100, { whole: true })} a year`],
              pet.insurance && ['Reimbursement', `${pet.insurance.reimbursementPercent}%`],
              pet.insurance && ['Yearly limit', pet.insurance.isUncapped ? 'Unlimited' : 'Standard limit'],
              pet.wellness && ['Wellness plan', pet.wellness.planName],
              ['Price', perInterval(pet.totalCents, interval)],
            ]}
          />
        </Fragment>
      ))}
      <Facts rows={[['Total', <strong key="total">{perInterval(data.totalCents, interval)}</strong>]]} />
      {data.discountTotalCents > 0 && (
        <P>You save {perInterval(data.discountTotalCents, interval)} with your discounts, already in the total.</P>
      )}
      <ActionButton href={data.quoteUrl}>See my quote</ActionButton>
    </EmailLayout>
  );
}

export const quoteSaved: EmailTemplate<QuoteSavedData> = {
  subject: (data) => `Your Tailwise quote: ${perInterval(data.totalCents, data.billingInterval)}`,
  links: (data) => [data.quoteUrl],
  Email: QuoteSaved,
};
