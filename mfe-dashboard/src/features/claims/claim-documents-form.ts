// The form that answers an adjuster's request: the files (the invoices' rules) and a note, sent as the contract's fields.
import { CLAIM_DOCUMENT_LIMITS, ClaimDocumentFieldsSchema } from '@tailwise/shared/contract';
import { z } from 'zod';

const ClaimDocumentsFormFields = z.object({
  documents: z.array(z.instanceof(File)),
  note: z.string(),
});

export type ClaimDocumentsFormValues = z.input<typeof ClaimDocumentsFormFields>;

export const emptyClaimDocumentsForm: ClaimDocumentsFormValues = { documents: [], note: '' };

export const claimDocumentsFormSchema = ClaimDocumentsFormFields.superRefine((v, ctx) => {
  if (v.documents.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['documents'], message: 'Attach the document we asked for' });
  } else if (v.documents.length > CLAIM_DOCUMENT_LIMITS.maxFiles) {
    ctx.addIssue({
      code: 'custom',
      path: ['documents'],
      message: `Attach at most ${CLAIM_DOCUMENT_LIMITS.maxFiles} files`,
    });
  }
}).transform((v, ctx) => {
  const fields = ClaimDocumentFieldsSchema.safeParse(v.note.trim() === '' ? {} : { note: v.note });
  if (!fields.success) {
    for (const issue of fields.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
    }
    return z.NEVER;
  }
  return { documents: v.documents, note: fields.data.note };
});

export type ClaimDocumentsSubmission = z.output<typeof claimDocumentsFormSchema>;
