import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClient, ApiClientProvider } from '@tailwise/shared';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ContactForm } from './ContactForm';

/** The network boundary: a fetch that records requests and answers with the given response. */
function fakeFetch(respond: (body: unknown) => { status: number; body: unknown }) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: String(url), method: init?.method ?? 'GET', body });
    const answer = respond(body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const quietReporter = { captureException: jest.fn(), captureMessage: jest.fn() };

function renderForm(fetchImpl: typeof fetch, initialUrl = '/contact') {
  const client = new ApiClient({ fetchImpl, reporter: quietReporter as never });
  return render(
    <MemoryRouter initialEntries={[initialUrl]}>
      <ApiClientProvider client={client}>
        <ContactForm />
      </ApiClientProvider>
    </MemoryRouter>,
  );
}

const receipt = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', receivedAt: '2026-11-21T10:00:00.000Z' };

describe('ContactForm', () => {
  it('posts good input to the contact endpoint and confirms', async () => {
    const user = userEvent.setup();
    const net = fakeFetch(() => ({ status: 201, body: receipt }));
    renderForm(net.fetchImpl);

    await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com ');
    await user.type(screen.getByLabelText(/Phone/), '(614) 555-0100');
    await user.type(screen.getByLabelText('Message'), 'Is my cat’s dental cleaning covered?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, Ada Lovelace. Your message is on its way.');
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('7C9E6679');
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]).toEqual({
      url: '/api/1.0/contact/',
      method: 'POST',
      body: {
        kind: 'CONSUMER',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+16145550100',
        message: 'Is my cat’s dental cleaning covered?',
      },
    });
  });

  it('shows bad input inline, keeps what was typed, and sends nothing', async () => {
    const user = userEvent.setup();
    const net = fakeFetch(() => ({ status: 201, body: receipt }));
    renderForm(net.fetchImpl);

    await user.type(screen.getByLabelText('Email'), 'ada@nowhere');
    await user.type(screen.getByLabelText(/Phone/), '555-01');
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Your name');
    const email = screen.getByLabelText('Email');
    const phone = screen.getByLabelText(/Phone/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/Required/);
    expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(phone).toHaveAccessibleDescription(/Enter a 10-digit US phone number/);
    expect(email).toHaveValue('ada@nowhere');
    expect(phone).toHaveValue('555-01');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'false');
    expect(name).toHaveFocus();
    expect(net.calls).toHaveLength(0);

    // Fixing a field clears its message as you type.
    await user.type(name, 'Ada');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
  });

  it('shows a message inline when a field is left empty', async () => {
    const user = userEvent.setup();
    renderForm(fakeFetch(() => ({ status: 201, body: receipt })).fetchImpl);
    await user.click(screen.getByLabelText('Your name'));
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('asks for a company only for business inquiries, and requires it then', async () => {
    const user = userEvent.setup();
    const net = fakeFetch(() => ({ status: 201, body: receipt }));
    renderForm(net.fetchImpl);
    expect(screen.queryByLabelText('Company or organisation')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('A business, employer or partnership'));
    await user.type(screen.getByLabelText('Your name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Email'), 'sam@acme.example');
    await user.type(screen.getByLabelText('Message'), 'We would like to offer pet benefits.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const company = screen.getByLabelText('Company or organisation');
    await waitFor(() => expect(company).toHaveAccessibleDescription('Required'));
    expect(net.calls).toHaveLength(0);

    await user.type(company, 'Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('status');
    expect(net.calls[0]!.body).toMatchObject({ kind: 'BUSINESS', company: 'Acme Corp' });
  });

  it('puts server-side field errors on their fields and keeps the typed text', async () => {
    const user = userEvent.setup();
    const net = fakeFetch(() => ({
      status: 422,
      body: {
        error: {
          code: 'ValidationError',
          message: 'Some fields need attention',
          fields: { email: 'We cannot deliver email to this address' },
        },
      },
    }));
    renderForm(net.fetchImpl);

    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@bounce.example');
    await user.type(screen.getByLabelText('Message'), 'Question about billing');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/We cannot deliver email to this address/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('ada@bounce.example');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Message')).toHaveValue('Question about billing');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows errors the form cannot place, such as rate limits, above the form', async () => {
    const user = userEvent.setup();
    const net = fakeFetch(() => ({
      status: 429,
      body: { error: { code: 'RateLimited', message: 'Too many messages. Try again in a minute.', fields: {} } },
    }));
    renderForm(net.fetchImpl);
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again in a minute.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hi');
  });

  it('is disabled in server-rendered HTML, so nothing is typed into the static copy, and enabled once running', () => {
    const client = new ApiClient({ fetchImpl: fakeFetch(() => ({ status: 201, body: receipt })).fetchImpl });
    const tree = (
      <MemoryRouter>
        <ApiClientProvider client={client}>
          <ContactForm />
        </ApiClientProvider>
      </MemoryRouter>
    );
    expect(renderToString(tree)).toMatch(/<fieldset disabled=""/);
    render(tree);
    expect(screen.getByLabelText('Your name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('preselects a business inquiry from ?topic=partnership', async () => {
    renderForm(fakeFetch(() => ({ status: 201, body: receipt })).fetchImpl, '/contact?topic=partnership');
    await waitFor(() => expect(screen.getByLabelText('A business, employer or partnership')).toBeChecked());
    expect(screen.getByLabelText('Company or organisation')).toBeInTheDocument();
  });
});
