// The wellness tiers side by side, as the comparison table shows them (the plans come from api/wellness-plans.ts).
import type { WellnessPlan, WellnessService } from '@tailwise/shared/contract';

const TIER_ORDER = ['essential', 'classic', 'premium'] as const;

export interface ComparisonRow {
  service: WellnessService;
  label: string;
  /** Yearly allowance in cents per plan (same order as `plans`), null when the plan does not include it. */
  allowances: Array<number | null>;
}

export interface PlanComparison {
  plans: WellnessPlan[];
  rows: ComparisonRow[];
  /** Sum of every yearly allowance, per plan. */
  totals: number[];
}

/**
 * The plans of one species side by side: tiers in order, and one row per service any tier includes,
 * in the order the richest tier lists them.
 */
export function comparePlans(all: readonly WellnessPlan[], petType: 0 | 1): PlanComparison {
  const plans = all
    .filter((p) => p.petType === petType)
    .sort((a, b) => TIER_ORDER.indexOf(a.code) - TIER_ORDER.indexOf(b.code));
  const services: Array<{ service: WellnessService; label: string }> = [];
  for (const plan of [...plans].sort((a, b) => b.allowances.length - a.allowances.length)) {
    for (const a of plan.allowances)
      if (!services.some((s) => s.service === a.service)) services.push({ service: a.service, label: a.label });
  }
  const rows = services.map(({ service, label }) => ({
    service,
    label,
    allowances: plans.map((p) => p.allowances.find((a) => a.service === service)?.annualAllowanceCents ?? null),
  }));
  const totals = plans.map((p) => p.allowances.reduce((sum, a) => sum + a.annualAllowanceCents, 0));
  return { plans, rows, totals };
}
