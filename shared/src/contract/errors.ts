// The one error shape every non-2xx response carries, and helpers to read zod issues as form field errors.
import { z } from 'zod';

export const ApiErrorSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.string().describe('Stable machine-readable code, e.g. ValidationError, GroupSeatNotFoundError'),
      message: z.string().describe('Human-readable sentence'),
      fields: z
        .record(z.string(), z.string())
        .describe('Field path (dot-separated) to message; empty when not about fields'),
      details: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('Extra data some codes carry, typed per code (PriceChanged: PriceChangedDetails)'),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Error codes the API uses; the front end can switch on these. */
export const ERROR_CODES = [
  'ValidationError',
  'MalformedJson',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'IdempotencyKeyRequired',
  'Unauthorized',
  'Forbidden',
  'GroupSeatRequired',
  'NotFound',
  'GroupSeatNotFoundError',
  'Conflict',
  'GroupSeatTaken',
  'EnrollmentClosed',
  'SeatCodeMissing',
  'SeatCodeExpired',
  'SeatCodeTriesUsed',
  'SeatCodeResendWait',
  'PetAlreadyCovered',
  'PetHasActiveInsurance',
  'PriceChanged',
  'CheckoutInProgress',
  'ChargeRefunded',
  'EmailVerificationCodeUsed',
  'EmailAlreadyVerified',
  'UnprocessableEntity',
  'OptionNotAvailableInState',
  'UnsupportedZipCode',
  'UnknownPromoCode',
  'GroupPromoNotAvailable',
  'PaymentDeclined',
  'PaymentAlreadyMade',
  'PaymentNotDue',
  'PaymentTokenInvalid',
  'IdempotencyKeyReused',
  'DuplicatePet',
  'EmailVerificationCodeExpired',
  'NoActiveInsurance',
  'AgreementNotActive',
  'InvalidUpload',
  'InvoiceAlreadyClaimed',
  'ClaimAlreadyDecided',
  'ClaimNotAppealable',
  'ApprovalAboveTerms',
  'ReviewNotAllowedYet',
  'ReviewTextRejected',
  'RateLimited',
  'ServiceUnavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

type Issue = z.core.$ZodIssue;

function pathKey(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

function friendlyMessage(issue: Issue): string {
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'Required';
  return issue.message;
}

/**
 * Flattens zod issues into `{ "pets.0.breedId": "message" }`; unknown keys are reported each under its own path.
 * The first message for a path wins, as a form shows one message per field.
 */
export function issuesToFields(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const k = pathKey([...issue.path, key]);
        fields[k] ??= 'Unknown field';
      }
      continue;
    }
    const k = pathKey(issue.path) || '_';
    fields[k] ??= friendlyMessage(issue);
  }
  return fields;
}
