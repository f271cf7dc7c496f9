// The first script reads the quiz's answers from the keys the quiz writes them to: a renamed key would leave every
// visitor "unanswered" and send them back to the first question.
import { writeStored } from '@tailwise/shared';
import { storageKeys } from '@tailwise/shared/storage-keys';
import { earlyQuizStepAt } from './early-quiz-step';

const at = (pathname: string, search = '') => ({ pathname, search });

beforeEach(() => localStorage.clear());

describe('earlyQuizStepAt', () => {
  it('sends a visitor with nothing stored from a later step to the flow’s first, keeping the query string', () => {
    expect(earlyQuizStepAt(at('/start/breed', '?utm_source=ad'), localStorage)).toEqual({
      redirect: '/start?utm_source=ad',
    });
    expect(earlyQuizStepAt(at('/start/breed'), null)).toEqual({ redirect: '/start' });
  });

  it('reads the answers the quiz stored, under its keys', () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'pet-1', name: 'Rex', petType: 0, breedId: 12, breedName: 'Beagle', age: 3 },
      { key: 'pet-2', name: 'Pepper', petType: 1, breedId: 4, breedName: 'Siamese', age: 2 },
    ]);
    writeStored(storageKeys.currentPetIndex, 1);
    expect(earlyQuizStepAt(at('/start/breed'), localStorage)).toEqual({
      words: { petName: 'Pepper', priceOwner: 'your', planOwner: 'Your pets’' },
    });
    // A visitor who went back from the contact step to the first pet's breed.
    writeStored(storageKeys.currentPetIndex, 0);
    expect(earlyQuizStepAt(at('/start/contact'), localStorage)).toEqual({
      words: { petName: 'Rex', priceOwner: 'your', planOwner: 'Your pets’' },
    });
  });

  it('treats a value it cannot read as no answer', () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    localStorage.setItem(storageKeys.currentPets.key, '{not json');
    expect(earlyQuizStepAt(at('/start/breed'), localStorage)).toEqual({ redirect: '/start' });
  });

  it('leaves every other page to the app', () => {
    expect(earlyQuizStepAt(at('/start'), localStorage)).toBeNull();
    expect(earlyQuizStepAt(at('/onboard/price'), localStorage)).toBeNull();
    expect(earlyQuizStepAt(at('/dashboard'), localStorage)).toBeNull();
  });
});
