// The three decision forms: what each holds (strings as typed) and, through the contract's own request schemas,
// what each sends. The amount is typed in dollars (amountDollars) and sent in cents (amountCents), at most what the
// terms allow for this bill; the server's field names map back onto these inputs (DECISION_FIELD_MAP).
import {
  CLAIM_DENIAL_REASON_LABELS,
  ClaimDenialReasonSchema,
  OpsApproveRequestSchema,
  OpsDenyRequestSchema,
  type ClaimDenialReason,
} from '@tailwise/shared/contract';
import { z } from 'zod';
import { dollarsToCents, formatCents } from '@tailwise/shared/format';

/** API field → form field, for applyServerErrors. */
export const DECISION_FIELD_MAP = { amountCents: 'amountDollars' } as const;

/** Adds the contract's issues to the form's, on the form's field names; fields already given a message are skipped. */
function contractIssues(error: z.ZodError, ctx: z.RefinementCtx, already: ReadonlySet<string>) {
  for (const issue of error.issues) {
    const apiPath = issue.path.map(String).join('.');
    const path = DECISION_FIELD_MAP[apiPath as keyof typeof DECISION_FIELD_MAP] ?? apiPath;
    if (!already.has(path)) ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
  }
}

const ApproveFormFields = z.object({ amountDollars: z.string(), note: z.string() });
export type ApproveFormValues = z.input<typeof ApproveFormFields>;

export const approveFormSchema = (maxApprovableCents: number) =>
  ApproveFormFields.transform((v, ctx) => {
    const amountCents = dollarsToCents(v.amountDollars);
    const flagged = new Set<string>();
    const flag = (message: string) => {
      flagged.add('amountDollars');
      ctx.addIssue({ code: 'custom', path: ['amountDollars'], message });
    };
    if (!v.amountDollars.trim()) flag('Enter the amount to pay');
    else if (amountCents === null) flag('Enter an amount in dollars, like 420.50');
    else if (amountCents > maxApprovableCents) {
      flag(`At most ${formatCents(maxApprovableCents)}: the most the terms allow for this bill`);
    }
    const parsed = OpsApproveRequestSchema.safeParse({ amountCents: amountCents ?? 0, note: v.note });
    if (!parsed.success) contractIssues(parsed.error, ctx, flagged);
    return flagged.size > 0 || !parsed.success ? z.NEVER : parsed.data;
  });

const DenyFormFields = z.object({ reason: z.string(), note: z.string() });
export type DenyFormValues = z.input<typeof DenyFormFields>;

export const denyFormSchema = DenyFormFields.transform((v, ctx) => {
  const flagged = new Set<string>();
  if (!ClaimDenialReasonSchema.safeParse(v.reason).success) {
    flagged.add('reason');
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Choose why the claim is denied' });
  }
  const parsed = OpsDenyRequestSchema.safeParse(v);
  if (!parsed.success) contractIssues(parsed.error, ctx, flagged);
  return flagged.size > 0 || !parsed.success ? z.NEVER : parsed.data;
});

export const DENIAL_REASON_OPTIONS = (Object.keys(CLAIM_DENIAL_REASON_LABELS) as ClaimDenialReason[]).map((value) => ({
  value,
  label: CLAIM_DENIAL_REASON_LABELS[value],
}));
