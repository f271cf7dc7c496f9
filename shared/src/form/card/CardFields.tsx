// The card entry's four fields, laid out and formatted the same wherever a card is taken: the number in
// groups with its brand named as it is recognised, the expiry as MM / YY, the security code and ZIP.
import { mq, space } from '@tailwise/shared';
import { cardBrand, cardBrandName } from '@tailwise/shared/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from '../TextInput';
import { formatCardNumber, formatExpiry, type CardEntryValues } from './card-entry';

/** Expiry, code and ZIP side by side from the small-tablet width up; on a phone the expiry has its own row. */
const detailsRowStyle = {
  display: 'grid',
  gap: space(4),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;
const expiryStyle = { gridColumn: 'span 2', [mq.sm]: { gridColumn: 'auto' } } as const;

export interface CardFieldsProps {
  /** The billing ZIP is optional where the card is checked without it (the wallet). */
  postalCodeOptional?: boolean;
}

/** The fields of a CardEntryValues form (inside the kit's <Form>). */
export function CardFields({ postalCodeOptional = false }: CardFieldsProps) {
  const form = useFormContext<CardEntryValues>();
  const number = useWatch<CardEntryValues, 'number'>({ name: 'number' }) ?? '';
  const digits = number.replace(/\D/g, '');
  const brand = cardBrand(digits);
  return (
    <>
      <TextInput<CardEntryValues>
        name="number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        hint={
          digits.length >= 2 && brand !== 'unknown'
            ? cardBrandName(brand)
            : 'Visa, Mastercard, American Express or Discover'
        }
        registerOptions={{ onChange: (e) => form.setValue('number', formatCardNumber(String(e.target.value))) }}
      />
      <div css={detailsRowStyle}>
        <TextInput<CardEntryValues>
          name="expiry"
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          css={expiryStyle}
          registerOptions={{ onChange: (e) => form.setValue('expiry', formatExpiry(String(e.target.value))) }}
        />
        <TextInput<CardEntryValues>
          name="cvc"
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
        <TextInput<CardEntryValues>
          name="postalCode"
          label="Billing ZIP"
          optional={postalCodeOptional}
          inputMode="numeric"
          autoComplete="billing postal-code"
          maxLength={10}
        />
      </div>
    </>
  );
}
