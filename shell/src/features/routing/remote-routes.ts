// The routes that a remote other than marketing owns, as plain data with a matcher of their own. The
// route table is built from them, and the shell's entry reads them before React Router and the shared
// library have loaded, to start downloading the owning remote while the app starts (preload-route-remote.ts).
import type { RemoteName } from '@tailwise/shared/remote-names';
import { businessPaths, enrollmentPaths, quizFlows, type QuizFlowId } from '@tailwise/shared/routes';

export interface ShellRoute {
  path: string;
  remote: RemoteName;
  /** Signed-in customers only: the shell shows its sign-in screen first. */
  requiresAuth?: boolean;
  /**
   * Only a signed-in user whose ID token carries this custom claim `role` gets the remote; anyone else sees the
   * shell's own screen and the remote is never fetched, not even preloaded (preload-route-remote.ts).
   */
  requiredRole?: string;
}

/**
 * The claims staff's role: the contract's STAFF_ROLE (shared/src/contract/ops.ts), written out because this file is
 * read by the shell's entry script, which must not pull in the contract's zod schemas (remote-routes.test.ts
 * holds the two equal).
 */
export const STAFF_ROLE = 'adjuster';

const signedInFlows = new Set<QuizFlowId>(['UpsellInsuranceQuiz', 'UpsellWellnessQuiz', 'UpsellNewPetQuiz']);

export const remoteRoutes: readonly ShellRoute[] = [
  { path: `${businessPaths.home}/*`, remote: 'business' },
  { path: `${enrollmentPaths.enroll}/*`, remote: 'business' },
  { path: enrollmentPaths.benefitsEnroll, remote: 'business' },
  { path: '/dashboard/*', remote: 'dashboard', requiresAuth: true },
  // Claims staff only: the review queue and each claim's decision.
  { path: '/ops/*', remote: 'ops', requiresAuth: true, requiredRole: STAFF_ROLE },
  // Each flow, with its steps, restart and checkout routes beneath it. The upsell flows sell to pets
  // already on an account, so they are for signed-in customers; the gate returns them to the flow.
  ...quizFlows.map((flow): ShellRoute => ({
    path: `${flow.path}/*`,
    remote: 'quiz',
    ...(signedInFlows.has(flow.id) ? { requiresAuth: true } : {}),
  })),
];

/** React Router's reading of these patterns: `/a/*` is /a and below, `:param` one non-empty segment. */
function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.replace(/\/\*$/, '').split('/');
  const given = pathname.replace(/\/+$/, '').split('/');
  if (given.length < wanted.length || (!pattern.endsWith('/*') && given.length !== wanted.length)) return false;
  return wanted.every((segment, i) =>
    segment.startsWith(':') ? given[i] !== '' : segment.toLowerCase() === given[i]!.toLowerCase(),
  );
}

/** The route of a remote other than marketing that owns `pathname`, or null (a marketing page or the 404 page). */
export function remoteRouteOwningPath(pathname: string): ShellRoute | null {
  return remoteRoutes.find((route) => matches(route.path, pathname)) ?? null;
}

/** The remote other than marketing that owns `pathname`, or null (a marketing page or the 404 page). */
export function remoteOwningPath(pathname: string): RemoteName | null {
  return remoteRouteOwningPath(pathname)?.remote ?? null;
}
