// What a flow tells its shared screens (price, checkout): where it lives, how it pays, what it sells.
// The flow pages build it once; the price screen and checkout never look at the URL themselves.
import type { QuizFlow } from '@tailwise/shared';

export interface FlowContext {
  flow: QuizFlow;
  /** The flow's resolved path, e.g. /start or /benefits/fenwick/onboard; checkout is `${basePath}/checkout`. */
  basePath: string;
  /** The query string to keep on every navigation (utm_*, ri/rt/rpc, lid), with its leading '?', or ''. */
  search: string;
  /** BenefitsOnboardQuiz only. */
  groupId?: string;
  /** GROUP: payroll deduction through the member's employer; CARD otherwise. */
  payment: 'CARD' | 'GROUP';
  /** False where the flow ends at the price ("Email me this quote"), e.g. PromoQuiz with its flag off. */
  checkoutEnabled: boolean;
  /** Upsell flows: the customer is signed in and buys for pets on their account. */
  mode: 'new-customer' | 'upsell-insurance' | 'upsell-wellness' | 'upsell-new-pet' | 'benefits';
  /** BenefitsOnboardQuiz: the employer's name, for "through {groupName}" wording. */
  groupName?: string;
  /**
   * BenefitsOnboardQuiz: payroll deductions per year (26). Set means the price screen shows the price per
   * paycheck as well as per month (see perPaycheckCents in @tailwise/shared/contract).
   */
  paychecksPerYear?: number;
}
