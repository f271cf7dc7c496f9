// Remembers that this browser was signed in, so the header can say "My account" before Firebase
// (loaded after first paint) confirms it. The same hint goes in a cookie for the gateway: without it a
// signed-in route arrives as the prerendered sign-in screen (gateway/src/server/prerendered-pages.ts).
const HINT_KEY = 'tailwise.signedInHint';
/** Read by the gateway (SIGNED_IN_COOKIE there). A hint only: it holds no identity and grants nothing. */
export const SIGNED_IN_COOKIE = 'tw_signed_in';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(signedIn: boolean) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`
    : `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

export function readSignedInHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean) {
  writeCookie(signedIn);
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // storage blocked: the header just waits for Firebase
  }
}

/** Whether a cookie header holds the hint (the shell's first script reads it too: keep this file free of imports). */
export const hasSignedInCookie = (cookie: string) => cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);

/**
 * The cookie says what the stored hint says, which is what the header and the sign-in gate read: a browser signed in
 * before the cookie existed gets it, and one whose storage was cleared (or is blocked) loses it, so its next page
 * is not a customer's prerendered page that the app then replaces with the sign-in screen.
 */
export function syncSignedInCookie() {
  const hinted = readSignedInHint();
  if (hinted !== hasSignedInCookie(document.cookie)) writeCookie(hinted);
}
