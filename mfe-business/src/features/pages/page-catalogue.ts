import { businessPaths, enrollmentPaths } from '@tailwise/shared';

export const businessPages = [
  {
    path: businessPaths.home,
    title: 'Pet benefits for your team',
    purpose: 'Offer pet insurance and wellness plans as an employee benefit.',
  },
  {
    path: businessPaths.blog,
    title: 'Benefits insights',
    purpose: 'Articles for HR leaders and brokers on pet benefits.',
  },
  { path: businessPaths.brokers, title: 'For brokers', purpose: 'Add pet benefits to the packages you place.' },
  {
    path: businessPaths.contact,
    title: 'Talk to our benefits team',
    purpose: 'Tell us about your organisation and we will be in touch.',
  },
  { path: businessPaths.faq, title: 'Business FAQ', purpose: 'How pet benefits work for employers and employees.' },
  { path: businessPaths.hr, title: 'For HR teams', purpose: 'Launch pet benefits with no admin burden.' },
  {
    path: businessPaths.cityOfPhiladelphiaSuccess,
    title: 'City of Philadelphia',
    purpose: 'How the City of Philadelphia brought pet benefits to its employees.',
  },
  { path: businessPaths.fenwickSuccess, title: 'Fenwick', purpose: 'How Fenwick added pet benefits for its people.' },
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
