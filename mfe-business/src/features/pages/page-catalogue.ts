// Titles and purposes of the enrollment pages that are still introductions (the business pages have their own features).
import { enrollmentPaths } from '@tailwise/shared';

export const enrollmentPages = [
  {
    path: enrollmentPaths.enroll,
    title: 'Enroll through your employer',
    purpose: 'Find your employer and enroll in pet benefits.',
  },
  {
    path: enrollmentPaths.enrollStart,
    title: 'Start your enrollment',
    purpose: 'Confirm your work email or employee ID to begin.',
  },
  { path: enrollmentPaths.medmutualPet, title: 'MedMutual Pet', purpose: 'Pet benefits for MedMutual members.' },
  {
    path: enrollmentPaths.benefitsEnroll,
    title: 'Benefits enrollment',
    purpose: 'Enroll in the pet benefits your employer offers.',
  },
] as const;
