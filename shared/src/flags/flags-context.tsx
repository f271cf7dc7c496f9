// Feature flags and service hours for the shell and every remote. Remote Config is fetched only once
// something on the page reads them, so a page that reads none never loads Firebase for them.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import {
  defaultServiceHours,
  flagDefaults,
  type FlagName,
  type FlagsFetchStatus,
  type FlagValues,
  type ServiceHours,
} from './flag-defaults';
import { SUPPORT_PHONE } from '../brand/brand';

export interface FlagsState {
  values: FlagValues;
  status: FlagsFetchStatus;
  serviceHours: ServiceHours;
  /** The customer-service phone number, as written to people (Remote Config's "supportPhone"). */
  supportPhone: string;
}

export const defaultFlagsState: FlagsState = {
  values: { ...flagDefaults },
  status: 'no-fetch-yet',
  serviceHours: defaultServiceHours,
  supportPhone: SUPPORT_PHONE,
};

const FlagsContext = createContext<FlagsState>(defaultFlagsState);
/** Asks the provider to fetch Remote Config (once); without a provider that fetches, the defaults stand. */
const FlagsRequestContext = createContext<() => void>(() => {});

export function FlagsProvider({
  value,
  onRead,
  children,
}: {
  value: FlagsState;
  /** Called (after render) by each component that reads a flag, the status or the service hours. */
  onRead?: () => void;
  children: ReactNode;
}) {
  const provided = <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
  return onRead ? <FlagsRequestContext.Provider value={onRead}>{provided}</FlagsRequestContext.Provider> : provided;
}

function useFlagsState(): FlagsState {
  const request = useContext(FlagsRequestContext);
  useEffect(() => request(), [request]);
  return useContext(FlagsContext);
}

/** A feature flag's current value: Remote Config's, a local override's (outside production), or false. */
export function useFlag(name: FlagName): boolean {
  return useFlagsState().values[name];
}

export function useFlagsStatus(): FlagsFetchStatus {
  return useFlagsState().status;
}

export function useServiceHours(): ServiceHours {
  return useFlagsState().serviceHours;
}

export function useSupportPhone(): string {
  return useFlagsState().supportPhone;
}
