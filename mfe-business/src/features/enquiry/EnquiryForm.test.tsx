// The employer and broker enquiry forms: what they send, their confirmation, and errors that keep input.
import { screen, waitFor } from '@testing-library/react';
import { apiError, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { EnquiryForm } from './EnquiryForm';

const RECEIPT_ID = '3f2b8c1e-5a7d-4e6f-9b0a-1c2d3e4f5a6b';
const accepts: FakeRoutes = {
  'POST /business/enquiries/': ({ body }) => ({
    status: 201,
    body: { id: RECEIPT_ID, kind: body.kind, receivedAt: '2026-11-23T12:00:00.000Z' },
  }),
};

function renderForm(kind: 'EMPLOYER' | 'BROKER', api: FakeRoutes = accepts) {
  return renderRemote({ ui: <EnquiryForm kind={kind} />, api, queryScope: 'page' });
}

type User = ReturnType<typeof renderForm>['user'];

async function fillEmployer(user: User, email = 'dana@acme.example') {
  await user.type(screen.getByLabelText('Company or organisation'), 'Acme Logistics');
  await user.type(screen.getByLabelText('Your name'), 'Dana Whitfield');
  await user.type(screen.getByLabelText(/Work email/), email);
  await user.selectOptions(screen.getByLabelText(/Number of employees/), '250 to 999');
  await user.selectOptions(screen.getByLabelText(/State of your headquarters/), 'Ohio');
  await user.type(screen.getByLabelText('What would you like to know?'), 'Pet benefits for November.');
}

describe('EnquiryForm', () => {
  it('sends an employer enquiry to the API and confirms it with the reference', async () => {
    const { api, user } = renderForm('EMPLOYER');
    await fillEmployer(user, 'Dana@Acme.example');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you, Dana Whitfield. We have your enquiry.');
    expect(status).toHaveTextContent('dana@acme.example');
    expect(status).toHaveTextContent('proposal for Acme Logistics');
    expect(status).toHaveTextContent('3F2B8C1E');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/business/enquiries/',
      body: {
        kind: 'EMPLOYER',
        company: 'Acme Logistics',
        name: 'Dana Whitfield',
        workEmail: 'dana@acme.example',
        employeeCount: '250-999',
        state: 'OH',
        message: 'Pet benefits for November.',
      },
    });
    expect(api.calls[0]!.body).not.toHaveProperty('phone');
  });

  it('checks input with the API’s rules before sending: a personal mailbox and a missing headcount', async () => {
    const { api, user } = renderForm('EMPLOYER');
    await user.type(screen.getByLabelText(/Work email/), 'dana@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const email = screen.getByLabelText(/Work email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/Use your work email address, not a personal one/);
    expect(email).toHaveValue('dana@gmail.com');
    expect(screen.getByLabelText(/Company or organisation/)).toHaveAccessibleDescription(
      'Enter your company or organisation',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('puts the server’s field errors on their fields and keeps everything typed', async () => {
    const { api, user } = renderForm('EMPLOYER', {
      'POST /business/enquiries/': apiError(400, 'ValidationError', 'Some body fields are missing or invalid', {
        workEmail: 'We cannot deliver email to this address',
        company: 'Use at most 120 characters',
      }),
    });
    await fillEmployer(user, 'dana@bounce.example');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    const email = screen.getByLabelText(/Work email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/We cannot deliver email to this address/));
    expect(screen.getByLabelText(/Company or organisation/)).toHaveAccessibleDescription(/Use at most 120 characters/);
    expect(email).toHaveValue('dana@bounce.example');
    expect(screen.getByLabelText(/Company or organisation/)).toHaveValue('Acme Logistics');
    expect(screen.getByLabelText(/Number of employees/)).toHaveDisplayValue('250 to 999');
    expect(screen.getByLabelText('What would you like to know?')).toHaveValue('Pet benefits for November.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('shows an error without fields above the form, keeping the input', async () => {
    const { user } = renderForm('EMPLOYER', {
      'POST /business/enquiries/': apiError(429, 'RateLimited', 'Too many requests. Try again in a minute.'),
    });
    await fillEmployer(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    expect(screen.getByLabelText('Your name')).toHaveValue('Dana Whitfield');
  });

  it('sends a broker enquiry without a headcount, as a BROKER', async () => {
    const { api, user } = renderForm('BROKER');
    await user.type(screen.getByLabelText('Agency or brokerage'), 'Keystone Benefits Group');
    await user.type(screen.getByLabelText('Your name'), 'Sam Ortiz');
    await user.type(screen.getByLabelText(/Work email/), 'sam@keystone.example');
    await user.selectOptions(screen.getByLabelText(/State your agency is based in/), 'Pennsylvania');
    await user.type(screen.getByLabelText('Tell us about your book of business'), 'Twelve mid-size employers.');
    await user.click(screen.getByRole('button', { name: 'Send broker enquiry' }));

    expect(await screen.findByRole('status')).toHaveTextContent('broker agreement, commission schedule');
    expect(api.calls[0]).toMatchObject({
      body: { kind: 'BROKER', company: 'Keystone Benefits Group', state: 'PA' },
    });
    expect(api.calls[0]!.body).not.toHaveProperty('employeeCount');
  });
});
