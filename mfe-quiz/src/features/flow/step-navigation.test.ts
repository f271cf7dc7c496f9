import type { QuizAnswers } from './state/answers';
import type { QuizPet } from './state/quiz-model';
import { flowDefinitions, stepIndexOfSlug, stepUrl } from './flow-definitions';
import { firstUnansweredStep, nextStepIndex, previousStepIndex, stepProgress } from './step-navigation';

const start = flowDefinitions.StartQuiz;
const newPet = flowDefinitions.UpsellNewPetQuiz;
const insurance = flowDefinitions.UpsellInsuranceQuiz;

const pet = (patch: Partial<QuizPet> = {}): QuizPet => ({
  key: 'p1',
  name: 'Biscuit',
  petType: 0,
  breedId: 12,
  breedName: 'Beagle',
  age: 3,
  ...patch,
});

const answers = (patch: Partial<QuizAnswers> = {}): QuizAnswers => ({
  pets: [],
  petIndex: 0,
  zipCode: null,
  email: null,
  leadId: -1,
  leadUuid: null,
  ...patch,
});

const complete = answers({
  pets: [pet()],
  zipCode: '10001',
  email: 'ada@example.com',
  leadId: 7,
  leadUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
});

describe('StartQuiz steps', () => {
  it('are four screens at real URLs beneath /start, the query string kept', () => {
    expect(start.steps).toEqual(['pet', 'breed', 'contact', 'price']);
    expect(start.steps.map((s) => stepUrl('/start', start, s, '?utm_source=tv'))).toEqual([
      '/start?utm_source=tv',
      '/start/breed?utm_source=tv',
      '/start/contact?utm_source=tv',
      '/start/price?utm_source=tv',
    ]);
    expect(stepIndexOfSlug(start, undefined)).toBe(0);
    expect(stepIndexOfSlug(start, 'contact')).toBe(2);
    expect(stepIndexOfSlug(start, 'checkout')).toBe(-1);
  });

  it('send a visitor with nothing answered to the first step', () => {
    expect(firstUnansweredStep(start, answers(), {})).toEqual({ index: 0, petIndex: 0 });
  });

  it('find the first unanswered step, and the pet it is about', () => {
    expect(firstUnansweredStep(start, answers({ pets: [pet({ breedId: null })] }), {})).toEqual({
      index: 1,
      petIndex: 0,
    });
    const second = pet({ key: 'p2', name: 'Mochi', petType: 1, breedId: null, age: null });
    expect(firstUnansweredStep(start, { ...complete, pets: [pet(), second] }, {})).toEqual({ index: 1, petIndex: 1 });
    // The lead is part of the contact step: a ZIP and email without one are not done.
    expect(firstUnansweredStep(start, { ...complete, leadUuid: null }, {})).toEqual({ index: 2 });
    expect(firstUnansweredStep(start, complete, {})).toEqual({ index: 3 });
  });

  it('go pet → breed → contact → price for a first pet', () => {
    const a = answers({ pets: [pet()] });
    expect(nextStepIndex(start, 0, a, {})).toBe(1);
    expect(nextStepIndex(start, 1, a, {})).toBe(2);
    expect(nextStepIndex(start, 2, a, {})).toBe(3);
  });

  it('skip the answered contact step after another pet’s breed and age', () => {
    const withSecond = { ...complete, pets: [pet(), pet({ key: 'p2', name: 'Mochi' })], petIndex: 1 };
    expect(nextStepIndex(start, 0, withSecond, {})).toBe(1);
    expect(nextStepIndex(start, 1, withSecond, {})).toBe(3);
  });

  it('go back one step at a time, and nowhere from the first', () => {
    expect(previousStepIndex(start, 3, {})).toBe(2);
    expect(previousStepIndex(start, 1, {})).toBe(0);
    expect(previousStepIndex(start, 0, {})).toBeNull();
  });

  it('count "Step n of 4"', () => {
    expect(start.steps.map((_, i) => stepProgress(start, i, {}))).toEqual([
      { step: 1, total: 4 },
      { step: 2, total: 4 },
      { step: 3, total: 4 },
      { step: 4, total: 4 },
    ]);
  });
});

describe('upsell steps', () => {
  it('skip the ZIP step when the profile has a shipping ZIP', () => {
    const env = { profileZip: '94110' };
    expect(stepProgress(newPet, 3, env)).toEqual({ step: 3, total: 3 });
    expect(stepProgress(newPet, 3, {})).toEqual({ step: 4, total: 4 });
    const a = answers({ pets: [pet()] });
    expect(nextStepIndex(newPet, 1, a, env)).toBe(3);
    expect(nextStepIndex(newPet, 1, a, {})).toBe(2);
    expect(previousStepIndex(newPet, 3, env)).toBe(1);
    expect(firstUnansweredStep(newPet, a, env)).toEqual({ index: 3 });
    expect(firstUnansweredStep(newPet, a, {})).toEqual({ index: 2 });
  });

  it('count an existing pet (with its uuid) as answered', () => {
    const chosen = answers({ pets: [{ ...pet(), uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' }], zipCode: '94110' });
    expect(firstUnansweredStep(insurance, chosen, {})).toEqual({ index: 2 });
    expect(firstUnansweredStep(insurance, answers({ pets: [pet()] }), {})).toEqual({ index: 0 });
  });
});
