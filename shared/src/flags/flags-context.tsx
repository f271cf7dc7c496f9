import { createContext, useContext, type ReactNode } from 'react';
import {
  defaultServiceHours,
  flagDefaults,
  type FlagName,
  type FlagsFetchStatus,
  type FlagValues,
  type ServiceHours,
} from './flag-defaults';

export interface FlagsState {
  values: FlagValues;
  status: FlagsFetchStatus;
  serviceHours: ServiceHours;
}

export const defaultFlagsState: FlagsState = {
  values: { ...flagDefaults },
  status: 'no-fetch-yet',
  serviceHours: defaultServiceHours,
};

const FlagsContext = createContext<FlagsState>(defaultFlagsState);

export function FlagsProvider({ value, children }: { value: FlagsState; children: ReactNode }) {
  return <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
}

/** A feature flag's current value: Remote Config's, a local override's (outside production), or false. */
export function useFlag(name: FlagName): boolean {
  return useContext(FlagsContext).values[name];
}

export function useFlagsStatus(): FlagsFetchStatus {
  return useContext(FlagsContext).status;
}

export function useServiceHours(): ServiceHours {
  return useContext(FlagsContext).serviceHours;
}
