import { render, screen, waitFor } from '@testing-library/react';
import {
  flagDefaults,
  notifyRouteRendered,
  useFlag,
  useFlagsStatus,
  useServiceHours,
  useSupportPhone,
  type FlagName,
} from '@tailwise/shared';
import { FLAG_OVERRIDES_KEY, resolveFlagOverrides } from './flag-overrides';
import { raceWithTimeout, type RemoteFlags } from './remote-config';
import { ShellFlagsProvider } from './ShellFlagsProvider';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('flag defaults', () => {
  it('are all false, including the two hashed flags', () => {
    expect(Object.keys(flagDefaults)).toHaveLength(8);
    expect(Object.values(flagDefaults).every((v) => v === false)).toBe(true);
    expect(Object.keys(flagDefaults)).toEqual(
      expect.arrayContaining([
        'vetalkEnabled',
        'isPromoQuizCheckoutEnabled',
        'acaEnabled',
        'isNewBenefitsEnrollmentEnabled',
        'isWaitingPeriodToggleEnabled',
        'isNewLayoutEnabled',
      ]),
    );
  });
});

describe('local flag overrides', () => {
  it('turn a flag on or off from the query string and keep it for the tab', () => {
    const storage = memoryStorage();
    expect(
      resolveFlagOverrides({ search: '?flag.vetalkEnabled=true&flag.acaEnabled=false', storage, production: false }),
    ).toEqual({ vetalkEnabled: true, acaEnabled: false });
    expect(resolveFlagOverrides({ search: '', storage, production: false })).toEqual({
      vetalkEnabled: true,
      acaEnabled: false,
    });
    expect(resolveFlagOverrides({ search: '?flag.vetalkEnabled=off', storage, production: false })).toEqual({
      acaEnabled: false,
    });
  });

  it('ignore unknown flags and values', () => {
    expect(
      resolveFlagOverrides({
        search: '?flag.madeUp=true&flag.vetalkEnabled=maybe',
        storage: memoryStorage(),
        production: false,
      }),
    ).toEqual({});
  });

  it('do nothing in production', () => {
    const storage = memoryStorage({ [FLAG_OVERRIDES_KEY]: '{"vetalkEnabled":true}' });
    expect(resolveFlagOverrides({ search: '?flag.acaEnabled=true', storage, production: true })).toEqual({});
  });
});

describe('raceWithTimeout', () => {
  it('gives up after the timeout, for a fetch that never settles', async () => {
    jest.useFakeTimers();
    const result = raceWithTimeout(new Promise<boolean>(() => {}), 10_000, false);
    jest.advanceTimersByTime(10_000);
    await expect(result).resolves.toBe(false);
    jest.useRealTimers();
  });
  it('turns a rejection into the fallback instead of an unhandled rejection', async () => {
    await expect(raceWithTimeout(Promise.reject(new Error('offline')), 1000, 'fallback')).resolves.toBe('fallback');
  });
  it('passes a value through', async () => {
    await expect(raceWithTimeout(Promise.resolve('ok'), 1000, 'fallback')).resolves.toBe('ok');
  });
});

function Probe({ name }: { name: FlagName }) {
  const on = useFlag(name);
  const status = useFlagsStatus();
  const hours = useServiceHours();
  const phone = useSupportPhone();
  return <p data-testid="probe">{`${name}=${on};status=${status};hours=${hours.length};phone=${phone}`}</p>;
}

describe('ShellFlagsProvider', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState({}, '', '/');
    delete document.documentElement.dataset.routeRendered;
  });

  it('serves the defaults at once and Remote Config values once fetched', async () => {
    const remote: RemoteFlags = {
      values: { ...flagDefaults, vetalkEnabled: true },
      serviceHours: [{ days: [1], open: '08:00', close: '12:00' }],
      supportPhone: '1-888-555-0123',
      status: 'success',
    };
    render(
      <ShellFlagsProvider loadRemoteFlags={async () => remote}>
        <Probe name="vetalkEnabled" />
      </ShellFlagsProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent(
      'vetalkEnabled=false;status=no-fetch-yet;hours=2;phone=1-800-555-0199',
    );
    window.dispatchEvent(new Event('tailwise:route-rendered'));
    await waitFor(
      () =>
        expect(screen.getByTestId('probe')).toHaveTextContent(
          'vetalkEnabled=true;status=success;hours=1;phone=1-888-555-0123',
        ),
      { timeout: 5000 },
    );
  });

  it('fetches Remote Config only once something on the page reads a flag', async () => {
    const load = jest.fn(async (): Promise<RemoteFlags> => ({
      values: { ...flagDefaults },
      serviceHours: [],
      supportPhone: '1-800-555-0199',
      status: 'success',
    }));
    const { rerender } = render(
      <ShellFlagsProvider loadRemoteFlags={load}>
        <p>No flags here</p>
      </ShellFlagsProvider>,
    );
    notifyRouteRendered();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
    rerender(
      <ShellFlagsProvider loadRemoteFlags={load}>
        <Probe name="vetalkEnabled" />
        <Probe name="acaEnabled" />
      </ShellFlagsProvider>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByTestId('probe')[0]).toHaveTextContent('status=success'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a page whose content is a flag, fetches Remote Config with the shell, before the page paints or reads', async () => {
    const load = jest.fn(async (): Promise<RemoteFlags | null> => null);
    window.history.replaceState({}, '', '/vetalk');
    render(
      <ShellFlagsProvider loadRemoteFlags={load}>
        <p>The page is still loading</p>
      </ShellFlagsProvider>,
    );
    // No reader yet, and the route has not said it rendered (which afterFirstPaint waits for).
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('elsewhere waits for the page to read a flag and paint', async () => {
    const load = jest.fn(async (): Promise<RemoteFlags | null> => null);
    window.history.replaceState({}, '', '/vetalk-stories');
    render(
      <ShellFlagsProvider loadRemoteFlags={load}>
        <Probe name="vetalkEnabled" />
      </ShellFlagsProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('tailwise:route-rendered'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('keeps the defaults and reports failure when Remote Config is unreachable', async () => {
    render(
      <ShellFlagsProvider loadRemoteFlags={() => Promise.reject(new Error('network'))}>
        <Probe name="vetalkEnabled" />
      </ShellFlagsProvider>,
    );
    window.dispatchEvent(new Event('tailwise:route-rendered'));
    await waitFor(
      () => expect(screen.getByTestId('probe')).toHaveTextContent('vetalkEnabled=false;status=failure;hours=2'),
      { timeout: 5000 },
    );
  });

  it('reports failure and keeps the defaults when Remote Config cannot start (no app id)', async () => {
    render(
      <ShellFlagsProvider loadRemoteFlags={async () => null}>
        <Probe name="vetalkEnabled" />
      </ShellFlagsProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('status=no-fetch-yet');
    window.dispatchEvent(new Event('tailwise:route-rendered'));
    await waitFor(
      () => expect(screen.getByTestId('probe')).toHaveTextContent('vetalkEnabled=false;status=failure;hours=2'),
      { timeout: 5000 },
    );
  });

  it('lets a local override win over Remote Config', async () => {
    window.history.replaceState({}, '', '/?flag.acaEnabled=true');
    render(
      <ShellFlagsProvider
        loadRemoteFlags={async () => ({
          values: { ...flagDefaults },
          serviceHours: [],
          supportPhone: '1-800-555-0199',
          status: 'success',
        })}
      >
        <Probe name="acaEnabled" />
      </ShellFlagsProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('acaEnabled=true');
    window.dispatchEvent(new Event('tailwise:route-rendered'));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('acaEnabled=true;status=success'), {
      timeout: 5000,
    });
  });
});
