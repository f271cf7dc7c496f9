// The first script a page runs, small and free of the federation runtime. It keeps what a visitor
// does to a prerendered page for the app, and loads the shell's entry (main.ts; the plain shell document preloads it):
// at once, or on a page prerendered whole, once the visitor reaches for it (start-on-intent.ts).
import { earlyQuizStepAt, fillEarlyWords } from '@tailwise/shared/routes/quiz-reach';
import { flowStartOfEmptyCheckout } from './app/empty-checkout';
import { holdEarlyActions } from './app/early-input';
import { prerenderedRoot } from './app/prerendered-page';
import { startOnIntentOrQuiet, startsOnIntent } from './app/start-on-intent';
import { webStorage } from './app/web-storage';
import { hasSignedInCookie } from './features/auth/auth-hint';
import { keepLandingQuery } from './features/attribution/landing-query';

const mainSrc = (document.currentScript as HTMLScriptElement | null)?.dataset.main;
const prerendered = prerenderedRoot();

const loadMain = () => {
  if (!mainSrc) return;
  const script = document.createElement('script');
  script.src = mainSrc;
  document.head.append(script);
};

// A checkout with no cart behind it (a new visitor's; a customer's of another flow's quote): its flow's first question
// is where the app would send them.
const flowStart = flowStartOfEmptyCheckout(
  window.location,
  { local: webStorage('localStorage'), session: webStorage('sessionStorage') },
  hasSignedInCookie(document.cookie),
  window.history.state,
);
// A later question of a quote in progress: where the quiz would send a visitor whose answers do not reach it, or the
// words it shows of their answers.
const quizStep = flowStart ? null : earlyQuizStepAt(window.location, webStorage('localStorage'));
const elsewhere = flowStart ?? (quizStep && 'redirect' in quizStep ? quizStep.redirect : null);
if (elsewhere) {
  window.location.replace(elsewhere);
} else {
  if (prerendered && quizStep && 'words' in quizStep) fillEarlyWords(prerendered, quizStep.words);
  keepLandingQuery(window.location.search);
  // A press or a submit before the app has taken the page over is kept for it, not lost.
  if (prerendered) holdEarlyActions(prerendered);
  if (startsOnIntent(document, [webStorage('localStorage'), webStorage('sessionStorage')]))
    startOnIntentOrQuiet(loadMain);
  else loadMain();
}
