// Remembers that this browser was signed in, so the header can say "My account" before Firebase
// (loaded after first paint) confirms it.
const HINT_KEY = 'tailwise.signedInHint';

export function readSignedInHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // storage blocked: the header just waits for Firebase
  }
}
