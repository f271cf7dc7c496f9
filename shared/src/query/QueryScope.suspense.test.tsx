// In a file of its own: React Query must not have loaded yet when this test renders.
import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { QueryScope } from './QueryScope';

function ClientProbe() {
  useQueryClient();
  return <p data-testid="probe">has a client</p>;
}

it('without a fallback, suspends to the nearest boundary, so the page around it waits too', async () => {
  render(
    <Suspense fallback={<p>whole page loading</p>}>
      <h1>Page</h1>
      <QueryScope>
        <ClientProbe />
      </QueryScope>
    </Suspense>,
  );
  expect(screen.getByText('whole page loading')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Page' })).not.toBeInTheDocument();
  expect(await screen.findByTestId('probe')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
});
