// The claim's files (the invoices filed with it, and documents sent later when asked for), one previewed at a
// time in the page; the first invoice to begin with.
import { Button, colors, space } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { useState } from 'react';
import { formatTimestamp } from '@tailwise/shared/format';
import { mutedStyle, Section } from '../common/OpsLayout';
import { InvoicePreview } from './InvoicePreview';

const TYPE_LABELS: Record<OpsClaim['invoices'][number]['contentType'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

export function InvoicesSection({ claim }: { claim: OpsClaim }) {
  const [shownId, setShownId] = useState<string | null>(claim.invoices[0]?.id ?? null);
  const shown = claim.invoices.find((f) => f.id === shownId) ?? null;
  return (
    <Section title="Invoices and documents" id="invoices-title">
      {claim.invoices.length === 0 ? (
        <p css={mutedStyle}>No files on this claim.</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
          {claim.invoices.map((file) => (
            <li
              key={file.id}
              css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(2), lineHeight: 1.5 }}
            >
              <span css={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                <strong>{file.fileName}</strong>{' '}
                <span css={{ color: colors.muted }}>
                  ({TYPE_LABELS[file.contentType]}, {Math.max(1, Math.round(file.sizeBytes / 1024))} KB,{' '}
                  {file.kind === 'INVOICE' ? 'filed with the claim' : `sent ${formatTimestamp(file.addedAt)}`})
                </span>
              </span>
              <Button
                variant="secondary"
                aria-pressed={file.id === shownId}
                aria-label={`Preview ${file.fileName}`}
                onClick={() => setShownId(file.id)}
              >
                {file.id === shownId ? 'Shown below' : 'Preview'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {shown && <InvoicePreview key={shown.id} claimId={claim.uuid} file={shown} />}
    </Section>
  );
}
