// The lazily loaded resolver must validate exactly as the eager one, load its schema once, and not
// before the form first validates.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, TextInput, useLazyZodForm } from '@tailwise/shared/form';
import { z } from 'zod';

const nameSchema = z.object({ name: z.string().trim().min(1, 'Enter a name') });

function NameForm({
  load,
  onValid,
}: {
  load: () => Promise<typeof nameSchema>;
  onValid: (v: { name: string }) => void;
}) {
  const form = useLazyZodForm(load, { defaultValues: { name: '' } });
  return (
    <Form form={form} onValid={onValid} aria-label="Your pet">
      <TextInput name="name" label="Pet name" />
      <button type="submit">Continue</button>
    </Form>
  );
}

it('loads the schema on the first validation only, then validates and submits its output', async () => {
  const user = userEvent.setup();
  const load = jest.fn(async () => nameSchema);
  const onValid = jest.fn();
  render(<NameForm load={load} onValid={onValid} />);
  expect(load).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(screen.getByLabelText('Pet name')).toHaveAccessibleDescription(/Enter a name/));
  expect(onValid).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Pet name'), '  Biscuit ');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  expect(onValid.mock.calls[0][0]).toEqual({ name: 'Biscuit' });
  expect(load).toHaveBeenCalledTimes(1);
});
