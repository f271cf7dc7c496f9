import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, Form, RadioCards, Select, TextInput, useZodForm } from '@tailwise/shared/form';
import { z } from 'zod';
import { requiredPrompt, summaryLine, summaryText } from './messages';

describe('requiredPrompt: what a missing answer asks the customer to do', () => {
  it.each([
    ['ZIP code', 'enter', 'Enter your ZIP code'],
    ['First name', 'enter', 'Enter your first name'],
    ['Your pet’s name', 'enter', 'Enter your pet’s name'],
    ['Invoice total (US$)', 'enter', 'Enter your invoice total'],
    ['State', 'choose', 'Choose your state'],
    ['What happened?', 'enter', 'Enter an answer'],
    ['Dog or cat?', 'choose', 'Choose an answer'],
    ['I agree to the terms and the privacy policy.', 'tick', 'Tick this box to go on'],
  ] as const)('%s (%s) → %s', (label, kind, prompt) => {
    expect(requiredPrompt(label, kind)).toBe(prompt);
  });
});

describe('summaryLine: a message in the error summary', () => {
  it('puts the label before the message, with one mark between them', () => {
    expect(summaryLine('Email', 'Enter a valid email address')).toBe('Email: Enter a valid email address');
    expect(summaryLine('I have read the privacy policy.', 'Accept the privacy policy')).toBe(
      'I have read the privacy policy: Accept the privacy policy',
    );
    expect(summaryLine('Why should we look again?', 'Enter an answer')).toBe(
      'Why should we look again? Enter an answer',
    );
    expect(summaryLine('Note:', 'Use at most 500 characters')).toBe('Note: Use at most 500 characters');
  });

  it('stands alone without a label, and a prompt made from the label leaves the label out', () => {
    expect(summaryLine('', 'Something went wrong')).toBe('Something went wrong');
    expect(summaryText('ZIP code', 'Required', 'enter')).toBe('Enter your ZIP code');
    expect(summaryText('Email', 'Enter a valid email address', 'enter')).toBe('Email: Enter a valid email address');
  });
});

const schema = z.object({
  zip: z.string().trim().min(1, 'Required'),
  state: z.string().min(1, 'Required'),
  kind: z.enum(['DOG', 'CAT']),
  terms: z.literal(true, 'Required'),
});

function RequiredForm() {
  const form = useZodForm(schema, { defaultValues: { zip: '', state: '', terms: false as unknown as true } });
  return (
    <Form form={form} onValid={() => undefined} aria-label="Where">
      <TextInput name="zip" label="ZIP code" />
      <Select
        name="state"
        label="State"
        options={[{ value: 'PA', label: 'Pennsylvania' }]}
        placeholder="Choose a state"
      />
      <RadioCards
        name="kind"
        legend="Dog or cat?"
        options={[
          { value: 'DOG', label: 'Dog' },
          { value: 'CAT', label: 'Cat' },
        ]}
      />
      <Checkbox name="terms" label="I agree to the terms and the privacy policy." />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('a required field left empty', () => {
  it('says what to do, by the field and in the summary, not “Required”', async () => {
    const user = userEvent.setup();
    render(<RequiredForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(summary).not.toHaveTextContent(/Required|received undefined/);
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Enter your ZIP code',
      'Choose your state',
      'Dog or cat? Choose an answer',
      'I agree to the terms and the privacy policy: Tick this box to go on',
    ]);
    await waitFor(() => expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter your ZIP code'));
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Choose your state');
  });
});
