// The account step's form rules. A new customer creates an account with the quiz's email and a new
// password; signing in asks only for a password. Loaded on the form's first validation (useLazyZodForm).
import { EmailSchema, NewPasswordSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

export type AccountMode = 'create' | 'signin';

export const AccountFormSchema = z
  .object({ mode: z.enum(['create', 'signin']), email: z.string(), password: z.string() })
  .transform((v, ctx) => {
    const email = EmailSchema.safeParse(v.email);
    if (!email.success) ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]!.message });
    const password =
      v.mode === 'create'
        ? NewPasswordSchema.safeParse(v.password)
        : z.string().min(1, 'Enter your password.').max(128).safeParse(v.password);
    if (!password.success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: password.error.issues[0]!.message });
    }
    if (!email.success || !password.success) return z.NEVER;
    return { mode: v.mode, email: email.data, password: password.data };
  });
export type AccountFormValues = z.input<typeof AccountFormSchema>;
