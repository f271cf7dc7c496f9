// The claim form: what it holds (strings as typed, and the chosen files) and, through the API's own
// ClaimFields schema, what it sends. Rules the server applies are checked here first: an insurance claim
// needs the pet's insurance and a condition, a wellness item the pet's plan and one of its services; a date
// in the future or before that cover started; an amount in dollars turned into exact cents; 1–5 invoices.
import {
  CLAIM_UPLOAD_LIMITS,
  CLINIC_MAX_LENGTH,
  ClaimConditionSchema,
  ClaimFieldsSchema,
  type ClaimType,
  type Pet,
} from '@tailwise/shared/contract';
import { z } from 'zod';
import { dollarsToCents, formatIsoDate } from '@tailwise/shared/format';

export const CLINIC_MAX = CLINIC_MAX_LENGTH;
export const MAX_CLAIM_CENTS = 10_000_000;

const ClaimFormFields = z.object({
  petUuid: z.string(),
  claimType: z.enum(['INSURANCE', 'WELLNESS']),
  condition: z.string(),
  wellnessService: z.string(),
  dateOfService: z.string(),
  clinic: z.string(),
  amount: z.string(),
  description: z.string(),
  /** Insurance only: the customer says the pet showed signs before cover started (a person then reviews it). */
  signsBeforeCover: z.boolean(),
  invoices: z.array(z.instanceof(File)),
});

export type ClaimFormValues = z.input<typeof ClaimFormFields>;

export const emptyClaimForm = (petUuid = '', claimType: ClaimType = 'INSURANCE'): ClaimFormValues => ({
  petUuid,
  claimType,
  condition: '',
  wellnessService: '',
  dateOfService: '',
  clinic: '',
  amount: '',
  description: '',
  signsBeforeCover: false,
  invoices: [],
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The cover a claim of this type draws on: the pet's insurance policy or its wellness plan. */
export function coverFor(pet: Pet | null | undefined, claimType: ClaimType) {
  if (!pet) return null;
  return claimType === 'WELLNESS' ? pet.wellness : pet.insurance;
}

/** The form's schema for these pets (the date rule needs the chosen pet's cover) on `today`. */
export function claimFormSchema(pets: readonly Pet[], today: string) {
  return ClaimFormFields.superRefine((v, ctx) => {
    const pet = pets.find((p) => p.uuid === v.petUuid);
    const wellness = v.claimType === 'WELLNESS';
    const cover = coverFor(pet, v.claimType);
    if (!pet) ctx.addIssue({ code: 'custom', path: ['petUuid'], message: 'Choose the pet this claim is for' });
    else if (!cover) {
      ctx.addIssue({
        code: 'custom',
        path: ['claimType'],
        message: wellness
          ? `${pet.name} has no wellness plan: choose an insurance claim`
          : `${pet.name} has no insurance: choose a wellness item`,
      });
    }
    if (wellness) {
      const services = pet?.wellness?.allowance?.services ?? [];
      if (!services.some((s) => s.service === v.wellnessService)) {
        ctx.addIssue({ code: 'custom', path: ['wellnessService'], message: 'Choose the wellness item' });
      }
    } else if (!ClaimConditionSchema.safeParse(v.condition).success) {
      ctx.addIssue({ code: 'custom', path: ['condition'], message: 'Choose what the visit was for' });
    }
    if (!v.dateOfService) {
      ctx.addIssue({ code: 'custom', path: ['dateOfService'], message: 'Enter the date of the vet visit' });
    } else if (!ISO_DAY.test(v.dateOfService) || Number.isNaN(Date.parse(v.dateOfService))) {
      ctx.addIssue({ code: 'custom', path: ['dateOfService'], message: 'Enter a real date' });
    } else if (v.dateOfService > today) {
      ctx.addIssue({ code: 'custom', path: ['dateOfService'], message: 'The date of service can’t be in the future' });
    } else if (pet && cover && v.dateOfService < cover.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfService'],
        message: `${pet.name}’s ${wellness ? 'plan' : 'cover'} started on ${formatIsoDate(cover.startDate)}: choose that day or later`,
      });
    }
    if (!v.clinic.trim()) ctx.addIssue({ code: 'custom', path: ['clinic'], message: 'Enter the vet clinic’s name' });
    else if (v.clinic.trim().length > CLINIC_MAX) {
      ctx.addIssue({ code: 'custom', path: ['clinic'], message: `Use at most ${CLINIC_MAX} characters` });
    }
    const cents = dollarsToCents(v.amount);
    if (!v.amount.trim()) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the invoice total' });
    } else if (cents === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount in dollars, like 420.50' });
    } else if (cents < 1) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'The amount must be more than zero' });
    } else if (cents > MAX_CLAIM_CENTS) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'For claims above $100,000 please call us' });
    }
    if (!v.description.trim()) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'Tell us briefly what happened' });
    } else if (v.description.trim().length > 2000) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'Use at most 2,000 characters' });
    }
    if (v.invoices.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['invoices'], message: 'Attach at least one invoice' });
    } else if (v.invoices.length > CLAIM_UPLOAD_LIMITS.maxFiles) {
      ctx.addIssue({
        code: 'custom',
        path: ['invoices'],
        message: `Attach at most ${CLAIM_UPLOAD_LIMITS.maxFiles} files`,
      });
    }
  }).transform((v, ctx) => {
    const fields = ClaimFieldsSchema.safeParse({
      petUuid: v.petUuid,
      claimType: v.claimType,
      ...(v.claimType === 'WELLNESS'
        ? { wellnessService: v.wellnessService }
        : { condition: v.condition, signsBeforeCover: v.signsBeforeCover ? 'true' : 'false' }),
      dateOfService: v.dateOfService,
      amountCents: dollarsToCents(v.amount),
      clinic: v.clinic,
      description: v.description,
    });
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const path = issue.path.map(String);
        ctx.addIssue({ code: 'custom', path: path[0] === 'amountCents' ? ['amount'] : path, message: issue.message });
      }
      return z.NEVER;
    }
    return { fields: fields.data, invoices: v.invoices };
  });
}

export type ClaimSubmission = z.output<ReturnType<typeof claimFormSchema>>;

/** Why a file cannot be sent, checked as it is added; null when it is fine. */
export function invoiceProblem(file: File): string | null {
  if (!(CLAIM_UPLOAD_LIMITS.contentTypes as readonly string[]).includes(file.type)) {
    return `${file.name} is not a PDF, JPEG or PNG file`;
  }
  if (file.size > CLAIM_UPLOAD_LIMITS.maxFileBytes) {
    return `${file.name} is larger than ${CLAIM_UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB`;
  }
  if (file.size === 0) return `${file.name} is empty`;
  return null;
}
