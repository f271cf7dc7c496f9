import {
  AuthProvider,
  loadQueryClient,
  QueryScope,
  readRuntimeConfig,
  type ApiClient,
  type AuthContextValue,
} from '@tailwise/shared';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { afterFirstPaint, afterSettled } from '../../app/after-first-paint';
import type { AuthService, ShellUser } from './auth-service';
import { readSignedInHint, writeSignedInHint } from './auth-hint';
import type { Restoring } from './last-visit/last-visit-cache';
import { clearLastVisit } from './last-visit/last-visit-key';
import type { LastVisitUser } from './last-visit/last-visit-store';

type LoadAuthService = () => Promise<AuthService>;

const ExistingCustomerProbe = lazy(() => import('./ExistingCustomerProbe'));

const defaultLoader: LoadAuthService = () =>
  import('./auth-service').then((m) => m.createAuthService(readRuntimeConfig()));

/** Lets a screen that needs sign-in (the dashboard gate) load Firebase Auth now instead of at idle time. */
const EnsureAuthLoaded = createContext<() => void>(() => {});
export const useEnsureAuthLoaded = () => useContext(EnsureAuthLoaded);

/**
 * Lets a page that renders before Firebase has answered (a returning customer's, see RequireSignIn) hold the API
 * client's requests until it has, so none leaves without the customer's token.
 */
const HoldRequestsUntilKnown = createContext<() => void>(() => {});
export const useHoldRequestsUntilKnown = () => useContext(HoldRequestsUntilKnown);

/**
 * For that same early page: null when Firebase has already answered; else a promise of the customer last signed in on
 * this browser once their kept answers are in the query cache (last-visit/), or of null when nothing usable was kept or
 * it could not load. Call once, before the page renders. Reading what was kept is the lazy module's, so the first
 * script only clears it.
 */
const RestoreLastVisit = createContext<() => Promise<LastVisitUser | null> | null>(() => null);
export const useRestoreLastVisit = () => useContext(RestoreLastVisit);

const loadLastVisitCache = () => import('./last-visit/last-visit-cache');

/**
 * The signed-in user's role (the ID token's custom claim `role`), or null: the shell's route gate reads it.
 * Not part of the shared auth context: remotes never decide access, the shell and the API do.
 */
const UserRole = createContext<string | null>(null);
export const useUserRole = () => useContext(UserRole);

interface Props {
  apiClient: ApiClient;
  children: ReactNode;
  loadService?: LoadAuthService;
}

/** Sign-in state for the shell and every remote: Firebase Auth, loaded after first paint. */
export function ShellAuthProvider({ apiClient, children, loadService = defaultLoader }: Props) {
  const [user, setUser] = useState<ShellUser | null>(null);
  const [profileLoaded, setProfileLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  const service = useRef<Promise<AuthService> | null>(null);
  const known = useRef(false);
  const releaseHold = useRef<(() => void) | null>(null);
  const restoring = useRef<Promise<Restoring | null> | null>(null);
  // Read once: it only matters until Firebase answers, and then `status` says who is signed in.
  const [signedInHint] = useState(readSignedInHint);

  /**
   * Firebase has said who is signed in (or cannot): held requests go, with the token source installed, and answers
   * restored from the last visit are fetched again for the same customer, or dropped for anyone else.
   */
  const answered = useCallback((uid: string | null) => {
    known.current = true;
    releaseHold.current?.();
    releaseHold.current = null;
    void restoring.current?.then((restored) => restored?.settle(uid));
  }, []);

  const holdRequests = useCallback(() => {
    if (!known.current && !releaseHold.current) releaseHold.current = apiClient.holdRequests();
  }, [apiClient]);

  const restoreLastVisit = useCallback((): Promise<LastVisitUser | null> | null => {
    if (known.current) return null;
    restoring.current ??= Promise.all([loadLastVisitCache(), loadQueryClient()]).then(
      ([m, client]) => {
        const visit = m.readLastVisit();
        return visit && !known.current ? m.restoreLastVisit(client, visit) : null;
      },
      () => null, // the chunk did not load: the page loads its data as a first visit does
    );
    return restoring.current.then((restored) => restored?.user ?? null);
  }, []);

  const ensureService = useCallback(() => {
    if (!service.current) {
      service.current = loadService();
      service.current.then(
        (svc) => {
          apiClient.setIdTokenSource(() => svc.getIdToken());
          svc.onUserChanged((next) => {
            // Not a transition: the page drawn with it reads the query cache (useSyncExternalStore), which the
            // last visit's answers fill meanwhile, and React then draws the whole page again at once to match.
            setUser((prev) =>
              prev?.uid === next?.uid &&
              prev?.email === next?.email &&
              prev?.emailVerified === next?.emailVerified &&
              prev?.role === next?.role
                ? prev
                : next,
            );
            setReady(true);
            writeSignedInHint(next !== null);
            answered(next?.uid ?? null);
          });
        },
        () => {
          setReady(true); // no sign-in available (offline, unconfigured): everyone is signed out
          answered(null);
        },
      );
    }
    return service.current;
  }, [apiClient, loadService, answered]);

  // Someone who was signed in here needs Firebase soon (their header, their token); anyone else only
  // when they go to sign in, or once the page has settled.
  useEffect(() => (readSignedInHint() ? afterFirstPaint : afterSettled)(() => void ensureService()), [ensureService]);

  const uid = user?.uid ?? null;
  useEffect(() => setProfileLoaded(false), [uid]);

  // The signed-in customer's kept answers follow the API's; signed out, nothing of theirs stays in this browser.
  useEffect(() => {
    if (!ready) return;
    if (!user) {
      clearLastVisit();
      return;
    }
    let live = true;
    let stop: (() => void) | null = null;
    const who = { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
    void Promise.all([loadLastVisitCache(), loadQueryClient()]).then(
      ([m, client]) => {
        if (live) stop = m.recordLastVisit(client, who);
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [ready, user]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: !ready ? 'loading' : user ? 'signed-in' : 'signed-out',
      user,
      isExisting: user !== null && profileLoaded,
      signedInHint,
      signIn: async (email, password) => (await ensureService()).signIn(email, password),
      signUp: async (email, password) => (await ensureService()).signUp(email, password),
      sendPasswordReset: async (email) => (await ensureService()).sendPasswordReset(email),
      signOut: async () => {
        await (await ensureService()).signOut();
        // Nothing cached for the previous user may leak into the next session.
        (await loadQueryClient()).clear();
      },
      getIdToken: async () => (service.current ? (await service.current).getIdToken() : null),
    }),
    [ready, user, profileLoaded, signedInHint, ensureService],
  );

  return (
    <EnsureAuthLoaded.Provider value={ensureService}>
      <HoldRequestsUntilKnown.Provider value={holdRequests}>
        <RestoreLastVisit.Provider value={restoreLastVisit}>
          <AuthProvider value={value}>
            <UserRole.Provider value={user?.role ?? null}>{children}</UserRole.Provider>
            {uid && (
              <Suspense fallback={null}>
                <QueryScope>
                  <ExistingCustomerProbe apiClient={apiClient} uid={uid} onChange={setProfileLoaded} />
                </QueryScope>
              </Suspense>
            )}
          </AuthProvider>
        </RestoreLastVisit.Provider>
      </HoldRequestsUntilKnown.Provider>
    </EnsureAuthLoaded.Provider>
  );
}
