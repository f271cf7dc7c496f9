// The signed-in hint the header reads (local storage) and its cookie twin the gateway reads must agree, or a visitor
// gets a customer's prerendered page that the app then replaces with the sign-in screen.
import { hasSignedInCookie, readSignedInHint, syncSignedInCookie, writeSignedInHint } from './auth-hint';

const clearCookie = () => (document.cookie = 'tw_signed_in=; Path=/; Max-Age=0');

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});

describe('the signed-in hint', () => {
  it('is written to storage and the cookie together, and removed from both', () => {
    writeSignedInHint(true);
    expect(readSignedInHint()).toBe(true);
    expect(hasSignedInCookie(document.cookie)).toBe(true);
    writeSignedInHint(false);
    expect(readSignedInHint()).toBe(false);
    expect(hasSignedInCookie(document.cookie)).toBe(false);
  });

  it('gives the cookie to a browser that has only the stored hint', () => {
    localStorage.setItem('tailwise.signedInHint', '1');
    syncSignedInCookie();
    expect(hasSignedInCookie(document.cookie)).toBe(true);
  });

  it('takes the cookie from a browser whose stored hint is gone', () => {
    document.cookie = 'tw_signed_in=1; Path=/';
    expect(hasSignedInCookie(document.cookie)).toBe(true);
    syncSignedInCookie();
    expect(hasSignedInCookie(document.cookie)).toBe(false);
    expect(readSignedInHint()).toBe(false);
  });

  it('leaves agreeing hints as they are', () => {
    writeSignedInHint(true);
    syncSignedInCookie();
    expect(hasSignedInCookie(document.cookie)).toBe(true);
    writeSignedInHint(false);
    syncSignedInCookie();
    expect(hasSignedInCookie(document.cookie)).toBe(false);
  });
});
