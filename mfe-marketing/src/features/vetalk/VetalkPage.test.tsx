import { render, screen } from '@testing-library/react';
import { defaultFlagsState, FlagsProvider, type FlagsState } from '@tailwise/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import VetalkPage from './VetalkPage';

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

function renderWith(flags: FlagsState) {
  render(
    <FlagsProvider value={flags}>
      <MemoryRouter initialEntries={['/vetalk']}>
        <Routes>
          <Route path="/vetalk" element={<VetalkPage />} />
          <Route path="/product/unavailable" element={<h1>Not available</h1>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </FlagsProvider>,
  );
}

describe('VetalkPage', () => {
  it('waits for Remote Config before sending anyone away', () => {
    renderWith(defaultFlagsState);
    expect(screen.getByRole('status')).toHaveTextContent(/Checking VeTalk availability/);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the product-unavailable page in place, at /vetalk, once the flag is known to be off', () => {
    renderWith({ ...defaultFlagsState, status: 'failure' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This isn’t available right now');
    expect(document.title).toMatch(/available/i);
    expect(screen.getByTestId('address')).toHaveTextContent('/vetalk');
  });

  it('shows VeTalk when the flag is on', () => {
    renderWith({
      ...defaultFlagsState,
      status: 'success',
      values: { ...defaultFlagsState.values, vetalkEnabled: true },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Talk to a licensed vet/);
  });
});
