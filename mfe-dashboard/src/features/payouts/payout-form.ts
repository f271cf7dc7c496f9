// The bank account form: what it holds (as typed) and, checked by the contract's own schema, what PUT receives.
import { BankAccountTypeSchema, PayoutMethodRequestSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

const BankAccountFormFields = z.object({
  holderName: z.string(),
  routingNumber: z.string(),
  accountNumber: z.string(),
  accountType: BankAccountTypeSchema,
});
export type BankAccountFormValues = z.input<typeof BankAccountFormFields>;

export const emptyBankAccountForm = (holderName = ''): BankAccountFormValues => ({
  holderName,
  routingNumber: '',
  accountNumber: '',
  accountType: 'CHECKING',
});

/** People copy numbers with spaces or dashes ("0110 0001 5"); the API takes the digits. */
const digitsAsTyped = (value: string) => value.replace(/[\s-]/g, '');

export const bankAccountFormSchema = BankAccountFormFields.transform((v, ctx) => {
  const parsed = PayoutMethodRequestSchema.safeParse({
    kind: 'BANK_ACCOUNT',
    holderName: v.holderName,
    routingNumber: digitsAsTyped(v.routingNumber),
    accountNumber: digitsAsTyped(v.accountNumber),
    accountType: v.accountType,
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
  }
  return z.NEVER;
});

export const ACCOUNT_TYPE_LABELS = { CHECKING: 'Checking', SAVINGS: 'Savings' } as const;
