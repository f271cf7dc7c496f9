// Checkout's details: shipping address (its ZIP checked against the state, as checkout will), billing
// address or "same as shipping", phone and the terms. Every keystroke is stored, so a refresh keeps it.
import { Button, publicPaths, storageKeys, useStoredState, writeStored } from '@tailwise/shared';
import { US_STATES, type Lead, type Me } from '@tailwise/shared/contract';
import { Checkbox, Form, Select, TextInput, useZodForm } from '@tailwise/shared/form';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { STATE_NAMES } from '../../price/why-this-price';
import { fieldsetResetStyle, legendStyle, stepActionsStyle, twoColumnsStyle } from '../checkout-styles';
import {
  DetailsFormSchema,
  toAddressFields,
  type AddressFields,
  type DetailsFormValues,
  type ShippingDraft,
} from './details-form';
import { stateForZip } from '../../common/zip-state';

const stateOptions = US_STATES.map((s) => ({ value: s, label: STATE_NAMES[s] }));
const termsLinkProps = { target: '_blank', rel: 'noopener' } as const;

function AddressFieldset({ prefix, legend }: { prefix: 'shipping' | 'billing'; legend: string }) {
  const auto = prefix === 'shipping' ? 'shipping' : 'billing';
  return (
    <fieldset css={fieldsetResetStyle}>
      <legend css={legendStyle}>{legend}</legend>
      <div css={twoColumnsStyle}>
        <TextInput<DetailsFormValues>
          name={`${prefix}.firstName`}
          label="First name"
          autoComplete={`${auto} given-name`}
        />
        <TextInput<DetailsFormValues>
          name={`${prefix}.lastName`}
          label="Last name"
          autoComplete={`${auto} family-name`}
        />
      </div>
      <TextInput<DetailsFormValues>
        name={`${prefix}.address`}
        label="Street address"
        autoComplete={`${auto} address-line1`}
      />
      <TextInput<DetailsFormValues>
        name={`${prefix}.addressComponent`}
        label="Apartment, suite or unit"
        optional
        autoComplete={`${auto} address-line2`}
      />
      <TextInput<DetailsFormValues> name={`${prefix}.city`} label="City" autoComplete={`${auto} address-level2`} />
      <div css={twoColumnsStyle}>
        <Select<DetailsFormValues>
          name={`${prefix}.state`}
          label="State"
          placeholder="Choose a state"
          options={stateOptions}
          autoComplete={`${auto} address-level1`}
        />
        <TextInput<DetailsFormValues>
          name={`${prefix}.zipCode`}
          label="ZIP code"
          inputMode="numeric"
          maxLength={5}
          autoComplete={`${auto} postal-code`}
        />
      </div>
    </fieldset>
  );
}

export interface DetailsStepProps {
  me: Me | undefined;
  lead: Lead | undefined;
  quizZip: string | null;
  onDone: () => void;
  onBack: () => void;
}

/** The form's starting values: what was typed before, else the profile, else the lead and the quiz's ZIP. */
function startingValues(
  draft: unknown,
  billing: unknown,
  matchShipping: boolean,
  me?: Me,
  lead?: Lead,
  quizZip?: string | null,
): DetailsFormValues {
  const zip = quizZip ?? lead?.zipCode ?? '';
  const fromLead: Partial<AddressFields> = {
    firstName: lead?.firstName ?? '',
    lastName: lead?.lastName ?? '',
    city: lead?.city ?? '',
    zipCode: zip,
    state: lead?.state ?? stateForZip(zip) ?? '',
  };
  const profile = me?.shippingAddress ? toAddressFields(me.shippingAddress) : null;
  const shipping = toAddressFields(draft, profile ?? fromLead);
  const d = (typeof draft === 'object' && draft !== null ? draft : {}) as ShippingDraft & { terms?: boolean };
  return {
    shipping,
    phone: typeof d.phone === 'string' ? d.phone : (me?.phone ?? ''),
    matchShipping,
    billing: toAddressFields(billing),
    terms: d.terms === true,
  };
}

export function DetailsStep({ me, lead, quizZip, onDone, onBack }: DetailsStepProps) {
  const [draft] = useStoredState(storageKeys.shipping);
  const [billing] = useStoredState(storageKeys.billing);
  const [matchShipping] = useStoredState(storageKeys.matchShipping);
  const form = useZodForm(DetailsFormSchema, {
    defaultValues: startingValues(draft, billing, matchShipping !== false, me, lead, quizZip),
  });
  const values = useWatch({ control: form.control }) as DetailsFormValues;

  // Keep what is typed (a refresh or a trip back to the price keeps it).
  useEffect(() => {
    writeStored(storageKeys.shipping, { ...values.shipping, phone: values.phone, terms: values.terms });
    writeStored(storageKeys.matchShipping, values.matchShipping);
    if (!values.matchShipping) writeStored(storageKeys.billing, values.billing);
  }, [values]);

  // A complete ZIP fills in an empty state; a wrong state is reported next to the ZIP, not silently changed.
  const shippingZip = values.shipping?.zipCode ?? '';
  useEffect(() => {
    const state = stateForZip(shippingZip);
    if (state && !form.getValues('shipping.state')) form.setValue('shipping.state', state, { shouldValidate: true });
  }, [shippingZip, form]);

  return (
    <Form form={form} onValid={onDone} aria-label="Your details">
      <AddressFieldset prefix="shipping" legend="Your address" />
      <TextInput<DetailsFormValues>
        name="phone"
        label="Mobile phone"
        type="tel"
        autoComplete="tel-national"
        hint="For questions about your policy or a claim. We never sell your number."
      />
      <Checkbox<DetailsFormValues> name="matchShipping" label="My billing address is the same as my address" />
      {values.matchShipping === false && <AddressFieldset prefix="billing" legend="Billing address" />}
      <Checkbox<DetailsFormValues>
        name="terms"
        label={
          <>
            I agree to the{' '}
            <a href={publicPaths.terms} {...termsLinkProps}>
              terms of service
            </a>{' '}
            and the{' '}
            <a href={publicPaths.privacyPolicy} {...termsLinkProps}>
              privacy policy
            </a>
            .
          </>
        }
      />
      <div css={stepActionsStyle}>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" size="lg">
          Continue
        </Button>
      </div>
    </Form>
  );
}
