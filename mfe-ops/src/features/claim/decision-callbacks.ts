// What a decision form tells the panel around it: it went through (with the words to show), or someone else had
// already decided the claim (409).
export interface DecisionCallbacks {
  onDecided: (message: string) => void;
  onDecidedElsewhere: () => void;
}
