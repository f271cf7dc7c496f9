import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tailwise/shared';
import {
  applyServerErrors,
  Checkbox,
  Field,
  Form,
  FormSent,
  mapFieldPath,
  RadioCards,
  Select,
  TextInput,
  useZodForm,
  type ZodForm,
} from '@tailwise/shared/form';
import { useState } from 'react';
import { z } from 'zod';

const profileSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  shippingAddress: z.object({ zipCode: z.string().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code') }),
  terms: z.boolean().refine((v) => v, 'Accept the terms to continue'),
});
type Profile = z.output<typeof profileSchema>;

function ProfileForm({
  onValid,
  serverError,
  fieldMap,
}: {
  onValid?: (v: Profile) => void;
  serverError?: unknown;
  fieldMap?: Record<string, string>;
}) {
  const form = useZodForm(profileSchema, {
    defaultValues: { name: '', email: '', shippingAddress: { zipCode: '' }, terms: false },
  });
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <Form
      form={form}
      formError={formError}
      aria-label="Profile"
      onValid={async (values) => {
        if (serverError) setFormError(applyServerErrors(form, serverError, { fieldMap })[0] ?? null);
        else onValid?.(values);
      }}
    >
      <TextInput name="name" label="Full name" hint="As on your card" autoComplete="name" />
      <TextInput name="email" label="Email" type="email" />
      <TextInput name="shippingAddress.zipCode" label="ZIP code" inputMode="numeric" />
      <Checkbox
        name="terms"
        label={
          <>
            I accept the <a href="/terms">terms</a>
          </>
        }
      />
      <button type="submit">Save</button>
    </Form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), ' Ada@Example.com');
  await user.type(screen.getByLabelText('ZIP code'), '10001');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
}

describe('Form and ErrorSummary', () => {
  it('shows no summary until a submit, then focuses it and links each message to its field', async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    await user.click(screen.getByLabelText(/Full name/));
    await user.tab();
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('ZIP code'), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = screen.getAllByRole('link', { name: /:/ });
    expect(links.map((l) => l.textContent)).toEqual([
      'Full name: Enter your name',
      'Email: Enter a valid email address',
      'ZIP code: Enter a 5-digit ZIP code',
      'I accept the terms: Accept the terms to continue',
    ]);
    expect(links[2]).toHaveAttribute('href', `#${screen.getByLabelText('ZIP code').id}`);

    await user.click(screen.getByRole('link', { name: 'ZIP code: Enter a 5-digit ZIP code' }));
    expect(screen.getByLabelText('ZIP code')).toHaveFocus();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('123');
    await user.click(screen.getByRole('link', { name: /I accept the terms:/ }));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveFocus();
  });

  it('wires hint and error to the control with aria-describedby and aria-invalid, in a live region', async () => {
    const user = userEvent.setup();
    render(<ProfileForm />);
    const name = screen.getByLabelText(/Full name/);
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(name).toHaveAccessibleDescription('As on your card');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('As on your card Enter your name');
    const error = document.getElementById(`${name.id}-error`)!;
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription(
      'Accept the terms to continue',
    );
  });

  it('submits the schema’s output once valid', async () => {
    const user = userEvent.setup();
    const seen: Profile[] = [];
    render(<ProfileForm onValid={(v) => void seen.push(v)} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      shippingAddress: { zipCode: '10001' },
      terms: true,
    });
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
  });
});

describe('Field', () => {
  it('gives a plain control its id, description and invalid state', () => {
    render(
      <Field id="pet-age" label="Age" hint="In whole years" optional error="Use an age up to 25">
        <input />
      </Field>,
    );
    const input = screen.getByLabelText(/Age/);
    expect(input).toHaveAttribute('id', 'pet-age');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('In whole years Use an age up to 25');
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });
});

describe('RadioCards and Select', () => {
  const planSchema = z.object({
    deductible: z.literal([250, 500, 1000]),
    monthly: z.boolean(),
    age: z.int().min(0),
  });
  function PlanForm({ onValid }: { onValid: (v: z.output<typeof planSchema>) => void }) {
    const form = useZodForm(planSchema, { defaultValues: { deductible: 1000, monthly: true, age: 3 } });
    return (
      <Form form={form} onValid={onValid}>
        <RadioCards
          name="deductible"
          legend="Deductible"
          columns={3}
          options={[250, 500, 1000].map((value) => ({
            value,
            label: `$${value}`,
            description: value === 1000 ? 'Lowest price' : undefined,
            badge: value === 1000 ? 'Most popular' : undefined,
          }))}
        />
        <RadioCards
          name="monthly"
          legend="Billing"
          options={[
            { value: true, label: 'Monthly' },
            { value: false, label: 'Yearly', badge: 'Save 10%' },
          ]}
        />
        <Select
          name="age"
          label="Age"
          options={[0, 1, 2, 3, 4].map((value) => ({ value, label: value === 0 ? 'Under 1' : `${value} years` }))}
        />
        <button type="submit">Go</button>
      </Form>
    );
  }

  it('keeps numbers numbers and booleans booleans through the DOM and back', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    render(<PlanForm onValid={(v) => void seen.push(v)} />);
    expect(screen.getByRole('radio', { name: '$1000' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '$1000' })).toHaveAccessibleDescription('Most popular Lowest price');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Age' })).toHaveDisplayValue('3 years');
    expect(screen.getByRole('radiogroup', { name: 'Deductible' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(seen).toEqual([{ deductible: 1000, monthly: true, age: 3 }]));

    await user.click(screen.getByRole('radio', { name: '$500' }));
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Age' }), 'Under 1');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toStrictEqual({ deductible: 500, monthly: false, age: 0 });
    expect(screen.getByRole('radio', { name: '$500' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '$1000' })).not.toBeChecked();
  });
});

describe('applyServerErrors', () => {
  const apiError = (fields: Record<string, string>, message = 'Some fields need attention') =>
    new ApiError(422, { error: { code: 'ValidationError', message, fields } }, 'fallback');

  it('maps fields, dotted paths included, onto inputs, focuses the first and returns what it could not place', async () => {
    const user = userEvent.setup();
    const error = apiError({
      'shippingAddress.zipCode': 'This ZIP code is not in NY',
      email: 'We cannot deliver email to this address',
      promoCode: 'Unknown promo code',
    });
    render(<ProfileForm serverError={error} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const zip = screen.getByLabelText('ZIP code');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('This ZIP code is not in NY'));
    expect(zip).toHaveFocus();
    expect(zip).toHaveValue('10001');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We cannot deliver email to this address');
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown promo code');
  });

  it('follows a fieldMap, exact or by prefix', async () => {
    const user = userEvent.setup();
    const error = apiError({ 'address.zip': 'Not a ZIP we serve', contactEmail: 'Taken' });
    render(
      <ProfileForm
        serverError={error}
        fieldMap={{ address: 'shippingAddress', 'address.zip': 'shippingAddress.zipCode', contactEmail: 'email' }}
      />,
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Not a ZIP we serve'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Taken');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mapFieldPath('address.zip', { address: 'shippingAddress' })).toBe('shippingAddress.zip');
    expect(mapFieldPath('pets.0.breedId', { pets: 'cart' })).toBe('cart.0.breedId');
    expect(mapFieldPath('petsX', { pets: 'cart' })).toBe('petsX');
  });

  it('returns the API message without fields, and the fallback for other errors', () => {
    let form!: ZodForm<typeof profileSchema>;
    function Grab() {
      form = useZodForm(profileSchema, {
        defaultValues: { name: '', email: '', shippingAddress: { zipCode: '' }, terms: false },
      });
      return null;
    }
    render(<Grab />);
    act(() => {
      expect(applyServerErrors(form, apiError({}, 'Too many requests'))).toEqual(['Too many requests']);
      expect(applyServerErrors(form, new TypeError('Failed to fetch'), { fallbackMessage: 'Try again' })).toEqual([
        'Try again',
      ]);
      // No input for it is on screen: not placed, so the visitor still sees it.
      expect(applyServerErrors(form, apiError({ name: 'Too long' }))).toEqual(['Too long']);
    });
    expect(form.getFieldState('name').error).toBeUndefined();
  });
});

describe('FormSent', () => {
  it('takes focus, shows the short reference, and goes back to the form on request', async () => {
    const again = jest.fn();
    render(
      <FormSent
        title="Thanks, Sam."
        receiptId="0f3a9c21-7777-4d2b-9aaa-1234567890ab"
        againLabel="Send another"
        onAgain={again}
      >
        We reply within a day.
      </FormSent>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveFocus();
    expect(status).toHaveTextContent('Thanks, Sam.We reply within a day.Your reference is 0F3A9C21.');
    await userEvent.click(screen.getByRole('button', { name: 'Send another' }));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
