// The claim's files: the invoices filed with it and any documents sent later when asked for.
import { colors, space } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { formatMoment } from '../common/format';
import { mutedStyle, Section } from '../common/OpsLayout';

const TYPE_LABELS: Record<OpsClaim['invoices'][number]['contentType'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

export function InvoicesSection({ claim }: { claim: OpsClaim }) {
  return (
    <Section title="Invoices and documents" id="invoices-title">
      {claim.invoices.length === 0 ? (
        <p css={mutedStyle}>No files on this claim.</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) }}>
          {claim.invoices.map((invoice) => (
            <li key={invoice.id} css={{ overflowWrap: 'anywhere', lineHeight: 1.5 }}>
              <strong>{invoice.fileName}</strong>{' '}
              <span css={{ color: colors.muted }}>
                ({TYPE_LABELS[invoice.contentType]}, {Math.max(1, Math.round(invoice.sizeBytes / 1024))} KB,{' '}
                {invoice.kind === 'INVOICE' ? 'filed with the claim' : `sent ${formatMoment(invoice.addedAt)}`})
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
