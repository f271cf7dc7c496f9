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
    employeeIdCheck: null,
    enrollmentCode: 'PHILLY',
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
    employeeIdCheck: 'DATE_OF_BIRTH',
    enrollmentCode: 'FENWICK',
    products: ['INSURANCE', 'WELLNESS'],
    payrollDeduction: true,
    enrollmentOpen: true,
    promoCode: null,
  },
  {
    id: 'ridgeway-schools',
    name: 'Ridgeway Unified Schools',
    logoUrl: null,
    seatLookup: 'EMPLOYEE_ID',
    employeeIdCheck: 'HOME_ZIP',
    enrollmentCode: 'RIDGEWAY',
    products: ['INSURANCE'],
    payrollDeduction: true,
    enrollmentOpen: true,
    promoCode: null,
  },
  {
    id: 'northwind-freight',
    name: 'Northwind Freight',
    logoUrl: null,
    seatLookup: 'WORK_EMAIL',
    employeeIdCheck: null,
    enrollmentCode: 'NORTHWIND',
    products: ['INSURANCE', 'WELLNESS'],
    payrollDeduction: true,
    enrollmentOpen: false,
    promoCode: null,
  },
] as const;

export const SEATS_PER_GROUP = 50;

export interface SeedSeat {
  id: string;
  groupId: string;
  workEmail: string | null;
  employeeId: string | null;
  dateOfBirth: string | null;
  homeZip: string | null;
}

/**
 * Seats, n = 1 ... 50: employee{n}@phila.gov; Fenwick employee id FEN-000n born on 15 June of 1960 + n
 * (FEN-0003: 1963-06-15); Ridgeway employee id RUS-000n living in ZIP 19100 + n (RUS-0003: 19103);
 * Northwind (enrollment closed) employee{n}@northwind.example.
 */
export function groupSeats(): SeedSeat[] {
  const seats: SeedSeat[] = [];
  const none = { workEmail: null, employeeId: null, dateOfBirth: null, homeZip: null };
  for (let n = 1; n <= SEATS_PER_GROUP; n += 1) {
    const nn = String(n).padStart(4, '0');
    seats.push({
      ...none,
      id: `city-of-philadelphia-${nn}`,
      groupId: 'city-of-philadelphia',
      workEmail: `employee${n}@phila.gov`,
    });
    seats.push({
      ...none,
      id: `fenwick-${nn}`,
      groupId: 'fenwick',
      employeeId: `FEN-${nn}`,
      dateOfBirth: `${1960 + n}-06-15`,
    });
    seats.push({
      ...none,
      id: `ridgeway-schools-${nn}`,
      groupId: 'ridgeway-schools',
      employeeId: `RUS-${nn}`,
      homeZip: String(19100 + n),
    });
    seats.push({
      ...none,
      id: `northwind-freight-${nn}`,
      groupId: 'northwind-freight',
      workEmail: `employee${n}@northwind.example`,
    });
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
