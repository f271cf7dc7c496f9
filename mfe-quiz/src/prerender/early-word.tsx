// A word of a prerendered later step that comes from the visitor's answers (the pet's name on /start/breed): the
// release-time prerender marks it so the shell's first script fills it in from storage before the app loads; the app
// draws the word itself.
import { EARLY_FILL_ATTRIBUTE, type EarlyStepWords } from '@tailwise/shared/routes/quiz-reach';
import { usePrerendering } from './use-prerendering';

/** `children` as the app draws it; in the prerender, marked as the answer-word `word` in a span that adds no style. */
export function EarlyWord({ word, children }: { word: keyof EarlyStepWords; children: string }) {
  const prerendering = usePrerendering();
  return prerendering ? <span {...{ [EARLY_FILL_ATTRIBUTE]: word }}>{children}</span> : <>{children}</>;
}
