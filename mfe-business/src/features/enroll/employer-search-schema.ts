// The employer search's rules, in a module of their own so zod loads on the search's first validation
// (useLazyZodForm), not with /enroll's first render.
import { z } from 'zod';

export const SearchSchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 letters of your employer’s name, or its code').max(80),
});
