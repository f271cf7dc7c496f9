// The details step's form: shipping address, billing address or "same as shipping", phone and the terms.
// Field rules are the contract's (ShippingAddressSchema, PhoneSchema), plus the ZIP-against-state check the
// API makes at checkout, run here first so the message sits next to the ZIP field.
import { PhoneSchema, ShippingAddressSchema, type ShippingAddress } from '@tailwise/shared/contract';
import { z } from 'zod';
import { zipStateMismatch } from '../../common/zip-state';

const AddressSchema = ShippingAddressSchema.extend({
  // The form always holds a string; a blank line 2 is sent as no line 2.
  addressComponent: z
    .string()
    .trim()
    .max(200, 'Use at most 200 characters')
    .transform((v) => v || null),
});

/** The form holds strings only (the state is '' until chosen), so inputs stay controlled and keep what was typed. */
const AddressInputSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  addressComponent: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

function checkAddress(
  value: z.infer<typeof AddressInputSchema>,
  ctx: z.RefinementCtx,
  prefix: string,
): ShippingAddress | null {
  const parsed = AddressSchema.safeParse(value);
  const issues = parsed.success ? [] : parsed.error.issues;
  for (const issue of issues) {
    ctx.addIssue({ code: 'custom', path: [prefix, ...issue.path.map(String)], message: issue.message });
  }
  // Checked even while other fields are missing, so the message shows as soon as both are filled in.
  const mismatch = zipStateMismatch(value.zipCode, value.state);
  if (mismatch && !issues.some((i) => i.path[0] === 'zipCode')) {
    ctx.addIssue({ code: 'custom', path: [prefix, 'zipCode'], message: mismatch });
  }
  return parsed.success && !mismatch ? parsed.data : null;
}

export const DetailsFormSchema = z
  .object({
    shipping: AddressInputSchema,
    phone: z.string(),
    matchShipping: z.boolean(),
    billing: AddressInputSchema,
    terms: z.boolean(),
  })
  .transform((v, ctx) => {
    const shipping = checkAddress(v.shipping, ctx, 'shipping');
    const phone = PhoneSchema.safeParse(v.phone);
    if (!phone.success) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.error.issues[0]!.message });
    const billing = v.matchShipping ? shipping : checkAddress(v.billing, ctx, 'billing');
    if (!v.terms) {
      ctx.addIssue({ code: 'custom', path: ['terms'], message: 'Accept the terms and privacy policy to continue' });
    }
    if (!shipping || !billing || !phone.success || !v.terms) return z.NEVER;
    return { shipping, billing, phone: phone.data, matchShipping: v.matchShipping };
  });

export type DetailsFormValues = z.input<typeof DetailsFormSchema>;
export type DetailsFormOutput = z.output<typeof DetailsFormSchema>;

/** An address as the form holds it: every field a string, the state '' until chosen. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  address: string;
  addressComponent: string;
  city: string;
  state: string;
  zipCode: string;
}

/** What the shipping key holds: the address as typed plus the phone (refresh keeps both). */
export type ShippingDraft = Partial<AddressFields> & { phone?: string };

export const emptyAddress: AddressFields = {
  firstName: '',
  lastName: '',
  address: '',
  addressComponent: '',
  city: '',
  state: '',
  zipCode: '',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** An address from storage or the profile, with only string fields kept. */
export function toAddressFields(value: unknown, fallback: Partial<AddressFields> = {}): AddressFields {
  const out: AddressFields = { ...emptyAddress, ...fallback };
  if (!isRecord(value)) return out;
  for (const key of Object.keys(emptyAddress) as Array<keyof AddressFields>) {
    const v = value[key];
    if (typeof v === 'string' && v !== '') out[key] = v;
  }
  return out;
}

/** The stored details, checked as the form checks them: null until the details step is complete. */
export function detailsFromStorage(draft: unknown, billing: unknown, matchShipping: boolean): DetailsFormOutput | null {
  const d = isRecord(draft) ? draft : {};
  const parsed = DetailsFormSchema.safeParse({
    shipping: toAddressFields(draft),
    phone: typeof d.phone === 'string' ? d.phone : '',
    matchShipping,
    billing: toAddressFields(billing),
    terms: d.terms === true,
  });
  return parsed.success ? parsed.data : null;
}
