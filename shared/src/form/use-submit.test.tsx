import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@tailwise/shared';
import { Form, TextInput, useSubmit, useSubmitWith, useZodForm, type UseSubmitOptions } from '@tailwise/shared/form';
import { z } from 'zod';

const schema = z.object({ name: z.string().trim().min(1, 'Enter your name'), zip: z.string() });
type Values = z.output<typeof schema>;

const apiError = (fields: Record<string, string>, message = 'Some fields need attention', status = 422) =>
  new ApiError(status, { error: { code: 'ValidationError', message, fields } }, 'fallback');

function NameForm(options: Omit<UseSubmitOptions<Values, string>, 'onSent'> & { onSent?: (id: string) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: '', zip: '' } });
  const submit = useSubmit(form, options);
  return (
    <Form form={form} onValid={submit.onValid} formError={submit.formError} aria-label="Your name">
      <TextInput name="name" label="Name" />
      <TextInput name="zip" label="ZIP code" />
      <button type="submit">Save</button>
      <p>{submit.sent ? `Saved as ${submit.result}` : 'Not saved'}</p>
      <button type="button" onClick={submit.clearSent}>
        Another
      </button>
    </Form>
  );
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('ZIP code'), '10001');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useSubmit', () => {
  it('sends the schema’s output, then is sent with the answer until sent again or cleared', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async (values: Values) => `id-${values.name}`);
    const onSent = jest.fn();
    render(<NameForm send={send} onSent={onSent} />);
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    await fillAndSave(user);
    expect(await screen.findByText('Saved as id-Ada')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({ name: 'Ada', zip: '10001' });
    expect(onSent).toHaveBeenCalledWith('id-Ada', { name: 'Ada', zip: '10001' });
    await user.click(screen.getByRole('button', { name: 'Another' }));
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('puts the server’s field messages on their inputs (through the fieldMap), focuses the first and keeps what was typed', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async (): Promise<string> => {
      throw apiError({ zipCode: 'This ZIP code is not in NY', promoCode: 'Unknown promo code' });
    });
    render(<NameForm send={send} fieldMap={{ zipCode: 'zip' }} />);
    await fillAndSave(user);
    const zip = screen.getByLabelText('ZIP code');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('This ZIP code is not in NY'));
    expect(zip).toHaveFocus();
    expect(zip).toHaveValue('10001');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown promo code');
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('shows the fallback above the form for a failure that is not the API’s, and clears it on the next send', async () => {
    const user = userEvent.setup();
    const send = jest
      .fn<Promise<string>, [Values]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('id-1');
    render(<NameForm send={send} fallbackMessage="We could not save it. Please try again." />);
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save it. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as id-1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the form say what a failure means in place of the server’s field messages', async () => {
    const user = userEvent.setup();
    const onError = jest.fn((error: unknown, placeServerErrors: () => string[]) =>
      error instanceof ApiError && error.status === 409 ? 'Already sent from another tab.' : placeServerErrors()[0]!,
    );
    const send = jest
      .fn<Promise<string>, [Values]>()
      .mockRejectedValueOnce(apiError({ zip: 'Not placed here' }, 'Conflict', 409))
      .mockRejectedValueOnce(apiError({}, 'Too many requests', 429));
    render(<NameForm send={send} onError={onError} />);
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Already sent from another tab.');
    expect(screen.getByLabelText('ZIP code')).not.toHaveAccessibleDescription('Not placed here');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests'));
  });

  it('ignores a second submit while the first is on its way', async () => {
    const user = userEvent.setup();
    let answer!: (id: string) => void;
    const send = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    function Twice() {
      const form = useZodForm(schema, { defaultValues: { name: 'Ada', zip: '' } });
      const submit = useSubmit(form, { send });
      return (
        <>
          <button onClick={() => void submit.onValid({ name: 'Ada', zip: '' })}>Send</button>
          <p>{submit.sent ? `Saved as ${submit.result}` : 'Not saved'}</p>
        </>
      );
    }
    render(<Twice />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    answer('id-1');
    expect(await screen.findByText('Saved as id-1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('waits for a message the form loads on failure (an account form’s error map), keeping the form busy until then', async () => {
    const user = userEvent.setup();
    let word!: (message: string) => void;
    function SignIn() {
      const form = useZodForm(schema, { defaultValues: { name: 'Ada', zip: '' } });
      const submit = useSubmitWith(form, {
        send: () => Promise.reject(new Error('auth/wrong-password')),
        onError: () => new Promise<string>((resolve) => (word = resolve)),
      });
      return (
        <Form form={form} onValid={submit.onValid} formError={submit.formError} aria-label="Sign in">
          <button type="submit">{form.formState.isSubmitting ? 'Please wait' : 'Sign in'}</button>
          <output>{submit.formError === null ? 'No message' : `A ${typeof submit.formError} message`}</output>
        </Form>
      );
    }
    render(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Please wait' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No message');
    word('That password is not right.');
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(screen.getByRole('status')).toHaveTextContent('A string message');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
