// /onboard?lid=…: opens a saved quote. The lead is restored once per link (rehydrationMethod remembers
// it for the tab), then the visitor lands on the price, or on the first question the lead does not
// answer. If the lead cannot be fetched, fetchLead reports "Failed to fetch lead by id" as a warning and
// the visitor starts fresh at step 1 with a note. Without lid, /onboard is the new-visitor questions.
import { Alert, clearQuizAndCartState, PageLoading, storageKeys, useStoredState, writeStored } from '@tailwise/shared';
import { useLead } from '@tailwise/shared/queries';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkoutSuccessOf } from '../checkout/checkout-steps';
import { buildFlowContext, flowDefinitions, stepUrl } from '../flows/flow-definitions';
import { FlowStepper, type FlowScreen } from '../flows/FlowStepper';
import { firstUnansweredStep } from '../flows/step-navigation';
import { readQuizAnswers } from '../quiz-state/answers';
import { claimAnswers } from '../quiz-state/flow-ownership';
import { leadIdFromSearch, restoreLead } from './restore-lead';

const def = flowDefinitions.OnboardQuiz;

export const RESTORE_FAILED_NOTE =
  'We couldn’t open that saved quote; the link may have expired. Let’s start a new one: it takes about a minute.';

/** The marker for a link already handled in this tab, so a refresh or Back does not restore over edits. */
const markerFor = (lid: string) => `lead:${lid.toLowerCase()}`;

/** Kept across the redirect to step 1 (a new mount). */
let failureNote: string | null = null;

export function OnboardFlowPage({ screen }: { screen: FlowScreen }) {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const lid = leadIdFromSearch(search);
  const [marker] = useStoredState(storageKeys.rehydrationMethod);
  const [storedLeadId] = useStoredState(storageKeys.leadId);
  const [storedLeadUuid] = useStoredState(storageKeys.leadUuid);
  const [note, setNote] = useState<string | null>(failureNote);
  // After a purchase the success screen clears the quiz keys, the marker with them; its route state (kept
  // across a refresh) says the quote was bought, so the lead is not restored over the success screen.
  const bought = checkoutSuccessOf(state) !== null;
  const pending = lid !== null && !bought && marker !== markerFor(lid);
  // A numeric id is readable with the uuid as proof, which this browser has if it created the lead.
  const proof = lid && /^\d+$/.test(lid) && storedLeadId === Number(lid) ? storedLeadUuid : null;
  const lead = useLead(pending ? lid : null, proof);
  const ctx = useMemo(() => buildFlowContext(def, { basePath: def.flow.path, search }), [search]);

  useEffect(() => {
    if (!pending || !lid) return;
    if (lead.data) {
      restoreLead(lead.data);
      writeStored(storageKeys.rehydrationMethod, markerFor(lid));
      failureNote = null;
      const target = firstUnansweredStep(def, readQuizAnswers(), {});
      navigate(stepUrl(ctx.basePath, def, def.steps[target.index]!, ctx.search), { replace: true });
    } else if (lead.isError) {
      clearQuizAndCartState();
      claimAnswers({ flowId: def.id });
      writeStored(storageKeys.rehydrationMethod, markerFor(lid));
      failureNote = RESTORE_FAILED_NOTE;
      setNote(RESTORE_FAILED_NOTE);
      navigate(stepUrl(ctx.basePath, def, def.steps[0]!, ctx.search), { replace: true });
    }
  }, [pending, lid, lead.data, lead.isError, navigate, ctx]);

  if (pending) return <PageLoading label="Opening your saved quote" />;
  const onFirstStep = screen.kind === 'step' && !screen.slug;
  const banner = note && onFirstStep ? <Alert tone="info">{note}</Alert> : null;
  return <FlowStepper def={def} ctx={ctx} screen={screen} banner={banner} />;
}
