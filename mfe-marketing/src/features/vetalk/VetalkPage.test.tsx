import { render, screen } from '@testing-library/react';
import { defaultFlagsState, FlagsProvider, type FlagsState } from '@tailwise/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import VetalkPage from './VetalkPage';

function renderWith(flags: FlagsState) {
  render(
    <FlagsProvider value={flags}>
      <MemoryRouter initialEntries={['/vetalk']}>
        <Routes>
          <Route path="/vetalk" element={<VetalkPage />} />
          <Route path="/product/unavailable" element={<h1>Not available</h1>} />
        </Routes>
      </MemoryRouter>
    </FlagsProvider>,
  );
}

describe('VetalkPage', () => {
  it('waits for Remote Config before sending anyone away', () => {
    renderWith(defaultFlagsState);
    expect(screen.getByRole('status')).toHaveTextContent(/Checking VeTalk availability/);
    expect(screen.queryByRole('heading', { name: 'Not available' })).not.toBeInTheDocument();
  });

  it('sends the visitor to /product/unavailable once the flag is known to be off', () => {
    renderWith({ ...defaultFlagsState, status: 'failure' });
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeInTheDocument();
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
