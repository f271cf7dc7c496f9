// The breed picker's list: "Mixed breed" and "Not sure" pinned first, the rest by name, and as the
// visitor types, names starting with the text first, then names with a word starting with it, then
// names containing it. Pure, so the order is tested without a browser.
import type { Breed } from '@tailwise/shared/contract';

export type PinnedKind = 'mixed' | 'not-sure';

const PINNED: ReadonlyArray<{ kind: PinnedKind; name: string; label: string }> = [
  { kind: 'mixed', name: 'mixed breed', label: 'Mixed breed' },
  { kind: 'not-sure', name: 'not sure', label: 'Not sure' },
];

export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Which pinned entry a breed is: the API seeds one "Mixed Breed" and one "Not sure" per species. */
export function pinnedKind(breed: Breed): PinnedKind | null {
  const name = normalize(breed.name);
  return PINNED.find((p) => p.name === name)?.kind ?? null;
}

/** The text shown for a breed ("Mixed breed" and "Not sure" in sentence case). */
export function breedLabel(breed: Breed): string {
  const kind = pinnedKind(breed);
  return PINNED.find((p) => p.kind === kind)?.label ?? breed.name;
}

export interface BreedChoices {
  items: Breed[];
  /** How many items match the typed text (all of them when nothing is typed). */
  matchCount: number;
  /** How many pinned entries lead the list (only when nothing is typed). */
  leadingPinned: number;
}

const byName = (a: Breed, b: Breed) => a.name.localeCompare(b.name, 'en');

export function breedChoices(breeds: readonly Breed[], query: string): BreedChoices {
  const pinned = PINNED.map((p) => breeds.find((b) => pinnedKind(b) === p.kind)).filter((b): b is Breed => !!b);
  const rest = breeds.filter((b) => pinnedKind(b) === null).sort(byName);
  const q = normalize(query);
  if (!q) return { items: [...pinned, ...rest], matchCount: pinned.length + rest.length, leadingPinned: pinned.length };

  const starts: Breed[] = [];
  const wordStarts: Breed[] = [];
  const contains: Breed[] = [];
  for (const breed of [...pinned, ...rest]) {
    const name = normalize(breedLabel(breed));
    if (name.startsWith(q)) starts.push(breed);
    else if (name.split(/[\s()/-]+/).some((word) => word.startsWith(q))) wordStarts.push(breed);
    else if (name.includes(q)) contains.push(breed);
  }
  const matches = [...starts, ...wordStarts, ...contains];
  // The pinned entries stay reachable below the matches, for a visitor who cannot find their breed.
  const fallback = pinned.filter((b) => !matches.includes(b));
  return { items: [...matches, ...fallback], matchCount: matches.length, leadingPinned: 0 };
}
