// What a group's benefits page says, worked out from the group's data (GET /groups/{id}) and its promo
// (GET /payment_profiles/group/{group}/promo/, null when it has none): nothing here is per-employer copy.
import type { Group, GroupPromo, Product } from '@tailwise/shared/contract';

export const PRODUCT_INFO: Record<Product, { name: string; text: string }> = {
  INSURANCE: {
    name: 'Accident and illness insurance',
    text: 'Up to 100% of eligible vet bills back after the deductible, at any licensed vet in the US.',
  },
  WELLNESS: {
    name: 'Wellness plans',
    text: 'Check-ups, vaccines, parasite prevention and dental care, spread into small payments.',
  },
};

export interface GroupSuccess {
  name: string;
  logoUrl: string | null;
  products: { key: Product; name: string; text: string }[];
  /** e.g. "PHILLYPETS: 10% off", or null without a promo. */
  promo: { code: string; percentOff: number; description: string } | null;
  enrollmentOpen: boolean;
  nextSteps: string[];
}

export function groupSuccess(group: Group, promo: GroupPromo | null): GroupSuccess {
  const proof =
    group.seatLookup === 'WORK_EMAIL'
      ? 'Confirm you work there with the six-digit code we email to your work address.'
      : 'Confirm you work there with your employee ID and the second detail your employer gave us.';
  const payment = group.payrollDeduction
    ? `Your premium comes out of your ${group.name} paycheck: no card needed.`
    : 'Pay monthly by card; you can cancel any time.';
  const discount = promo
    ? `Your ${promo.promoCode.percentOff}% group discount is applied to every price automatically.`
    : 'You see your price for each pet before you decide.';
  return {
    name: group.name,
    logoUrl: group.logoUrl,
    products: group.products.map((key) => ({ key, ...PRODUCT_INFO[key] })),
    promo: promo
      ? {
          code: promo.promoCode.code,
          percentOff: promo.promoCode.percentOff,
          description: promo.promoCode.description,
        }
      : null,
    enrollmentOpen: group.enrollmentOpen,
    nextSteps: group.enrollmentOpen
      ? [proof, 'Tell us about your pets and choose your cover.', discount, payment]
      : [
          `Enrollment for ${group.name} is closed right now; it reopens with your next enrollment window.`,
          'Your HR team will announce the dates.',
        ],
  };
}
