import { act, screen, waitFor, within } from '@testing-library/react';
import type { Breed } from '@tailwise/shared/contract';
import { Form, useZodForm } from '@tailwise/shared/form';
import { BreedCombobox, breedChoices } from '@tailwise/shared/form/breed-combobox';
import { fixtures, renderRemote } from '@tailwise/shared/testing';
import { z } from 'zod';

const schema = z.object({
  petType: z.literal([0, 1]),
  breedId: z
    .int('Choose a breed')
    .nullable()
    .refine((v) => v !== null, 'Choose a breed'),
});

function PetForm({
  onValid,
  onBreedChosen,
  petType = 0,
}: {
  onValid: (v: z.output<typeof schema>) => void;
  onBreedChosen?: (b: Breed) => void;
  petType?: 0 | 1;
}) {
  const form = useZodForm(schema, { defaultValues: { petType, breedId: null } });
  return (
    <Form form={form} onValid={onValid} aria-label="Your pet">
      <BreedCombobox name="breedId" petType={petType} label="Breed" onBreedChosen={onBreedChosen} />
      <button type="submit">Continue</button>
    </Form>
  );
}

const breedRoutes = {
  'GET /breeds/': ({ query }: { query: { pet_type?: string } }) => ({
    breeds: fixtures.breeds(query.pet_type === '1' ? 1 : 0),
  }),
};

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);
const liveStatus = () => document.querySelector('[aria-live="polite"][class]')!;

describe('breedChoices', () => {
  const dogs = fixtures.breeds(0);

  it('pins Mixed breed and Not sure first, then the rest by name', () => {
    const { items, leadingPinned } = breedChoices(dogs, '');
    expect(items.slice(0, 3).map((b) => b.name)).toEqual(['Mixed Breed', 'Not sure', 'Beagle']);
    expect(leadingPinned).toBe(2);
    expect(items).toHaveLength(dogs.length);
  });

  it('puts names starting with the text first, then word starts, then other matches, and keeps the pinned entries last', () => {
    const { items, matchCount } = breedChoices(dogs, 'B');
    expect(items.map((b) => b.name)).toEqual([
      'Beagle',
      'Border Collie',
      'Mixed Breed',
      'French Bulldog',
      'Mixed Breed (Large)',
      'Labrador Retriever',
      'Labrador Retriever Mix',
      'Not sure',
    ]);
    expect(matchCount).toBe(7);
  });

  it('does not invent a "Not sure" when the data has none', () => {
    const withoutNotSure = dogs.filter((b) => b.name !== 'Not sure');
    expect(
      breedChoices(withoutNotSure, '')
        .items.slice(0, 2)
        .map((b) => b.name),
    ).toEqual(['Mixed Breed', 'Beagle']);
  });
});

describe('BreedCombobox', () => {
  it('loads the species list once, filters as you type and selects with the keyboard, keeping the id a number', async () => {
    const submitted: unknown[] = [];
    const chosen: Breed[] = [];
    const { api, user } = renderRemote({
      api: breedRoutes,
      ui: <PetForm onValid={(v) => void submitted.push(v)} onBreedChosen={(b) => void chosen.push(b)} />,
    });
    const input = await screen.findByRole('combobox', { name: 'Breed' });
    await user.click(input);
    await waitFor(() => expect(optionNames().slice(0, 2)).toEqual(['Mixed breed', 'Not sure']));

    await user.type(input, 'lab');
    expect(optionNames()).toEqual(['Labrador Retriever', 'Labrador Retriever Mix', 'Mixed breed', 'Not sure']);
    expect(liveStatus()).toHaveTextContent('2 breeds match “lab”.');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Labrador Retriever Mix');
    expect(chosen.map((b) => b.id)).toEqual([178]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toEqual([{ petType: 0, breedId: 178 }]));
    expect(api.callsTo('GET /breeds/')).toHaveLength(1);
    expect(api.callsTo('GET /breeds/')[0]!.query).toEqual({ pet_type: '0' });
  });

  it('takes the best match with Enter and says so when nothing matches, still offering the pinned entries', async () => {
    const { user } = renderRemote({ api: breedRoutes, ui: <PetForm onValid={() => {}} /> });
    const input = await screen.findByRole('combobox', { name: 'Breed' });
    await user.type(input, 'zzz');
    await waitFor(() => expect(liveStatus()).toHaveTextContent('No breeds match “zzz”.'));
    expect(optionNames()).toEqual(['Mixed breed', 'Not sure']);
    expect(input).toHaveAttribute('aria-activedescendant', '');

    await user.clear(input);
    await user.type(input, 'golden');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Golden Retriever');
  });

  it('shows the error next to the box, and un-chooses a breed whose name is edited', async () => {
    const submitted: unknown[] = [];
    const { user } = renderRemote({ api: breedRoutes, ui: <PetForm onValid={(v) => void submitted.push(v)} /> });
    const input = await screen.findByRole('combobox', { name: 'Breed' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(/Choose a breed/);

    await user.type(input, 'beag');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Beagle');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
    await user.type(input, 'x');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(submitted).toEqual([]);
    expect(input).toHaveValue('Beaglex');
  });

  it('fetches the cat list for cats, with the cats’ pinned entries', async () => {
    const { api, user } = renderRemote({ api: breedRoutes, ui: <PetForm petType={1} onValid={() => {}} /> });
    const input = await screen.findByRole('combobox', { name: 'Breed' });
    await user.click(input);
    await waitFor(() => expect(optionNames()[0]).toBe('Mixed breed'));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Maine Coon' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Beagle' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /breeds/')[0]!.query).toEqual({ pet_type: '1' });
    await act(async () => {});
  });
});
