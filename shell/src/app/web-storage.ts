// The page's storage areas for the shell's own early code (start.ts, main.ts, the bootstrap), before the
// shared storage module is there. Reading the property throws where the browser blocks storage.
export function webStorage(area: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return window[area];
  } catch {
    return null;
  }
}
