import { screen, waitFor } from '@testing-library/react';
import { ApiClient, ApiClientProvider } from '@tailwise/shared';
import { apiError, createFakeApi, fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ContactForm } from './ContactForm';

// The marketing remote scopes React Query per page; the contact form fetches nothing.
function renderForm(api: FakeRoutes, route = '/contact') {
  return renderRemote({ ui: <ContactForm />, api, route, queryScope: 'page' });
}

const receipt = fixtures.contactReceipt({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });
const accepts: FakeRoutes = { 'POST /contact/': receipt };

describe('ContactForm', () => {
  it('posts good input to the contact endpoint and confirms', async () => {
    const { api, user } = renderForm(accepts);

    await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com ');
    await user.type(screen.getByLabelText(/Phone/), '(614) 555-0100');
    await user.type(screen.getByLabelText('Message'), 'Is my cat’s dental cleaning covered?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, Ada Lovelace. Your message is on its way.');
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('7C9E6679');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/contact/',
      body: {
        kind: 'CONSUMER',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+16145550100',
        message: 'Is my cat’s dental cleaning covered?',
      },
    });
  });

  it('shows bad input inline and in a focused summary, keeps what was typed, and sends nothing', async () => {
    const { api, user } = renderForm(accepts);

    await user.type(screen.getByLabelText('Email'), 'ada@nowhere');
    await user.type(screen.getByLabelText(/Phone/), '555-01');
    await user.type(screen.getByLabelText('Message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Your name');
    const email = screen.getByLabelText('Email');
    const phone = screen.getByLabelText(/Phone/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Enter your name');
    expect(email).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(phone).toHaveAccessibleDescription(/Enter a 10-digit US phone number/);
    expect(email).toHaveValue('ada@nowhere');
    expect(phone).toHaveValue('555-01');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'false');
    // The summary takes focus and links to each field.
    expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Enter your name' }));
    expect(name).toHaveFocus();
    expect(api.calls).toHaveLength(0);

    // Fixing a field clears its message as you type.
    await user.type(name, 'Ada');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
  });

  it('shows a message inline when a field is left empty', async () => {
    const { user } = renderForm(accepts);
    await user.click(screen.getByLabelText('Your name'));
    await user.tab();
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
  });

  it('asks for a company only for business inquiries, and requires it then', async () => {
    const { api, user } = renderForm(accepts);
    expect(screen.queryByLabelText('Company or organisation')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('A business, employer or partnership'));
    await user.type(screen.getByLabelText('Your name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Email'), 'sam@acme.example');
    await user.type(screen.getByLabelText('Message'), 'We would like to offer pet benefits.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const company = screen.getByLabelText('Company or organisation');
    await waitFor(() => expect(company).toHaveAccessibleDescription('Enter your company or organisation'));
    expect(api.calls).toHaveLength(0);

    await user.type(company, 'Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('status');
    expect(api.callsTo('POST /contact/')[0]!.body).toMatchObject({ kind: 'BUSINESS', company: 'Acme Corp' });
  });

  it('puts server-side field errors on their fields and keeps the typed text', async () => {
    const { user } = renderForm({
      'POST /contact/': apiError(422, 'ValidationError', 'Some fields need attention', {
        email: 'We cannot deliver email to this address',
      }),
    });

    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@bounce.example');
    await user.type(screen.getByLabelText('Message'), 'Question about billing');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(/We cannot deliver email to this address/));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ada@bounce.example');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Message')).toHaveValue('Question about billing');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows errors the form cannot place, such as rate limits, above the form', async () => {
    const { user } = renderForm({
      'POST /contact/': apiError(429, 'RateLimited', 'Too many messages. Try again in a minute.'),
    });
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again in a minute.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hi');
  });

  it('is usable in server-rendered HTML: a first visit types into it before the app takes over', () => {
    const client = new ApiClient({ fetchImpl: createFakeApi(accepts).fetch });
    const html = renderToString(
      <MemoryRouter>
        <ApiClientProvider client={client}>
          <ContactForm />
        </ApiClientProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('Send message');
    expect(html).not.toMatch(/<(fieldset|input|textarea|button)\b[^>]*\bdisabled/);
  });

  it('preselects a business inquiry from ?topic=partnership', async () => {
    renderForm(accepts, '/contact?topic=partnership');
    await waitFor(() => expect(screen.getByLabelText('A business, employer or partnership')).toBeChecked());
    expect(screen.getByLabelText('Company or organisation')).toBeInTheDocument();
  });
});
