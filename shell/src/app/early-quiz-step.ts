// A prerendered later question of a new visitor's quote (/start/breed, /start/contact) is drawn for "your pet": the
// first script (start.ts) fills in the visitor's words from storage, or sends a visitor whose answers do not reach the
// step to where the quiz would, at once rather than once the app has loaded. The rule is the quiz's own
// (@tailwise/shared/routes/quiz-reach); this file only reads the stored values.
import { earlyQuizStep, type EarlyQuizStep, type StoredQuizValues } from '@tailwise/shared/routes/quiz-reach';
import { QUIZ_ANSWER_NAMES, QUIZ_FLOW_NAME, STORED_PREFIX } from '@tailwise/shared/storage-keys/early';

function readJson(local: Storage | null, name: string): unknown {
  try {
    return JSON.parse(local?.getItem(`${STORED_PREFIX}${name}`) ?? 'null');
  } catch {
    return null;
  }
}

/** The quiz's stored values as they are in `local` (anything unreadable is null, which the rule treats as unanswered). */
export function storedQuizValues(local: Storage | null): StoredQuizValues {
  return {
    owner: readJson(local, QUIZ_FLOW_NAME),
    pets: readJson(local, QUIZ_ANSWER_NAMES.pets),
    petIndex: readJson(local, QUIZ_ANSWER_NAMES.petIndex),
    zipCode: readJson(local, QUIZ_ANSWER_NAMES.zipCode),
    email: readJson(local, QUIZ_ANSWER_NAMES.email),
    leadUuid: readJson(local, QUIZ_ANSWER_NAMES.leadUuid),
  };
}

/** What the first script does on `location`: go elsewhere, fill in words, or nothing (null) for any other page. */
export const earlyQuizStepAt = (
  location: Pick<Location, 'pathname' | 'search'>,
  local: Storage | null,
): EarlyQuizStep | null => earlyQuizStep(location.pathname, location.search, storedQuizValues(local));
