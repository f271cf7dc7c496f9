import { screen, waitFor, within } from '@testing-library/react';
import type { Me, Pet } from '@tailwise/shared/contract';
import { apiError, fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { formatIsoDate } from '@tailwise/shared/format';
import { localToday } from '../common/calendar';
import { ageInYears, birthdayProblem } from './pet-form';
import PetsPage from './PetsPage';

jest.setTimeout(30_000);

const REX_UUID = '11111111-1111-4111-8111-111111111111';
const MISO_UUID = '22222222-2222-4222-8222-222222222222';

const rexInsurance = fixtures.insuranceAgreement({
  uuid: '33333333-3333-4333-8333-333333333333',
  pet: REX_UUID,
  deductible: 500,
  reimbursementPercent: 90,
  coinsurancePercent: 10,
  startDate: '2026-01-10',
  accidentCoverageDate: '2026-01-13',
  illnessCoverageDate: '2026-01-24',
  cruciateLigamentCoverageDate: '2026-07-10',
  policyNumber: 'TW-I-000123',
});
const misoCancelledInsurance = fixtures.insuranceAgreement({
  uuid: '44444444-4444-4444-8444-444444444444',
  pet: MISO_UUID,
  status: 'CANCELLED',
  cancelledAt: '2026-02-01T10:00:00.000Z',
});
const misoWellness = fixtures.purchaseAgreement({
  uuid: '55555555-5555-4555-8555-555555555555',
  pet: MISO_UUID,
  wellnessPlanId: 'cat-classic',
  wellnessPlanName: 'Classic',
});

const REX = fixtures.pet({ uuid: REX_UUID, name: 'Rex', insurance: rexInsurance });
const MISO = fixtures.pet({
  uuid: MISO_UUID,
  name: 'Miso',
  petType: 1,
  breed: 1070,
  breedName: 'Siamese',
  age: 2,
  wellness: misoWellness,
});

const customer = (overrides: Partial<Me> = {}) =>
  fixtures.me({
    insuranceAgreements: [rexInsurance, misoCancelledInsurance],
    purchaseAgreements: [misoWellness],
    ...overrides,
  });

const routes = (pets: Pet[] = [REX, MISO], me: Me = customer()): FakeRoutes => ({
  'GET /me/': me,
  'GET /pets/': { pets },
  'GET /breeds/': ({ query }) => ({ breeds: fixtures.breeds(query.pet_type === '1' ? 1 : 0) }),
});

const signedIn = { user: { uid: 'u1', email: 'ada@example.com' } };

function renderPets(api: FakeRoutes = routes()) {
  return renderRemote({ ui: <PetsPage />, api, auth: signedIn, route: '/dashboard/pets' });
}

const petCard = (name: string) => screen.getByRole('article', { name });

/** A birthday `years` years and about two months ago, so the age is exactly `years` whatever today is. */
function birthdayYearsAgo(years: number): string {
  const d = new Date();
  d.setMonth(d.getMonth() - 2);
  d.setFullYear(d.getFullYear() - years);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('ageInYears and birthdayProblem', () => {
  it('counts whole years, a birthday not yet reached this year not counting', () => {
    expect(ageInYears('2020-06-15', '2026-06-14')).toBe(5);
    expect(ageInYears('2020-06-15', '2026-06-15')).toBe(6);
    expect(ageInYears('2026-01-01', '2026-06-15')).toBe(0);
  });

  it('refuses dates that do not exist, the future and more than 25 years ago', () => {
    expect(birthdayProblem('2021-02-30', '2026-06-15')).toMatch(/Enter a date/);
    expect(birthdayProblem('2026-06-16', '2026-06-15')).toMatch(/future/);
    expect(birthdayProblem('2000-06-14', '2026-06-15')).toMatch(/at most 25 years/);
    expect(birthdayProblem('2001-06-15', '2026-06-15')).toBeNull();
  });
});

describe('PetsPage', () => {
  it('lists each pet with its cover and offers only what an ACTIVE agreement does not already give', async () => {
    renderPets();
    const rex = await screen.findByRole('article', { name: 'Rex' });
    expect(within(rex).getByText('Dog · Labrador Retriever · 3 years old')).toBeInTheDocument();
    const insurance = within(rex).getByRole('region', { name: 'Insurance' });
    expect(within(insurance).getByText('$500 / year')).toBeInTheDocument();
    expect(within(insurance).getByText('90%')).toBeInTheDocument();
    expect(within(insurance).getByText('$10,000')).toBeInTheDocument();
    expect(within(insurance).getByText('$63.79 / month')).toBeInTheDocument();
    expect(within(insurance).getByText('TW-I-000123')).toBeInTheDocument();
    expect(within(insurance).getByTestId('plan-status')).toHaveTextContent('Active');
    // Rex is insured: no insurance offer; no wellness plan: an offer with Rex chosen.
    expect(within(rex).queryByRole('link', { name: 'Insure Rex' })).not.toBeInTheDocument();
    expect(within(rex).getByRole('link', { name: 'Add wellness for Rex' })).toHaveAttribute(
      'href',
      `/wellness?pet=${REX_UUID}`,
    );

    // Miso's insurance was cancelled: the status shows and insurance is offered again; the ACTIVE
    // wellness plan means no wellness offer.
    const miso = petCard('Miso');
    const misoInsurance = within(miso).getByRole('region', { name: 'Insurance' });
    expect(within(misoInsurance).getByTestId('plan-status')).toHaveTextContent('Cancelled');
    expect(within(misoInsurance).queryByRole('button', { name: /Cancel plan/ })).not.toBeInTheDocument();
    expect(within(miso).getByRole('link', { name: 'Insure Miso' })).toHaveAttribute(
      'href',
      `/insurance?pet=${MISO_UUID}`,
    );
    expect(within(miso).queryByRole('link', { name: 'Add wellness for Miso' })).not.toBeInTheDocument();
    expect(within(miso).getByRole('region', { name: 'Wellness plan' })).toHaveTextContent('Classic');
  });

  it('adds a pet with its species, breed and birthday, then shows it with both offers', async () => {
    const BISCUIT = fixtures.pet({
      uuid: '66666666-6666-4666-8666-666666666666',
      name: 'Biscuit',
      petType: 1,
      breed: 1070,
      breedName: 'Siamese',
      age: 4,
    });
    let pets = [REX];
    const view = renderPets({
      ...routes(),
      'GET /pets/': () => ({ pets }),
      'POST /pets/': () => {
        pets = [REX, BISCUIT];
        return BISCUIT;
      },
    });
    const { user, api } = view;
    await screen.findByRole('article', { name: 'Rex' });
    await user.click(screen.getByRole('button', { name: 'Add a pet' }));
    expect(screen.getByRole('heading', { name: 'Add a pet' })).toHaveFocus();

    const form = screen.getByRole('form', { name: 'Add a pet' });
    await user.type(within(form).getByLabelText('Pet’s name'), 'Biscuit');
    await user.click(within(form).getByLabelText('Cat'));
    const breed = await within(form).findByRole('combobox', { name: 'Breed' });
    await user.type(breed, 'siam');
    await user.keyboard('{Enter}');
    expect(breed).toHaveValue('Siamese');
    await user.type(within(form).getByLabelText('Birthday'), birthdayYearsAgo(4));
    await user.click(within(form).getByRole('button', { name: 'Add pet' }));

    const biscuit = await screen.findByRole('article', { name: 'Biscuit' });
    expect(api.callsTo('POST /pets/')).toHaveLength(1);
    expect(api.callsTo('POST /pets/')[0]!.body).toEqual({
      name: 'Biscuit',
      petType: 1,
      breedId: 1070,
      birthDate: birthdayYearsAgo(4),
    });
    await waitFor(() => expect(within(biscuit).getByRole('heading', { name: 'Biscuit' })).toHaveFocus());
    expect(view.snackbar.map((s) => s.text)).toContain('Biscuit is on your account.');
    expect(within(biscuit).getByRole('link', { name: 'Insure Biscuit' })).toHaveAttribute(
      'href',
      '/insurance?pet=66666666-6666-4666-8666-666666666666',
    );
    expect(within(biscuit).getByRole('link', { name: 'Add wellness for Biscuit' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a pet' })).not.toBeInTheDocument();
  });

  it('checks the form before sending: a missing breed and a future birthday are shown inline', async () => {
    const { user, api } = renderPets();
    await screen.findByRole('article', { name: 'Rex' });
    await user.click(screen.getByRole('button', { name: 'Add a pet' }));
    const form = screen.getByRole('form', { name: 'Add a pet' });
    await user.type(within(form).getByLabelText('Pet’s name'), 'Pip');
    const tomorrow = new Date(Date.now() + 86_400_000 * 2);
    const pad = (n: number) => String(n).padStart(2, '0');
    const future = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
    expect(future > localToday()).toBe(true);
    await user.type(within(form).getByLabelText('Birthday'), future);
    await user.click(within(form).getByRole('button', { name: 'Add pet' }));

    const birthday = within(form).getByLabelText('Birthday');
    await waitFor(() => expect(birthday).toHaveAccessibleDescription(/cannot be in the future/));
    expect(within(form).getByRole('combobox', { name: 'Breed' })).toHaveAccessibleDescription(/Choose a breed/);
    expect(within(form).getByLabelText('Pet’s name')).toHaveValue('Pip');
    expect(api.callsTo('POST /pets/')).toHaveLength(0);
  });

  it('lists every problem of an empty form at once, the name included', async () => {
    const { user, api } = renderPets();
    await screen.findByRole('article', { name: 'Rex' });
    await user.click(screen.getByRole('button', { name: 'Add a pet' }));
    const form = screen.getByRole('form', { name: 'Add a pet' });
    await user.click(within(form).getByRole('button', { name: 'Add pet' }));
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Enter your pet’s name', 'Breed: Choose a breed', 'Birthday: Enter a birthday, or your best guess']);
    expect(summary).toHaveFocus();
    expect(api.callsTo('POST /pets/')).toHaveLength(0);
  });

  it('puts the server’s field errors on their fields (age on the birthday) and keeps what was typed', async () => {
    const { user, api } = renderPets({
      ...routes(),
      'POST /pets/': apiError(422, 'ValidationError', 'Some fields need attention', {
        name: 'You already have a pet called Rex',
        age: 'Use an age up to 25',
      }),
    });
    await screen.findByRole('article', { name: 'Rex' });
    await user.click(screen.getByRole('button', { name: 'Add a pet' }));
    const form = screen.getByRole('form', { name: 'Add a pet' });
    await user.type(within(form).getByLabelText('Pet’s name'), 'Rex');
    const breed = await within(form).findByRole('combobox', { name: 'Breed' });
    await user.type(breed, 'beag');
    await user.keyboard('{Enter}');
    const birthday = birthdayYearsAgo(2);
    await user.type(within(form).getByLabelText('Birthday'), birthday);
    await user.click(within(form).getByRole('button', { name: 'Add pet' }));

    const name = within(form).getByLabelText('Pet’s name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/You already have a pet called Rex/));
    expect(name).toHaveFocus();
    expect(within(form).getByLabelText('Birthday')).toHaveAccessibleDescription(/Use an age up to 25/);
    expect(name).toHaveValue('Rex');
    expect(within(form).getByLabelText('Birthday')).toHaveValue(birthday);
    expect(breed).toHaveValue('Beagle');
    expect(api.callsTo('POST /pets/')).toHaveLength(1);
  });

  it('edits a pet in place, sending only what changed, and keeps the age when no birthday is given', async () => {
    let rex = REX;
    const { user, api } = renderPets({
      ...routes(),
      'GET /pets/': () => ({ pets: [rex, MISO] }),
      'PATCH /pets/:uuid': ({ body }) => {
        rex = fixtures.pet({ ...REX, name: body.name ?? REX.name, breed: 12, breedName: 'Beagle' });
        return rex;
      },
    });
    const card = await screen.findByRole('article', { name: 'Rex' });
    await user.click(within(card).getByRole('button', { name: 'Edit details: Rex' }));
    const form = within(card).getByRole('form', { name: 'Edit Rex' });
    expect(within(form).getByLabelText('Birthday')).toHaveAccessibleDescription(/On file: 3 years old/);
    const name = within(form).getByLabelText('Pet’s name');
    await user.clear(name);
    await user.type(name, 'Rexy');
    const breed = await within(form).findByRole('combobox', { name: 'Breed' });
    await waitFor(() => expect(breed).toHaveValue('Labrador Retriever'));
    await user.clear(breed);
    await user.type(breed, 'beag');
    await user.keyboard('{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('article', { name: 'Rexy' });
    const patches = api.callsTo('PATCH /pets/:uuid');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.params.uuid).toBe(REX_UUID);
    expect(patches[0]!.body).toEqual({ name: 'Rexy', breedId: 12 });
    expect(screen.getByText('Saved Rexy’s details.')).toBeInTheDocument();
  });

  it('sends the birthday given while editing a pet on file with only an age', async () => {
    const born = birthdayYearsAgo(7);
    const { user, api } = renderPets({
      ...routes(),
      'PATCH /pets/:uuid': () => fixtures.pet({ ...REX, age: 7, birthDate: born }),
    });
    const card = await screen.findByRole('article', { name: 'Rex' });
    await user.click(within(card).getByRole('button', { name: 'Edit details: Rex' }));
    const form = within(card).getByRole('form', { name: 'Edit Rex' });
    expect(within(form).getByLabelText('Birthday')).toHaveValue('');
    await user.type(within(form).getByLabelText('Birthday'), born);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /pets/:uuid')).toHaveLength(1));
    expect(api.callsTo('PATCH /pets/:uuid')[0]!.body).toEqual({ birthDate: born });
  });

  it('prefills a birthday on file, sends nothing for it unchanged, and removes it when emptied', async () => {
    const born = birthdayYearsAgo(5);
    const withBirthday = { ...REX, age: 5, birthDate: born };
    const { user, api } = renderPets({
      ...routes(),
      'GET /pets/': { pets: [fixtures.pet(withBirthday)] },
      'PATCH /pets/:uuid': (request) => fixtures.pet({ ...withBirthday, ...(request.body as object) }),
    });
    const card = await screen.findByRole('article', { name: 'Rex' });
    expect(card).toHaveTextContent(`5 years old · born ${formatIsoDate(born)}`);
    await user.click(within(card).getByRole('button', { name: 'Edit details: Rex' }));
    let form = within(card).getByRole('form', { name: 'Edit Rex' });
    expect(within(form).getByLabelText('Birthday')).toHaveValue(born);
    await user.clear(within(form).getByLabelText('Pet’s name'));
    await user.type(within(form).getByLabelText('Pet’s name'), 'Rexy');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /pets/:uuid')).toHaveLength(1));
    expect(api.callsTo('PATCH /pets/:uuid')[0]!.body).toEqual({ name: 'Rexy' });

    const again = await screen.findByRole('button', { name: /Edit details: Rex/ });
    await user.click(again);
    form = await screen.findByRole('form', { name: /Edit Rex/ });
    await user.clear(within(form).getByLabelText('Birthday'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH /pets/:uuid')).toHaveLength(2));
    expect(api.callsTo('PATCH /pets/:uuid')[1]!.body).toEqual({ birthDate: null });
  });
});
