// The key of the customer's kept last visit (last-visit-store), and clearing it at sign-out: the only part of it in the
// shell's first script.
export const LAST_VISIT_KEY = 'tailwise.lastVisit';

export function clearLastVisit() {
  try {
    localStorage.removeItem(LAST_VISIT_KEY);
  } catch {
    // storage blocked: nothing was kept either
  }
}
