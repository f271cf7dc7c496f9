// The rule the shell's first script applies to a prerendered later step before the app loads: it must send away
// exactly the visitors the quiz would, to the same step, and name the same pet the step asks about.
import { earlyQuizStep, fillEarlyWords, type ReachPet, type StoredQuizValues } from './quiz-reach';

const rex: ReachPet & { key: string; breedName: string | null } = {
  key: 'pet-1',
  name: 'Rex',
  petType: 0,
  breedId: 12,
  breedName: 'Beagle',
  age: 3,
};
const pepper: ReachPet & { key: string; breedName: string | null } = {
  key: 'pet-2',
  name: 'Pepper',
  petType: 1,
  breedId: null,
  breedName: null,
  age: null,
};
const blank: ReachPet & { key: string; breedName: string | null } = {
  key: 'pet-3',
  name: '',
  petType: null,
  breedId: null,
  breedName: null,
  age: null,
};

const stored = (patch: Partial<StoredQuizValues> = {}): StoredQuizValues => ({
  owner: { flowId: 'StartQuiz' },
  pets: [rex],
  petIndex: 0,
  zipCode: null,
  email: null,
  leadUuid: null,
  ...patch,
});
const withContact = { zipCode: '19104', email: 'rex@example.com', leadUuid: 'lead-1' };

describe('earlyQuizStep', () => {
  it.each(['/start', '/start/checkout', '/onboard/price', '/onboard/breed', '/new/breed', '/dashboard', '/start/zip'])(
    'leaves %s to the app',
    (path) => expect(earlyQuizStep(path, '', stored())).toBeNull(),
  );

  it('sends a visitor whose answers another flow owns, or none does, to the flow’s first step with the query string', () => {
    expect(earlyQuizStep('/start/breed', '?utm_source=mail', stored({ owner: { flowId: 'PromoQuiz' } }))).toEqual({
      redirect: '/start?utm_source=mail',
    });
    expect(earlyQuizStep('/promo/contact', '?rpc=SPRING', stored({ owner: null }))).toEqual({
      redirect: '/promo?rpc=SPRING',
    });
    expect(earlyQuizStep('/start/contact', '', stored({ owner: 'StartQuiz' }))).toEqual({ redirect: '/start' });
    // The same flow for an employer group is another owner.
    expect(earlyQuizStep('/start/breed', '', stored({ owner: { flowId: 'StartQuiz', groupId: 'g-1' } }))).toEqual({
      redirect: '/start',
    });
  });

  it('sends a visitor to the first step their answers stop at, never past it', () => {
    expect(earlyQuizStep('/start/breed', '', stored({ pets: [] }))).toEqual({ redirect: '/start' });
    expect(earlyQuizStep('/start/breed', '', stored({ pets: [{ ...rex, petType: null }] }))).toEqual({
      redirect: '/start',
    });
    expect(earlyQuizStep('/start/contact', '?x=1', stored({ pets: [rex, pepper] }))).toEqual({
      redirect: '/start/breed?x=1',
    });
    // Storage can hold anything: a pet that is not one is dropped, as the quiz drops it.
    expect(earlyQuizStep('/start/breed', '', stored({ pets: [{ name: 'Rex', petType: 0 }] }))).toEqual({
      redirect: '/start',
    });
    expect(earlyQuizStep('/start/breed', '', stored({ pets: 'Rex' }))).toEqual({ redirect: '/start' });
  });

  it('keeps a visitor on a step their answers reach, earlier ones included, and names the pet it asks about', () => {
    expect(earlyQuizStep('/start/breed', '', stored())).toEqual({
      words: { petName: 'Rex', priceOwner: 'Rex’s', planOwner: 'Rex’s' },
    });
    expect(earlyQuizStep('/start/breed/', '', stored({ ...withContact }))).toEqual({
      words: { petName: 'Rex', priceOwner: 'Rex’s', planOwner: 'Rex’s' },
    });
    // Arriving where the answers stop, the step turns to the first pet without a breed, whatever the stored index.
    expect(earlyQuizStep('/start/breed', '', stored({ pets: [rex, pepper], petIndex: 0 }))).toEqual({
      words: { petName: 'Pepper', priceOwner: 'your', planOwner: 'Rex’s' },
    });
    // All answered: the stored index says which pet a visitor went back to.
    expect(
      earlyQuizStep(
        '/promo/breed',
        '',
        stored({ owner: { flowId: 'PromoQuiz' }, pets: [rex, { ...pepper, breedId: 3, age: 1 }], petIndex: 1 }),
      ),
    ).toEqual({
      words: { petName: 'Pepper', priceOwner: 'your', planOwner: 'Your pets’' },
    });
    // A name of spaces is no name.
    expect(earlyQuizStep('/start/breed', '', stored({ pets: [{ ...rex, name: '  ', uuid: 'p-1' }] }))).toEqual({
      words: { petName: 'your pet', priceOwner: 'your', planOwner: 'Your pet’s' },
    });
  });

  it('keeps only a visitor whose every answer is in, ZIP, email and lead included, on the price', () => {
    // Any email or lead stored counts as given, as the stepper counts it.
    expect(earlyQuizStep('/start/price', '', stored({ ...withContact, email: 5, leadUuid: 7 }))).toHaveProperty(
      'words',
    );
    expect(
      earlyQuizStep('/start/price', '?utm_source=mail', stored({ zipCode: '19104', email: 'rex@example.com' })),
    ).toEqual({
      redirect: '/start/contact?utm_source=mail',
    });
    expect(earlyQuizStep('/start/price', '', stored({ ...withContact, zipCode: '1910' }))).toEqual({
      redirect: '/start/contact',
    });
    expect(
      earlyQuizStep(
        '/promo/price',
        '',
        stored({ owner: { flowId: 'PromoQuiz' }, pets: [rex, pepper], ...withContact }),
      ),
    ).toEqual({
      redirect: '/promo/breed',
    });
    expect(earlyQuizStep('/start/price', '', stored({ ...withContact }))).toEqual({
      words: { petName: 'Rex', priceOwner: 'Rex’s', planOwner: 'Rex’s' },
    });
    // Two pets: the price is both pets' plan.
    expect(
      earlyQuizStep('/start/price', '', stored({ pets: [rex, { ...pepper, breedId: 3, age: 1 }], ...withContact })),
    ).toMatchObject({ words: { planOwner: 'Your pets’', priceOwner: 'your' } });
  });

  it('on the contact step, an “Add another pet” left blank does not count', () => {
    expect(earlyQuizStep('/start/contact', '', stored({ pets: [rex, blank], petIndex: 1 }))).toEqual({
      words: { petName: 'Rex', priceOwner: 'Rex’s', planOwner: 'Rex’s' },
    });
    // On the breed step it does: that pet still needs its name first.
    expect(earlyQuizStep('/start/breed', '', stored({ pets: [rex, blank], petIndex: 1 }))).toEqual({
      redirect: '/start',
    });
  });
});

describe('fillEarlyWords', () => {
  it('fills each marked word with the visitor’s and leaves the rest', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<h1>What breed is <span data-early-word="petName">your pet</span>, and how old?</h1>' +
      '<label><span data-early-word="petName">your pet</span>’s age</label>' +
      '<p>Last step before <span data-early-word="priceOwner">your</span> price</p>' +
      '<h2><span data-early-word="planOwner">Your pet’s</span> plan</h2>' +
      '<p data-early-word="somethingElse">kept</p>';
    fillEarlyWords(root, { petName: 'Rex <b>', priceOwner: 'Rex’s', planOwner: 'Your pets’' });
    expect(root.querySelector('h2')?.textContent).toBe('Your pets’ plan');
    expect(root.querySelector('h1')?.textContent).toBe('What breed is Rex <b>, and how old?');
    expect(root.querySelector('h1 b')).toBeNull();
    expect(root.querySelector('label')?.textContent).toBe('Rex <b>’s age');
    expect(root.querySelectorAll('p')[0]?.textContent).toBe('Last step before Rex’s price');
    expect(root.querySelectorAll('p')[1]?.textContent).toBe('kept');
  });
});
