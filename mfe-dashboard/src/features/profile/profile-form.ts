// The profile form: what it holds (strings, so inputs keep what was typed) and, checked by the API's own
// ProfileUpdate schema, what PATCH /me/profile/ receives. Field names follow the API's, so a server
// message for "shippingAddress.zipCode" lands on that input as it is.
import { ProfileUpdateSchema, US_STATES, type Me } from '@tailwise/shared/contract';
import { z } from 'zod';

const ProfileFormFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  shippingAddress: z.object({
    address: z.string(),
    addressComponent: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
});
export type ProfileFormValues = z.input<typeof ProfileFormFields>;

/** "+16145550100" → "(614) 555-0100", as people write it. */
export function displayPhone(phone: string | null): string {
  const digits = phone?.replace(/\D/g, '').slice(-10) ?? '';
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : (phone ?? '');
}

export function profileDefaults(me: Me): ProfileFormValues {
  const a = me.shippingAddress;
  return {
    firstName: me.firstName ?? a?.firstName ?? '',
    lastName: me.lastName ?? a?.lastName ?? '',
    phone: displayPhone(me.phone),
    shippingAddress: {
      address: a?.address ?? '',
      addressComponent: a?.addressComponent ?? '',
      city: a?.city ?? '',
      state: a?.state ?? '',
      zipCode: a?.zipCode ?? '',
    },
  };
}

/**
 * The address is sent once any part of it is filled in (or the customer has one on file, which can be
 * changed but not emptied); it carries the customer's names. A blank phone removes the phone.
 */
export const profileFormSchema = (hadAddress: boolean) =>
  ProfileFormFields.transform(({ firstName, lastName, phone, shippingAddress: a }, ctx) => {
    const anyAddress = hadAddress || Object.values(a).some((v) => v.trim() !== '');
    const parsed = ProfileUpdateSchema.safeParse({
      firstName,
      lastName,
      phone: phone.trim() === '' ? null : phone,
      ...(anyAddress
        ? {
            shippingAddress: {
              firstName,
              lastName,
              address: a.address,
              addressComponent: a.addressComponent.trim() === '' ? null : a.addressComponent,
              city: a.city,
              state: a.state,
              zipCode: a.zipCode,
            },
          }
        : {}),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      // The address's names are the form's names, already checked there.
      if (path === 'shippingAddress.firstName' || path === 'shippingAddress.lastName') continue;
      ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
    }
    return z.NEVER;
  });

export type ProfileUpdateBody = z.output<ReturnType<typeof profileFormSchema>>;

export const STATE_OPTIONS = US_STATES.map((s) => ({ value: s, label: s }));

/** The address's copies of the names are the names on the form. */
export const PROFILE_FIELD_MAP = {
  'shippingAddress.firstName': 'firstName',
  'shippingAddress.lastName': 'lastName',
} as const;
