// Which flow the stored answers belong to (storageKeys.quizFlow). Answers from another flow (a /start
// quote, then a /benefits link; one employer group, then another) are not reused silently: entering a
// flow that does not own them starts fresh. The lead and attribution keys are not quiz state and stay.
import { clearQuizAndCartState, readStored, storageKeys, writeStored, type QuizFlowId } from '@tailwise/shared';

export interface FlowOwner {
  flowId: QuizFlowId;
  groupId?: string;
}

type StoredOwner = { flowId: string; groupId?: string } | null;

export const ownsAnswers = (stored: StoredOwner, owner: FlowOwner): boolean =>
  stored !== null && stored.flowId === owner.flowId && (stored.groupId ?? null) === (owner.groupId ?? null);

/** True when some quiz or cart answer is stored (so starting fresh loses something worth mentioning). */
export function hasStoredAnswers(): boolean {
  const pets = readStored(storageKeys.currentPets);
  return (Array.isArray(pets) && pets.length > 0) || readStored(storageKeys.petsCart).length > 0;
}

/**
 * Makes `owner` the owner of the stored answers. Returns the flow whose answers were cleared, or null
 * when nothing was lost (already owned, or nothing stored).
 */
export function claimAnswers(owner: FlowOwner): string | null {
  const stored = readStored(storageKeys.quizFlow);
  if (ownsAnswers(stored, owner)) return null;
  const lost = hasStoredAnswers() ? (stored?.flowId ?? 'unknown') : null;
  clearQuizAndCartState();
  writeStored(
    storageKeys.quizFlow,
    owner.groupId ? { flowId: owner.flowId, groupId: owner.groupId } : { flowId: owner.flowId },
  );
  return lost;
}
