import type { PageMeta } from '@tailwise/shared';

export const contactMeta: PageMeta = {
  title: 'Contact Tailwise customer care',
  description:
    'Questions about cover, claims or billing? Call, email or send us a message. See our customer care hours and whether we are open now.',
};
