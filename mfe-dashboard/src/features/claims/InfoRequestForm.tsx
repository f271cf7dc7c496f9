// Answers an adjuster's request inside the same claim: the files (picked like invoices, with progress) and a note.
import { Button } from '@tailwise/shared';
import { Form, TextArea, useSubmit, useZodForm } from '@tailwise/shared/form';
import { useRef, useState } from 'react';
import {
  claimDocumentsFormSchema,
  emptyClaimDocumentsForm,
  type ClaimDocumentsFormValues,
  type ClaimDocumentsSubmission,
} from './claim-documents-form';
import { InvoicePicker } from './InvoicePicker';
import { useUploadClaimDocuments } from './upload-claim-documents';
import { perFileProgress } from './upload-claim';

export interface InfoRequestFormProps {
  claimId: string;
  titleId: string;
  onSent: () => void;
}

export function InfoRequestForm({ claimId, titleId, onSent }: InfoRequestFormProps) {
  const form = useZodForm(claimDocumentsFormSchema, { defaultValues: emptyClaimDocumentsForm });
  const [progress, setProgress] = useState<number[] | null>(null);
  // The sizes of what is being sent, for the progress callback the upload was started with.
  const sizes = useRef<number[]>([]);
  const upload = useUploadClaimDocuments({
    onProgress: (loaded, total) => setProgress(perFileProgress(sizes.current, loaded, total)),
  });

  const submit = useSubmit(form, {
    send: async ({ documents, note }: ClaimDocumentsSubmission) => {
      sizes.current = documents.map((f) => f.size);
      setProgress(documents.map(() => 0));
      try {
        await upload.mutateAsync({ claimId, documents, note });
      } finally {
        setProgress(null);
      }
    },
    onSent,
    fallbackMessage: 'We couldn’t send your documents just now. They are still here: please try again.',
  });

  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} onValid={submit.onValid} formError={submit.formError} aria-labelledby={titleId}>
      <InvoicePicker name="documents" label="Documents" progress={progress} disabled={busy} />
      <TextArea<ClaimDocumentsFormValues>
        name="note"
        label="A note for the claims team"
        optional
        rows={3}
        disabled={busy}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending your documents…' : 'Send documents'}
        </Button>
      </div>
    </Form>
  );
}
