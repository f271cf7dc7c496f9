import { act, render, screen } from '@testing-library/react';
import { SNACKBAR_DURATION_MS, useSnackbar } from '@tailwise/shared';
import { SnackbarHost } from './SnackbarHost';

function Raiser() {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show('Your quote was restarted.', { tone: 'success' })}>
      raise
    </button>
  );
}

describe('SnackbarHost', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a message at the top centre for six seconds', () => {
    jest.useFakeTimers();
    render(
      <SnackbarHost>
        <Raiser />
      </SnackbarHost>,
    );
    act(() => screen.getByRole('button', { name: 'raise' }).click());
    const toast = screen.getByTestId('snackbar');
    expect(toast).toHaveTextContent('Your quote was restarted.');
    expect(getComputedStyle(toast).position).toBe('fixed');
    expect(getComputedStyle(toast).left).toBe('50%');
    expect(screen.getByRole('status')).toContainElement(toast);
    act(() => jest.advanceTimersByTime(SNACKBAR_DURATION_MS - 100));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
    expect(SNACKBAR_DURATION_MS).toBe(6000);
  });

  it('replaces the current message and restarts the clock', () => {
    jest.useFakeTimers();
    render(
      <SnackbarHost>
        <Raiser />
      </SnackbarHost>,
    );
    act(() => screen.getByRole('button', { name: 'raise' }).click());
    act(() => jest.advanceTimersByTime(5000));
    act(() => screen.getByRole('button', { name: 'raise' }).click());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
  });
});
