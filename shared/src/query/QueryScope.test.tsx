import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { loadQueryClient } from './query-client-holder';
import { QueryScope } from './QueryScope';

function ClientProbe() {
  const client = useQueryClient();
  return <p data-testid="probe">{String(client.getDefaultOptions().queries?.staleTime)}</p>;
}

afterEach(() => {
  delete document.documentElement.dataset.routeRendered;
});

describe('QueryScope', () => {
  it('gives its children the one QueryClient, with the product defaults', async () => {
    let seen: unknown;
    function Grab() {
      seen = useQueryClient();
      return <ClientProbe />;
    }
    render(
      <QueryScope fallback={<p>loading</p>}>
        <Grab />
      </QueryScope>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByTestId('probe')).toHaveTextContent('120000');
    expect(seen).toBe(await loadQueryClient());
  });

  it('with defer, waits for the route to render before loading', async () => {
    render(
      <QueryScope defer fallback={<p>checking</p>}>
        <ClientProbe />
      </QueryScope>,
    );
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(screen.queryByTestId('probe')).not.toBeInTheDocument();
    act(() => {
      document.documentElement.dataset.routeRendered = '1';
      window.dispatchEvent(new Event('tailwise:route-rendered'));
    });
    expect(await screen.findByTestId('probe')).toBeInTheDocument();
  });
});
