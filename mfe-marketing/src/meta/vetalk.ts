import type { PageMeta } from '@tailwise/shared';

export const vetalkMeta: PageMeta = {
  title: 'VeTalk: talk to a licensed vet by video',
  description:
    'VeTalk connects you with a licensed veterinarian by video or chat, day or night, for advice on symptoms, behaviour and whether your pet needs to be seen.',
};
