// The user alone (useAuthUser) is what most readers need: a reader of it must not be drawn again when only the
// rest of the sign-in state changes, since on a dashboard page that reader is the whole page.
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { AuthProvider, useAuth, useAuthUser, type AuthContextValue, type AuthUser } from './auth-context';

const base: Omit<AuthContextValue, 'status' | 'user' | 'isExisting'> = {
  signIn: async () => undefined,
  signUp: async () => undefined,
  signOut: async () => undefined,
  sendPasswordReset: async () => undefined,
  getIdToken: async () => null,
};

const ada: AuthUser = { uid: 'u1', email: 'ada@example.com', emailVerified: true };

function setup() {
  const seen = { userReader: [] as (AuthUser | null)[], authReader: 0 };
  let setValue!: (next: AuthContextValue) => void;
  function UserReader() {
    seen.userReader.push(useAuthUser());
    return null;
  }
  function AuthReader() {
    useAuth();
    seen.authReader += 1;
    return null;
  }
  const readers = (
    <>
      <UserReader />
      <AuthReader />
    </>
  );
  function Host() {
    const [value, set] = useState<AuthContextValue>({ ...base, status: 'loading', user: null, isExisting: false });
    setValue = set;
    return <AuthProvider value={value}>{readers}</AuthProvider>;
  }
  render(<Host />);
  return {
    seen,
    change: (next: Partial<AuthContextValue>) =>
      act(() => setValue({ ...base, status: 'loading', user: null, isExisting: false, ...next })),
  };
}

describe('useAuthUser', () => {
  it('draws its reader again only when the user changes, not the status or the profile', () => {
    const { seen, change } = setup();
    expect(seen.userReader).toEqual([null]);

    change({ status: 'signed-in', user: ada });
    expect(seen.userReader).toEqual([null, ada]);

    // The same customer named by another object (Firebase's after the kept one), then the profile's arrival.
    change({ status: 'signed-in', user: { ...ada }, isExisting: false });
    change({ status: 'signed-in', user: { ...ada }, isExisting: true });
    expect(seen.userReader).toHaveLength(2);
    expect(seen.authReader).toBe(4);

    change({ status: 'signed-in', user: { ...ada, emailVerified: false }, isExisting: true });
    expect(seen.userReader.at(-1)).toEqual({ ...ada, emailVerified: false });

    change({ status: 'signed-out', user: null });
    expect(seen.userReader.at(-1)).toBeNull();
    expect(seen.userReader).toHaveLength(4);
  });

  it('says so outside the shell', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Lone() {
      useAuthUser();
      return null;
    }
    expect(() => render(<Lone />)).toThrow('AuthProvider is missing');
  });
});
