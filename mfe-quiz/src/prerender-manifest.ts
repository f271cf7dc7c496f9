// What the quiz's release-time prerender renders: the first step of each flow that every first-time
// visitor sees the same way, so its question is on screen before any JavaScript runs, and the new
// visitor's checkout as a signed-out visitor first sees it. Static data only (no rendering, no browser
// APIs), so it can run in Node.
import { fillPath, quizCheckoutPath, quizFlows, type QuizFlowId } from '@tailwise/shared';
import type { PrerenderRoute } from '@tailwise/shared/prerender';
import { CUSTOMER_QUIZ_FLOWS } from '@tailwise/shared/routes/flow-paths';
import { checkoutPageTitle } from './features/checkout/checkout-steps';
import { choosePetsWords } from './features/upsell/choose-pets-words';
import type { UpsellProduct } from './features/upsell/upsell-offer';
import { LEAD_LINK_PARAM } from './features/onboard/lead-link';
import { laterStepPageTitle } from './features/flow/step-page-titles';
import {
  EARLY_GUARDED_QUIZ_FLOWS,
  PRERENDERED_LATER_STEPS,
  quizFlowSteps,
  quizStepPath,
} from '@tailwise/shared/routes/quiz-reach';

/**
 * Only public flows whose first step needs nothing but the URL: /start; /promo, whose promo code field is
 * filled from the link's `rpc` once the app runs (the field is there either way); and /onboard, which
 * without a saved quote's `lid` is the same first question (with `lid` the app restores the quote and lands
 * on its price, so the gateway serves such a link the shell document: EXCEPT_WITH_QUERY). Left out:
 * - BenefitsOnboardQuiz (/benefits/:groupId/onboard) is per employer and loads the group's promo;
 * - the upsell flows (/insurance, /wellness, /new) are for signed-in customers only (PRERENDERED_UPSELLS, below).
 */
export const PRERENDERED_FLOWS: readonly QuizFlowId[] = ['StartQuiz', 'PromoQuiz', 'OnboardQuiz'];

/** Query parameters with which a flow's first screen is not the prerendered question. */
const EXCEPT_WITH_QUERY: Partial<Record<QuizFlowId, readonly string[]>> = { OnboardQuiz: [LEAD_LINK_PARAM] };

/**
 * Checkouts whose first screen, the account step, is prerendered for the visitor without the signed-in hint:
 * the new visitor's, which every purchase from /start goes through. The page is a step of a quote in
 * progress, so the app starts at once and fills in the visitor's email and plan; the HTML puts the form on
 * screen seconds earlier on a slow phone.
 */
export const PRERENDERED_CHECKOUTS: readonly QuizFlowId[] = ['StartQuiz'];

/**
 * The upsell flows' checkouts, for visitors with the signed-in hint: until Firebase answers, a customer's checkout
 * is its details step's heading and count above the form's space (no account step: they are signed in), the same
 * for everyone and what the app draws too, so only the form and the plan beside it arrive when it takes over. A
 * customer whose stored answers are not this flow's (a bookmark, another flow's quote) is sent to the flow's first
 * step by the page's first script, not after the app has loaded (shell/src/app/empty-checkout.ts). So these are the
 * flows that script guards, the one list both read: a checkout prerendered without that guard would show a stranger's
 * details step until the app sent them away (a change to the list needs a shell release too, flow-paths.ts says).
 */
export const PRERENDERED_UPSELL_CHECKOUTS: readonly QuizFlowId[] = CUSTOMER_QUIZ_FLOWS;

/**
 * An employer's members arrive at /benefits/{groupId}/onboard: its first question is the same for every group,
 * under the group's banner as a skeleton, so one page rendered at this stand-in address serves every group's.
 * The app starts at once and fills the banner from the group (GET /groups/{groupId}). Signed-out visitors only: a
 * signed-in member may first be asked to prove their seat.
 */
export const BENEFITS_STAND_IN_GROUP = 'your-employer';

/**
 * The upsell flows whose first step chooses among the customer's pets: until the account answers, that step is its
 * heading, its words and the list's space, the same for every customer (ChoosePetsFrame). So it is prerendered for
 * visitors with the signed-in hint (the others still get the shell's sign-in screen), and the app starts at once to
 * fill in the pets.
 */
export const PRERENDERED_UPSELLS: readonly (readonly [QuizFlowId, UpsellProduct])[] = [
  ['UpsellInsuranceQuiz', 'INSURANCE'],
  ['UpsellWellnessQuiz', 'WELLNESS'],
];

/**
 * /new asks a new pet's name and species first, which needs nothing of the account: the app asks it while the account
 * loads, so it is prerendered for visitors with the signed-in hint as /start's question is for everyone (what is
 * typed before the app takes over is carried into it). The step count is hidden until the profile says whether a
 * ZIP step follows.
 */
export const PRERENDERED_NEW_PET: QuizFlowId = 'UpsellNewPetQuiz';

/** The first step's heading: with the flow's title, the document title the step sets when the app runs. */
export const FIRST_STEP_HEADING = 'Tell us about your pet';

/**
 * A new visitor's later steps (/start/breed, /start/contact, /start/price; /promo's too): a quote in progress, reloaded or
 * opened again, whose question the app drew only after eight script loads in a row; the price is its heading and words
 * above the plans' placeholder until the app has the quote. The words that come from the answers (the pet's name) are
 * marked for the shell's first script, which fills them in from storage and first sends a visitor
 * whose answers do not reach the step where the app would (@tailwise/shared/routes/quiz-reach, which the stepper
 * reads too). The flows are the ones that script guards, the one list both read. The app starts at once.
 */
const LATER_STEP_DESCRIPTIONS: Record<(typeof PRERENDERED_LATER_STEPS)[number], string> = {
  breed: 'Your pet’s breed and age, which shape the price most, then your ZIP code and email, and your price.',
  contact: 'Your ZIP code and email, then your pet insurance and wellness price.',
  price:
    'Your pet insurance and wellness price: choose the deductible, reimbursement and wellness plan, then check out.',
};

/** What search results show under the title. */
const DESCRIPTIONS: Partial<Record<QuizFlowId, string>> = {
  StartQuiz:
    'Your pet insurance and wellness price in three short steps: your pet’s name and species, breed and age, then your ZIP code and email.',
  PromoQuiz:
    'Redeem your Tailwise offer: tell us about your pet, add your promo code and see your insurance and wellness price with it applied.',
  OnboardQuiz:
    'Finish setting up your Tailwise account: tell us about your pet, then see your insurance and wellness price and choose your plan.',
  UpsellNewPetQuiz:
    'Add a new pet to your Tailwise account: their name and species, breed and age, then their insurance and wellness price.',
};

const flowOf = (id: QuizFlowId, { parameterised = false } = {}) => {
  const flow = quizFlows.find((f) => f.id === id);
  if (!flow) throw new Error(`Unknown quiz flow ${id}`);
  if (flow.path.includes(':') !== parameterised)
    throw new Error(`${id}'s path ${parameterised ? 'has no' : 'has a'} parameter: prerender it the other way`);
  return flow;
};

export function quizPrerenderRoutes(): PrerenderRoute[] {
  const firstSteps = PRERENDERED_FLOWS.map((id): PrerenderRoute => {
    const flow = flowOf(id);
    return {
      path: flow.path,
      meta: { title: `${FIRST_STEP_HEADING} – ${flow.title}`, description: DESCRIPTIONS[id] ?? flow.purpose },
      // The question is answerable as HTML (what is typed, ticked and pressed is carried into the app), so
      // a first-time visitor's page does not start the app until they reach for it.
      appStart: 'on-intent',
      ...(EXCEPT_WITH_QUERY[id] ? { exceptWithQuery: EXCEPT_WITH_QUERY[id] } : {}),
    };
  });
  // A checkout's first screen: a new visitor's account step (signed out), or a customer's details step (signed in).
  const checkoutPage = (id: QuizFlowId, customer: boolean): PrerenderRoute => {
    const flow = flowOf(id);
    return {
      path: quizCheckoutPath(flow.path),
      meta: customer
        ? {
            title: checkoutPageTitle('details'),
            description: `${flow.title}: check your details, then review and pay with your card on file or a new one.`,
          }
        : {
            title: checkoutPageTitle('account'),
            description: 'Buy the plan you chose: create your Tailwise account, add your details, then review and pay.',
          },
      ...(customer ? { signedInOnly: true } : { signedOutOnly: true }),
    };
  };
  const checkouts = PRERENDERED_CHECKOUTS.map((id) => checkoutPage(id, false));
  const upsellCheckouts = PRERENDERED_UPSELL_CHECKOUTS.map((id) => checkoutPage(id, true));
  const benefits = flowOf('BenefitsOnboardQuiz', { parameterised: true });
  const groupFirstStep: PrerenderRoute = {
    path: fillPath(benefits.path, { groupId: BENEFITS_STAND_IN_GROUP }),
    servesPaths: [benefits.path],
    meta: {
      title: `${FIRST_STEP_HEADING} – ${benefits.title}`,
      description:
        'Your employer’s pet benefits: tell us about your pet and see your insurance and wellness price per paycheck, paid by payroll deduction.',
    },
    signedOutOnly: true,
  };
  const upsells = PRERENDERED_UPSELLS.map(([id, product]): PrerenderRoute => {
    const flow = flowOf(id);
    const words = choosePetsWords(product, flow.title);
    return { path: flow.path, meta: { title: words.pageTitle, description: flow.purpose }, signedInOnly: true };
  });
  const newPet = flowOf(PRERENDERED_NEW_PET);
  const newPetFirstStep: PrerenderRoute = {
    path: newPet.path,
    meta: { title: `${FIRST_STEP_HEADING} – ${newPet.title}`, description: DESCRIPTIONS[PRERENDERED_NEW_PET]! },
    signedInOnly: true,
  };
  const laterSteps = EARLY_GUARDED_QUIZ_FLOWS.flatMap((id) => {
    const flow = flowOf(id);
    return PRERENDERED_LATER_STEPS.map((step): PrerenderRoute => ({
      path: quizStepPath(flow.path, quizFlowSteps[id], step),
      meta: { title: laterStepPageTitle(step, flow.title), description: LATER_STEP_DESCRIPTIONS[step] },
    }));
  });
  return [...firstSteps, ...laterSteps, ...checkouts, groupFirstStep, ...upsells, newPetFirstStep, ...upsellCheckouts];
}
