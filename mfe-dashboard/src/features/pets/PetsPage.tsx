// /dashboard/pets: every pet on the account with its cover, plan documents and cancel action; add a pet;
// edit a pet's name, breed and birthday; offers into the quiz for a pet without insurance or wellness.
import { Button, colors, space, useSnackbar } from '@tailwise/shared';
import type { Pet } from '@tailwise/shared/contract';
import { useMe } from '@tailwise/shared/queries';
import { usePets } from '@tailwise/shared/queries/pets';
import { useEffect, useRef, useState } from 'react';
import { ErrorNote } from '../common/ErrorNote';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { DashboardLayout } from '../layout';
import { PetCard, petCardStyle } from './PetCard';
import { AddPetForm } from './PetForm';

export default function PetsPage() {
  const pets = usePets();
  const me = useMe();
  const snackbar = useSnackbar();
  const [adding, setAdding] = useState(false);
  const addHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const [focusPet, setFocusPet] = useState<string | null>(null);

  useEffect(() => {
    if (adding) addHeading.current?.focus();
  }, [adding]);

  // A new pet's card renders once the list has refetched: then its heading takes focus.
  useEffect(() => {
    if (!focusPet) return;
    const heading = headings.current.get(focusPet);
    if (heading) {
      heading.focus();
      setFocusPet(null);
    }
  }, [focusPet, pets.data]);

  const onAdded = (pet: Pet) => {
    setAdding(false);
    snackbar.show(`${pet.name} is on your account.`, { tone: 'success' });
    setFocusPet(pet.uuid);
  };

  return (
    <DashboardLayout
      title="Your pets"
      lead="Their cover and documents. Add a pet at any time."
      actions={
        !adding && (
          <Button ref={addButton} onClick={() => setAdding(true)}>
            Add a pet
          </Button>
        )
      }
    >
      <div css={{ display: 'grid', gap: space(6) }}>
        {adding && (
          <section aria-labelledby="add-pet-title" css={petCardStyle}>
            <h2
              id="add-pet-title"
              ref={addHeading}
              tabIndex={-1}
              css={{ margin: 0, fontSize: '1.5rem', color: colors.ink, '&:focus': { outline: 'none' } }}
            >
              Add a pet
            </h2>
            <AddPetForm
              onAdded={onAdded}
              onCancel={() => {
                setAdding(false);
                requestAnimationFrame(() => addButton.current?.focus());
              }}
            />
          </section>
        )}
        {pets.isPending ? (
          <>
            <LoadingNote>Loading your pets</LoadingNote>
            <SkeletonBlock height="24rem" />
            <SkeletonBlock height="24rem" />
          </>
        ) : pets.isError ? (
          <ErrorNote message="We could not load your pets just now." onRetry={() => void pets.refetch()} />
        ) : pets.data.length === 0 ? (
          <p css={{ margin: 0, fontSize: '1.125rem', color: colors.ink }}>
            No pets yet. Add your first pet to see cover options for them.
          </p>
        ) : (
          pets.data.map((pet) => (
            <PetCard
              key={pet.uuid}
              pet={pet}
              me={me.data}
              headingRef={(el) => {
                if (el) headings.current.set(pet.uuid, el);
                else headings.current.delete(pet.uuid);
              }}
            />
          ))
        )}
      </div>
    </DashboardLayout>
  );
}
