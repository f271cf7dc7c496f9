import { readStored, storageKeys, writeStored } from '@tailwise/shared';
import { claimAnswers, ownsAnswers } from './flow-ownership';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('flow ownership', () => {
  it('matches the flow and, for benefits, the group', () => {
    expect(ownsAnswers({ flowId: 'StartQuiz' }, { flowId: 'StartQuiz' })).toBe(true);
    expect(ownsAnswers({ flowId: 'StartQuiz' }, { flowId: 'PromoQuiz' })).toBe(false);
    expect(ownsAnswers(null, { flowId: 'StartQuiz' })).toBe(false);
    expect(
      ownsAnswers({ flowId: 'BenefitsOnboardQuiz', groupId: 'a' }, { flowId: 'BenefitsOnboardQuiz', groupId: 'b' }),
    ).toBe(false);
  });

  it('clears another flow’s answers (not the lead or attribution) and says whose they were', () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [{ key: 'p1', name: 'Rex' }]);
    writeStored(storageKeys.petsCart, [{ petKey: 'p1', insurance: null, wellnessPlanId: 'dog-classic' }]);
    writeStored(storageKeys.leadId, 9);
    writeStored(storageKeys.marketingSource, { utm_source: 'tv' });
    expect(claimAnswers({ flowId: 'PromoQuiz' })).toBe('StartQuiz');
    expect(readStored(storageKeys.currentPets)).toEqual([]);
    expect(readStored(storageKeys.petsCart)).toEqual([]);
    expect(readStored(storageKeys.quizFlow)).toEqual({ flowId: 'PromoQuiz' });
    expect(readStored(storageKeys.leadId)).toBe(9);
    expect(readStored(storageKeys.marketingSource)).toEqual({ utm_source: 'tv' });
  });

  it('keeps its own answers, and reports nothing lost when nothing was stored', () => {
    writeStored(storageKeys.quizFlow, { flowId: 'StartQuiz' });
    writeStored(storageKeys.currentPets, [{ key: 'p1', name: 'Rex' }]);
    expect(claimAnswers({ flowId: 'StartQuiz' })).toBeNull();
    expect(readStored(storageKeys.currentPets)).toHaveLength(1);
    localStorage.clear();
    expect(claimAnswers({ flowId: 'StartQuiz' })).toBeNull();
  });
});
