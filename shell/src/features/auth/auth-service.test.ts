// The shell reads the claims staff's role from the signed-in user's ID token (Firebase custom claim `role`).
import type { User } from 'firebase/auth';
import { onShellUserChanged, roleOf, type ShellUser } from './auth-service';

/** A Firebase user whose ID token carries `claims`, answered when the test says so. */
function firebaseUser(uid: string, claims: Record<string, unknown> | Error) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const user = {
    uid,
    email: `${uid}@example.com`,
    emailVerified: true,
    getIdTokenResult: jest.fn(async () => {
      await answered;
      if (claims instanceof Error) throw claims;
      return { claims };
    }),
  };
  return { user: user as unknown as User, answer };
}

/** Stands in for onIdTokenChanged: the test pushes what Firebase would report. */
function tokenChanges() {
  let push!: (user: User | null) => void;
  const subscribe = (next: (user: User | null) => void) => {
    push = next;
    return () => {};
  };
  return { subscribe, push: (user: User | null) => push(user) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('roleOf', () => {
  it('reads a non-empty string role and nothing else', () => {
    expect(roleOf({ role: 'adjuster' })).toBe('adjuster');
    expect(roleOf({})).toBeNull();
    expect(roleOf({ role: '' })).toBeNull();
    expect(roleOf({ role: 1 })).toBeNull();
    expect(roleOf({ role: ['adjuster'] })).toBeNull();
  });
});

describe('onShellUserChanged', () => {
  it("gives the user with their token's role: an adjuster's claim, none for a customer", async () => {
    const changes = tokenChanges();
    const seen: Array<ShellUser | null> = [];
    onShellUserChanged(changes.subscribe, (user) => seen.push(user));

    const staff = firebaseUser('grace', { role: 'adjuster', auth_time: 1 });
    changes.push(staff.user);
    staff.answer();
    await flush();
    const customer = firebaseUser('ada', { auth_time: 1 });
    changes.push(customer.user);
    customer.answer();
    await flush();
    changes.push(null);

    expect(seen).toEqual([
      { uid: 'grace', email: 'grace@example.com', emailVerified: true, role: 'adjuster' },
      { uid: 'ada', email: 'ada@example.com', emailVerified: true, role: null },
      null,
    ]);
  });

  it('drops an answer that arrives after a later change, so a sign-out is never undone by a slow token read', async () => {
    const changes = tokenChanges();
    const seen: Array<ShellUser | null> = [];
    onShellUserChanged(changes.subscribe, (user) => seen.push(user));
    const staff = firebaseUser('grace', { role: 'adjuster' });
    changes.push(staff.user);
    changes.push(null);
    staff.answer();
    await flush();
    expect(seen).toEqual([null]);
  });

  it('treats a token it cannot read as no role', async () => {
    const changes = tokenChanges();
    const seen: Array<ShellUser | null> = [];
    onShellUserChanged(changes.subscribe, (user) => seen.push(user));
    const broken = firebaseUser('grace', new Error('auth/network-request-failed'));
    changes.push(broken.user);
    broken.answer();
    await flush();
    expect(seen).toEqual([{ uid: 'grace', email: 'grace@example.com', emailVerified: true, role: null }]);
  });
});
