import { createContext, useContext, type ReactNode } from 'react';

export type SnackbarTone = 'info' | 'success' | 'error';

export interface SnackbarMessage {
  id: number;
  text: string;
  tone: SnackbarTone;
}

/** How long a snackbar stays up (spec §4). */
export const SNACKBAR_DURATION_MS = 6000;

export interface SnackbarApi {
  show(text: string, options?: { tone?: SnackbarTone }): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function SnackbarProvider({ api, children }: { api: SnackbarApi; children: ReactNode }) {
  return <SnackbarContext.Provider value={api}>{children}</SnackbarContext.Provider>;
}

/** Raises the shell's snackbar from any remote. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside the shell (SnackbarProvider is missing).');
  return api;
}
