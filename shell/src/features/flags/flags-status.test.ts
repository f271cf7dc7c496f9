import { defaultFlagsState, defaultServiceHours, flagDefaults } from '@tailwise/shared';
import { flagsAfterFetch } from './flags-status';

// Spec §4: the fetch status is success, failure, throttle or no-fetch-yet. It leaves no-fetch-yet once,
// whatever happened, so a page waiting on a flag always gets an answer.
describe('flags status after a fetch', () => {
  const start = { ...defaultFlagsState, values: { ...flagDefaults, acaEnabled: true } };
  const overrides = { acaEnabled: true };

  it('takes Remote Config values and status, with local overrides on top', () => {
    const next = flagsAfterFetch(
      start,
      {
        values: { ...flagDefaults, vetalkEnabled: true, acaEnabled: false },
        serviceHours: [{ days: [1], open: '08:00', close: '12:00' }],
        supportPhone: '1-800-555-0100',
        status: 'success',
      },
      overrides,
    );
    expect(next.status).toBe('success');
    expect(next.values).toEqual({ ...flagDefaults, vetalkEnabled: true, acaEnabled: true });
    expect(next.serviceHours).toHaveLength(1);
    expect(next.supportPhone).toBe('1-800-555-0100');
  });

  it('keeps a throttled or timed-out fetch status', () => {
    expect(flagsAfterFetch(start, { ...defaultFlagsState, status: 'throttle' }, overrides).status).toBe('throttle');
    expect(flagsAfterFetch(start, { ...defaultFlagsState, status: 'failure' }, overrides).status).toBe('failure');
  });

  it('is a failure with the defaults when Remote Config cannot start (no app id)', () => {
    const next = flagsAfterFetch(start, 'unavailable', overrides);
    expect(next).toEqual({
      values: start.values,
      serviceHours: defaultServiceHours,
      supportPhone: defaultFlagsState.supportPhone,
      status: 'failure',
    });
  });

  it('is a failure with the defaults when loading Remote Config throws', () => {
    expect(flagsAfterFetch(start, 'error', overrides)).toEqual({ ...start, status: 'failure' });
  });
});
