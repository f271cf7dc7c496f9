// The referral link and the two ways out of the page: copy (Clipboard API, else the selection and
// execCommand for older browsers) and the system share sheet where the browser has one.
import type { Referrals } from '@tailwise/shared/contract';

/** The API's link with ri, rt and rpc guaranteed on it (the quiz reads them on landing). */
export function referralLink(r: Referrals, origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  let url: URL;
  try {
    url = new URL(r.link, origin);
  } catch {
    url = new URL('/', origin);
  }
  url.searchParams.set('ri', r.ri);
  url.searchParams.set('rt', r.rt);
  url.searchParams.set('rpc', r.rpc);
  return url.toString();
}

/** True when the text reached the clipboard. `input` holding the text is the fallback's selection. */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or not a secure context: try the selection.
    }
  }
  if (input) {
    input.focus();
    input.select();
    try {
      return typeof document.execCommand === 'function' && document.execCommand('copy');
    } catch {
      return false;
    }
  }
  return false;
}

export const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
