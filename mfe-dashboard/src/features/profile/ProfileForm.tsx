// Names, phone and shipping address, saved with PATCH /me/profile/. Checked with the API's schema as the
// customer types; the server's own field messages land on their inputs (dotted paths included) and
// nothing typed is ever cleared by an error.
import { Button, colors, mq, space } from '@tailwise/shared';
import type { Me } from '@tailwise/shared/contract';
import { Form, Select, TextInput, useSubmit, useZodForm } from '@tailwise/shared/form';
import { useMemo } from 'react';
import {
  PROFILE_FIELD_MAP,
  profileDefaults,
  profileFormSchema,
  STATE_OPTIONS,
  type ProfileFormValues,
} from './profile-form';
import { useUpdateProfile } from './api/update-profile';

const twoColumns = {
  display: 'grid',
  gap: space(5),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;

const fieldsetStyle = { border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: space(5) } as const;

const legendStyle = { padding: 0, marginBottom: space(4), fontSize: '1.125rem', fontWeight: 700, color: colors.ink };

export function ProfileForm({ me }: { me: Me }) {
  const schema = useMemo(() => profileFormSchema(me.shippingAddress !== null), [me.shippingAddress]);
  const form = useZodForm(schema, { defaultValues: profileDefaults(me) });
  const update = useUpdateProfile();
  const submit = useSubmit(form, {
    send: (body) => update.mutateAsync(body),
    onSent: (next) => form.reset(profileDefaults(next)),
    fieldMap: PROFILE_FIELD_MAP,
    fallbackMessage: 'We could not save your details just now. Please try again.',
  });

  return (
    <Form form={form} aria-labelledby="contact-details-title" formError={submit.formError} onValid={submit.onValid}>
      <h2 id="contact-details-title" css={{ margin: 0, fontSize: '1.375rem', color: colors.ink }}>
        Contact details
      </h2>
      <div css={twoColumns}>
        <TextInput<ProfileFormValues> name="firstName" label="First name" autoComplete="given-name" />
        <TextInput<ProfileFormValues> name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextInput<ProfileFormValues>
        name="phone"
        label="Phone"
        optional
        type="tel"
        autoComplete="tel"
        hint="A 10-digit US number, for questions about a claim."
        css={{ [mq.sm]: { maxWidth: '20rem' } }}
      />
      <fieldset css={fieldsetStyle}>
        <legend css={legendStyle}>Shipping address</legend>
        <TextInput<ProfileFormValues>
          name="shippingAddress.address"
          label="Street address"
          autoComplete="address-line1"
        />
        <TextInput<ProfileFormValues>
          name="shippingAddress.addressComponent"
          label="Apartment, suite or unit"
          optional
          autoComplete="address-line2"
        />
        <TextInput<ProfileFormValues> name="shippingAddress.city" label="City" autoComplete="address-level2" />
        <div css={twoColumns}>
          <Select<ProfileFormValues>
            name="shippingAddress.state"
            label="State"
            options={STATE_OPTIONS}
            placeholder="Choose a state"
            autoComplete="address-level1"
          />
          <TextInput<ProfileFormValues>
            name="shippingAddress.zipCode"
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
      </fieldset>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(4) }}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save details'}
        </Button>
        <p aria-live="polite" css={{ margin: 0, color: colors.success, fontWeight: 600 }}>
          {submit.sent && !form.formState.isDirty ? 'Your details are saved.' : ''}
        </p>
      </div>
    </Form>
  );
}
