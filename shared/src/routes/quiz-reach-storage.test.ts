// The shell's first script reads the answers as the quiz stores them (storageKeys, through writeStored): what it reads
// must be what the quiz wrote, or every visitor would count as unanswered and go back to the first question.
import { writeStored } from '../storage/stored-state';
import { storageKeys } from '../storage/storage-keys';
import { earlyQuizStepAt } from './quiz-reach';

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
    // A visitor who went back to the first pet's breed.
    writeStored(storageKeys.currentPetIndex, 0);
    expect(earlyQuizStepAt(at('/start/breed'), localStorage)).toEqual({
      words: { petName: 'Rex', priceOwner: 'your', planOwner: 'Your pets’' },
    });
  });

  it('treats a value it cannot read as no answer', () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    localStorage.setItem(storageKeys.currentPets.key, '{not json');
    expect(earlyQuizStepAt(at('/start/breed'), localStorage)).toEqual({ redirect: '/start' });
  });

  it('counts the ZIP, email and lead the contact step stored, as the quiz does', () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [
      { key: 'pet-1', name: 'Rex', petType: 0, breedId: 12, breedName: null, age: 3 },
    ]);
    writeStored(storageKeys.zipCode, '19104');
    writeStored(storageKeys.backupEmail, 'rex@example.com');
    expect(earlyQuizStepAt(at('/start/price'), localStorage)).toEqual({ redirect: '/start/contact' });
    writeStored(storageKeys.leadUuid, 'lead-1');
    expect(earlyQuizStepAt(at('/start/price'), localStorage)).toEqual({
      words: { petName: 'Rex', priceOwner: 'Rex’s', planOwner: 'Rex’s' },
    });
  });

  it('leaves every other page to the app, without reading storage', () => {
    const local = { getItem: jest.fn(() => null) } as unknown as Storage;
    expect(earlyQuizStepAt(at('/dashboard/claims'), local)).toBeNull();
    expect(local.getItem).not.toHaveBeenCalled();
    expect(earlyQuizStepAt(at('/start'), localStorage)).toBeNull();
    expect(earlyQuizStepAt(at('/onboard/price'), localStorage)).toBeNull();
    expect(earlyQuizStepAt(at('/dashboard'), localStorage)).toBeNull();
  });
});
