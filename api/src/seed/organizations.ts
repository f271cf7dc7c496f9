// Employer groups, their seats, and distribution partners, with their promo codes.

export const PROMO_CODES = [
  {
    code: 'PHILLYPETS',
    percentOff: 10,
    description: 'City of Philadelphia employees: 10% off',
    kind: 'GROUP',
    ownerRef: 'city-of-philadelphia',
  },
  {
    code: 'MEDMUTUAL15',
    percentOff: 15,
    description: 'MedMutual Pet members: 15% off',
    kind: 'PARTNER',
    ownerRef: 'medmutual-pet',
  },
  { code: 'WELCOME5', percentOff: 5, description: 'Welcome offer: 5% off', kind: 'CAMPAIGN', ownerRef: null },
] as const;

export const GROUPS = [
  {
    id: 'city-of-philadelphia',
    name: 'City of Philadelphia',
    logoUrl: '/_xo/partners/city-of-philadelphia.svg',
    seatLookup: 'WORK_EMAIL',
    products: ['INSURANCE', 'WELLNESS'],
    payrollDeduction: true,
    enrollmentOpen: true,
    promoCode: 'PHILLYPETS',
  },
  {
    id: 'fenwick',
    name: 'Fenwick',
    logoUrl: '/_xo/partners/fenwick.svg',
    seatLookup: 'EMPLOYEE_ID',
    products: ['INSURANCE', 'WELLNESS'],
    payrollDeduction: true,
    enrollmentOpen: true,
    promoCode: null,
  },
] as const;

export const SEATS_PER_GROUP = 50;

/** Seats: employee1@phila.gov ... employee50@phila.gov; Fenwick employee ids FEN-0001 ... FEN-0050. */
export function groupSeats(): Array<{
  id: string;
  groupId: string;
  workEmail: string | null;
  employeeId: string | null;
}> {
  const seats = [];
  for (let n = 1; n <= SEATS_PER_GROUP; n += 1) {
    const nn = String(n).padStart(4, '0');
    seats.push({
      id: `city-of-philadelphia-${nn}`,
      groupId: 'city-of-philadelphia',
      workEmail: `employee${n}@phila.gov`,
      employeeId: null,
    });
    seats.push({ id: `fenwick-${nn}`, groupId: 'fenwick', workEmail: null, employeeId: `FEN-${nn}` });
  }
  return seats;
}

export const PARTNERS = [
  {
    ri: 'medmutual-pet',
    displayName: 'MedMutual Pet',
    logoUrl: '/_xo/partners/medmutual-pet.svg',
    products: ['INSURANCE', 'WELLNESS'],
    promoCode: 'MEDMUTUAL15',
    hidePrices: false,
    coBranded: true,
    enrollmentPath: '/enroll/medmutual-pet',
    defaultBillingInterval: 'month',
  },
] as const;
