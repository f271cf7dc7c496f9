// /onboard?lid=…: opens a saved quote. The lead is restored once per link (restoredLeadLink remembers
// it for the tab), then the visitor lands on the price, or on the first question the lead does not
// answer. If the lead cannot be fetched, fetchLead reports "Failed to fetch lead by id" as a warning and
// the visitor starts fresh at step 1 with a note. Without lid, /onboard is the new-visitor questions and
// renders with the quiz's first chunk, like /start: only a link loads the saved quote's reader (zod), and the
// step it lands on loads once the lead has said which.
import {
  Alert,
  clearQuizAndCartState,
  fetchLead,
  storageKeys,
  useApiClient,
  useStoredState,
  writeStored,
  type ApiClient,
} from '@tailwise/shared';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { preloadRoute } from '../../prerender/preload-route';
import { checkoutSuccessOf } from '../flow/checkout-success';
import { buildFlowContext, flowDefinitions, stepIndexOfSlug, stepSlug, stepUrl } from '../flow/flow-definitions';
import { FlowStepper, type FlowScreen } from '../flow/FlowStepper';
import { firstUnansweredStep } from '../flow/step-navigation';
import { readQuizAnswers } from '../flow/state/answers';
import { claimAnswers } from '../flow/state/flow-ownership';
import { newVisitorScreens } from '../start/new-visitor-screens';
import { leadIdFromSearch, restoredMarkerFor } from './lead-link';

const def = flowDefinitions.OnboardQuiz;

export const RESTORE_FAILED_NOTE =
  'We couldn’t open that saved quote; the link may have expired. Let’s start a new one: it takes about a minute.';

/** Kept across the redirect to step 1 (a new mount). */
let failureNote: string | null = null;

interface Restore {
  lid: string;
  /** Settles once the link is restored (or could not be); never rejects. */
  done: Promise<void>;
  /** Set when the restore's own code failed to load: the page's error boundary shows it. */
  error?: unknown;
}

/** The restore under way (one link at a time per tab). */
let restoring: Restore | null = null;
/** The step a restored link lands on: shown at once, and kept until the address has caught up with it. */
let landing: { lid: string; index: number } | null = null;

/** Fetches the lead and stores its answers, or starts fresh if it cannot be fetched; then sets the landing. */
function restoreLink(client: ApiClient, lid: string, proof: string | null): Restore {
  if (restoring?.lid === lid) return restoring;
  // The saved quote's reader (zod, the contract's pet schema) loads while the lead is fetched.
  const reader = import('./restore-lead');
  const restore: Restore = { lid, done: Promise.resolve() };
  restore.done = Promise.allSettled([fetchLead(client, lid, proof), reader])
    .then(async ([lead]) => {
      let index = 0;
      if (lead.status === 'fulfilled') {
        (await reader).restoreLead(lead.value);
        failureNote = null;
        index = firstUnansweredStep(def, readQuizAnswers(), {}).index;
      } else {
        clearQuizAndCartState();
        claimAnswers({ flowId: def.id });
        failureNote = RESTORE_FAILED_NOTE;
      }
      landing = { lid, index };
      writeStored(storageKeys.restoredLeadLink, restoredMarkerFor(lid));
      // The landing step's chunks (and React Query for it) start together, not one after another as it renders.
      preloadRoute(stepUrl(def.flow.path, def, def.steps[index]!, ''));
      restoring = null;
    })
    .catch((error: unknown) => {
      restore.error = error;
    });
  restoring = restore;
  return restore;
}

const screenOf = (index: number): FlowScreen => ({ kind: 'step', slug: stepSlug(def, def.steps[index]!) || undefined });

export function OnboardFlowPage({ screen }: { screen: FlowScreen }) {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const lid = leadIdFromSearch(search);
  const [marker] = useStoredState(storageKeys.restoredLeadLink);
  const [storedLeadId] = useStoredState(storageKeys.leadId);
  const [storedLeadUuid] = useStoredState(storageKeys.leadUuid);
  // After a purchase the success screen clears the quiz keys, the marker with them; its route state (kept
  // across a refresh) says the quote was bought, so the lead is not restored over the success screen.
  const bought = checkoutSuccessOf(state) !== null;
  const ctx = useMemo(() => buildFlowContext(def, { basePath: def.flow.path, search }), [search]);

  // Just restored: the page renders the landing step in the same pass, and the address follows it.
  const landingIndex = landing !== null && landing.lid === lid ? landing.index : undefined;
  const arrived =
    landingIndex !== undefined && screen.kind === 'step' && stepIndexOfSlug(def, screen.slug) === landingIndex;
  useEffect(() => {
    if (lid === null || landingIndex === undefined) return;
    if (arrived) {
      landing = null;
      return;
    }
    landing = { lid, index: landingIndex };
    navigate(stepUrl(ctx.basePath, def, def.steps[landingIndex]!, ctx.search), { replace: true });
    // A page left before the address caught up does not hand its landing to a later visit.
    return () => {
      if (landing?.lid === lid) landing = null;
    };
  }, [lid, landingIndex, arrived, navigate, ctx]);

  if (lid !== null && !bought && marker !== restoredMarkerFor(lid) && landingIndex === undefined) {
    // A numeric id is readable with the uuid as proof, which this browser has if it created the lead.
    const proof = /^\d+$/.test(lid) && storedLeadId === Number(lid) ? storedLeadUuid : null;
    const restore = restoreLink(client, lid, proof);
    if (restore.error !== undefined) {
      restoring = null; // the error boundary's retry starts over
      throw restore.error;
    }
    // Suspends to the route's placeholder, so the route counts as rendered (and the footer joins) only once the
    // landing step is on screen, never under a placeholder that the step would then push down.
    throw restore.done;
  }

  const shown = landingIndex !== undefined && !arrived ? screenOf(landingIndex) : screen;
  const onFirstStep = shown.kind === 'step' && !shown.slug;
  const banner = failureNote && onFirstStep ? <Alert tone="info">{failureNote}</Alert> : null;
  return <FlowStepper def={def} screens={newVisitorScreens} ctx={ctx} screen={shown} banner={banner} />;
}
