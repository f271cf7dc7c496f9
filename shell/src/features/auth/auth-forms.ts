import { NewPasswordSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .email('Enter a valid email address, like name@example.com.')
  .max(254);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(128),
});

export const signUpSchema = z
  .object({ email, password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });

export const resetSchema = z.object({ email });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ResetValues = z.infer<typeof resetSchema>;
