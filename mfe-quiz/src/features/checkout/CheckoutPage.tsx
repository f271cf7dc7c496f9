// A flow's checkout (<flow>/checkout): account, details, then review and pay, with "Step N of M", the
// heading focused on each step, the step kept in the history entry (refresh and the back button work),
// and the success view once bought. The flow renders it; it reads the cart from the stored answers.
import { clearQuizAndCartState, QueryScope, space, storageKeys, useAuth, useStoredState } from '@tailwise/shared';
import type { CheckoutResult } from '@tailwise/shared/contract';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Redirect } from '../common/Redirect';
import { checkoutSuccessOf, type CheckoutSuccessState } from '../flow/checkout-success';
import { usePrerendering } from '../../prerender/use-prerendering';
import { asSeenQuote } from '../price/seen-quote';
import { useQuizAnswers } from '../flow/state/answers';
import type { FlowContext } from '../flow/state/flow-context';
import { StepShell } from '../common/StepShell';
import { AccountStep } from './account/AccountStep';
import {
  checkoutPageTitle,
  checkoutSteps,
  priceStepUrl,
  resolveStep,
  routeStateOf,
  STEP_TITLES,
  type CheckoutRouteState,
  type CheckoutStepId,
} from './checkout-steps';
import { checkoutLayoutStyle } from './checkout-styles';
import { loadLaterSteps, useLaterSteps } from './later-steps-loader';
import { PlanAside } from './PlanAside';
import { useCheckoutCart } from './use-checkout-cart';

/** Keeps the visitor's cart on their lead, signed in or not (its own chunk, after the first render). */
const KeepCartOnLead = lazy(() => import('../lead/KeepCartOnLead'));

export function CheckoutPage({ ctx }: { ctx: FlowContext }) {
  const location = useLocation();
  const success = checkoutSuccessOf(location.state);
  if (success) return <Bought result={success} flowId={ctx.flow.id} />;
  return <CheckoutSteps ctx={ctx} />;
}

/** The success view; the unfinished quiz and cart are forgotten once it is on screen. */
function Bought({ result, flowId }: { result: CheckoutResult; flowId: string }) {
  const later = useLaterSteps(true)!;
  useEffect(() => clearQuizAndCartState(), []);
  return <later.SuccessView result={result} flowId={flowId} />;
}

function CheckoutSteps({ ctx }: { ctx: FlowContext }) {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const answers = useQuizAnswers();
  const cart = useCheckoutCart();
  const [shipping] = useStoredState(storageKeys.shipping);
  const [billing] = useStoredState(storageKeys.billing);
  const [matchShipping] = useStoredState(storageKeys.matchShipping);
  const [rawSeen] = useStoredState(storageKeys.insuranceQuote);
  const [rawSession] = useStoredState(storageKeys.checkoutSubmittedData);

  // The release-time prerender, with no cart to check and nothing of the visitor's (their email, the plan beside
  // the form, arrive with the app): its auth carries the hint of the visitor it is for (shared/src/prerender), so
  // it is a new visitor's account step or a customer's steps before Firebase answers.
  const prerendering = usePrerendering();
  const route = routeStateOf(location.state);
  const signedIn = auth.status === 'signed-in';
  // A browser without the shell's sign-in hint is signed out: its account step renders at once, and
  // Firebase Auth loads when the visitor starts on the form (or at their first sign-up or sign-in call).
  const authKnown = auth.status !== 'loading' || auth.signedInHint === false;
  // With the hint, the customer's steps (no account step) are drawn while Firebase loads, their form once it answers.
  const customer = signedIn || !authKnown;
  const withAccount = !customer || (route.withAccount ?? false);
  const steps = checkoutSteps(withAccount);
  // Signed out, the account step is the only one shown: what comes after it loads only when needed. A customer's
  // render has them from the start (the prerendered one too: their form's skeleton is among them).
  const later = useLaterSteps(customer || (!prerendering && answers.email == null));
  // They load while the visitor fills in the account form, and React Query with them (below), so the step
  // after it renders at once.
  const [laterLoaded, setLaterLoaded] = useState(false);
  const preloadLaterSteps = useCallback(() => {
    loadLaterSteps().then(
      () => setLaterLoaded(true),
      () => {}, // the step that needs them loads them again, and reports a failure
    );
  }, []);
  const details = useMemo(
    () => (later && signedIn ? later.detailsFromStorage(shipping, billing, matchShipping !== false) : null),
    [later, signedIn, shipping, billing, matchShipping],
  );
  // A purchase on its way when the page reloaded is finished on the pay step, whatever the history says.
  // Only one found on arrival: an unclear failure on this page leaves the visitor free to edit the details.
  // Only a customer can have paid: the later steps (a customer's render has them) read the attempt.
  const storedInFlight = later?.purchaseInFlight(rawSession) === true;
  const [inFlightOnArrival] = useState(storedInFlight);
  const resuming = inFlightOnArrival && storedInFlight;
  const requested = resuming ? 'pay' : route.checkoutStep;
  // Until Firebase answers, the step asked for (a reload on review and pay stays there): the details it needs are
  // checked once the account is known.
  const step = resolveStep(steps, requested, { signedIn: customer, detailsDone: details !== null || !authKnown });
  const index = steps.indexOf(step);
  const here = `${location.pathname}${location.search}`;

  const go = useCallback(
    (next: CheckoutStepId) => {
      const state: CheckoutRouteState & { from?: CheckoutStepId } = { checkoutStep: next, withAccount, from: step };
      navigate(here, { state });
    },
    [navigate, here, withAccount, step],
  );
  const back = () => {
    const previous = steps[index - 1];
    if (!previous) navigate(priceStepUrl(ctx));
    else if ((location.state as { from?: string } | null)?.from === previous) navigate(-1);
    else navigate(here, { state: { checkoutStep: previous, withAccount } satisfies CheckoutRouteState });
  };
  const onSuccess = useCallback(
    (result: CheckoutResult) =>
      navigate(here, { replace: true, state: { checkoutSuccess: result } satisfies CheckoutSuccessState }),
    [navigate, here],
  );

  // Fix on arrival whether this checkout has an account step, so signing up there does not renumber the steps.
  // Keyed on the entry's own state object (not a copy made each render), so it runs again only for a new
  // entry: a re-render while a newer navigation is on its way (a resumed purchase that just finished) must
  // not put back the state that navigation replaced.
  const entryState: unknown = location.state;
  useEffect(() => {
    const arrived = routeStateOf(entryState);
    if (arrived.withAccount !== undefined || !authKnown) return;
    navigate(here, { replace: true, state: { ...arrived, withAccount: !signedIn } satisfies CheckoutRouteState });
  }, [entryState, authKnown, signedIn, navigate, here]);

  if (!cart.complete && !prerendering) return <Redirect to={priceStepUrl(ctx)} replace />;

  const names = cart.pets.map((p, i) => p.name.trim() || `Pet ${i + 1}`);
  const seen = asSeenQuote(rawSeen);
  const aside = <PlanAside seen={seen} names={names} />;
  let body;
  const lead = { leadId: answers.leadId, leadUuid: answers.leadUuid };
  if (!authKnown) {
    body = later && <later.DetailsSkeleton />;
  } else if (step === 'account') {
    const accountProps = { onDone: () => go('details'), onBack: back };
    body =
      answers.email != null || !later ? (
        <AccountStep email={answers.email ?? ''} {...accountProps} />
      ) : (
        <later.AccountStepFromLead {...lead} {...accountProps} />
      );
  } else if (step === 'details' && later) {
    body = <later.DetailsScreen {...lead} quizZip={answers.zipCode} onDone={() => go('pay')} onBack={back} />;
  } else if (details && later) {
    body = (
      <later.PayScreen
        ctx={ctx}
        cart={cart}
        details={details}
        onEditDetails={() => go('details')}
        onSuccess={onSuccess}
      />
    );
  }

  return (
    <StepShell
      stepKey={`${ctx.flow.id}:checkout:${step}`}
      title={STEP_TITLES[step]}
      pageTitle={checkoutPageTitle(step)}
      progress={{ step: index + 1, total: steps.length }}
      width="wide"
    >
      {step === 'pay' ? (
        // Review and pay lays out its own two columns: the plan under review is part of its form.
        body
      ) : (
        <div css={checkoutLayoutStyle} onFocus={step === 'account' ? preloadLaterSteps : undefined}>
          <div css={{ display: 'grid', gap: space(6), maxWidth: '44rem' }}>{body}</div>
          {aside}
        </div>
      )}
      {(later !== null || laterLoaded) && <QueryScope fallback={null}>{null}</QueryScope>}
      {/* Signed out too: the lead's uuid is the proof, and the quote then waits for the email's verified account.
          Once the page has rendered: nothing of it is needed to draw checkout, so it never slows the first paint. */}
      {!prerendering && authKnown && (!signedIn || auth.user) && answers.leadUuid && seen && (
        <QueryScope defer fallback={null}>
          <Suspense fallback={null}>
            <KeepCartOnLead
              uid={signedIn ? (auth.user?.uid ?? null) : null}
              leadUuid={answers.leadUuid}
              request={seen.request}
            />
          </Suspense>
        </QueryScope>
      )}
    </StepShell>
  );
}
