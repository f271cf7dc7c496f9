// What a decision form tells the panel around it: it went through (with the words to show), or someone else had
// already decided the claim (409).
import { isDecidedElsewhere } from './api/decision-cache';

export interface DecisionCallbacks {
  onDecided: (message: string) => void;
  onDecidedElsewhere: () => void;
}

/**
 * A decision form's failure (useSubmit's onError): a claim someone else decided first goes to the panel, which
 * says so; anything else is the server's messages on the form.
 */
export const decisionFailure =
  (onDecidedElsewhere: () => void) =>
  (error: unknown, placeServerErrors: () => string[]): string | null => {
    if (!isDecidedElsewhere(error)) return placeServerErrors()[0] ?? null;
    onDecidedElsewhere();
    return null;
  };
