export interface OpenRole {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
}

export const openRoles: readonly OpenRole[] = [
  {
    id: 'senior-frontend-engineer',
    title: 'Senior Front-End Engineer',
    team: 'Engineering',
    location: 'Remote (US)',
    type: 'Full time',
    summary:
      'Build the quote, checkout and claims experiences millions of pet parents use, with React, TypeScript and a strong eye for accessibility and speed.',
  },
  {
    id: 'backend-engineer-claims',
    title: 'Backend Engineer, Claims Platform',
    team: 'Engineering',
    location: 'Remote (US)',
    type: 'Full time',
    summary:
      'Design the services that decide and pay claims quickly and correctly: pricing rules, document intake and payments, in TypeScript and PostgreSQL.',
  },
  {
    id: 'claims-specialist-veterinary-technician',
    title: 'Claims Specialist (Credentialed Veterinary Technician)',
    team: 'Claims',
    location: 'Columbus, OH or remote',
    type: 'Full time',
    summary:
      'Review medical records and invoices, decide claims fairly and explain decisions clearly. A CVT, LVT or RVT credential and clinic experience required.',
  },
  {
    id: 'customer-care-advocate',
    title: 'Customer Care Advocate',
    team: 'Customer Care',
    location: 'Columbus, OH (hybrid)',
    type: 'Full time, includes Saturdays',
    summary:
      'Help pet parents by phone, email and chat with quotes, policies and claims. Patience, warmth and a love of animals matter more than insurance experience.',
  },
  {
    id: 'veterinary-partnerships-manager',
    title: 'Veterinary Partnerships Manager',
    team: 'Partnerships',
    location: 'Remote (West Coast)',
    type: 'Full time',
    summary:
      'Bring vet clinics onto direct pay, train clinic teams and be their voice inside Tailwise. Experience in a veterinary practice or with practice software preferred.',
  },
  {
    id: 'product-designer',
    title: 'Product Designer',
    team: 'Design',
    location: 'Remote (US)',
    type: 'Full time',
    summary:
      'Own end-to-end design for claims and the customer dashboard, from research with pet parents to polished, accessible interfaces.',
  },
];
