// Outside production, ?fault=shell makes the shell's layout throw while rendering, once per tab,
// so the Unexpected Error screen and its Reload rules can be exercised in a real browser.
import { isProduction, readRuntimeConfig } from '@tailwise/shared';

const FIRED_KEY = 'tailwise.faultInjected';

/** Decided once per page load: React retries a failed render, and the retry must fail too. */
function shouldInjectFault(): boolean {
  if (typeof window === 'undefined' || isProduction(readRuntimeConfig())) return false;
  if (new URLSearchParams(window.location.search).get('fault') !== 'shell') return false;
  try {
    if (sessionStorage.getItem(FIRED_KEY)) return false;
    sessionStorage.setItem(FIRED_KEY, '1');
  } catch {
    // Without storage the fault fires on every load, which is still safe outside production.
  }
  return true;
}

let inject: boolean | null = null;

export function ShellFaultProbe() {
  inject ??= shouldInjectFault();
  if (inject) throw new Error('Injected shell render fault (?fault=shell)');
  return null;
}
