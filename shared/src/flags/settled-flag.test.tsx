import { render, screen } from '@testing-library/react';
import { defaultFlagsState, FlagsProvider, type FlagsFetchStatus } from '@tailwise/shared';
import { settledFlag, useSettledFlag } from './settled-flag';

describe('settledFlag', () => {
  it.each<[boolean, FlagsFetchStatus, boolean | undefined]>([
    [false, 'no-fetch-yet', undefined],
    [true, 'no-fetch-yet', true],
    [false, 'success', false],
    [true, 'success', true],
    [false, 'failure', false],
    [true, 'failure', true],
    [false, 'throttle', false],
    [true, 'throttle', true],
  ])('value %s with status %s is %s', (value, status, expected) => {
    expect(settledFlag(value, status)).toBe(expected);
  });
});

function Probe() {
  const on = useSettledFlag('isNewBenefitsEnrollmentEnabled');
  return <p data-testid="probe">{on === undefined ? 'pending' : String(on)}</p>;
}

describe('useSettledFlag', () => {
  it('is pending while Remote Config has not answered, then the flag', () => {
    const { rerender } = render(
      <FlagsProvider value={defaultFlagsState}>
        <Probe />
      </FlagsProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('pending');
    rerender(
      <FlagsProvider value={{ ...defaultFlagsState, status: 'failure' }}>
        <Probe />
      </FlagsProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('false');
    rerender(
      <FlagsProvider
        value={{
          ...defaultFlagsState,
          status: 'success',
          values: { ...defaultFlagsState.values, isNewBenefitsEnrollmentEnabled: true },
        }}
      >
        <Probe />
      </FlagsProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('true');
  });
});
