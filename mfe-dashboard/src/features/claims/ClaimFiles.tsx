// A claim's files, invoices and the documents sent later, each downloaded with the customer's token.
import { Button, colors, space, useApiClient } from '@tailwise/shared';
import type { Claim } from '@tailwise/shared/contract';
import { useState } from 'react';
import { formatTimestamp } from '@tailwise/shared/format';
import { downloadInvoice } from './download-invoice';

export const filesTitle = (claim: Pick<Claim, 'invoices'>) =>
  claim.invoices.some((f) => f.kind === 'DOCUMENT') ? 'Invoices and documents' : 'Invoices';

export function ClaimFiles({ claim }: { claim: Claim }) {
  const client = useApiClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (invoiceId: string, fileName: string) => {
    setBusy(invoiceId);
    setError(null);
    try {
      await downloadInvoice(client, { claimId: claim.uuid, invoiceId, fileName });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The download failed.');
    } finally {
      setBusy(null);
    }
  };
  if (claim.invoices.length === 0) return <p css={{ margin: 0, color: colors.muted }}>No invoices on this claim.</p>;
  return (
    <>
      <ul
        aria-label="Files on this claim"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3) }}
      >
        {claim.invoices.map((file) => (
          <li
            key={file.id}
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: space(2),
            }}
          >
            <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {file.fileName}{' '}
              <span css={{ color: colors.muted }}>({Math.max(1, Math.round(file.sizeBytes / 1024))} KB)</span>
              {file.kind === 'DOCUMENT' && (
                <span css={{ display: 'block', color: colors.muted, fontSize: '0.9375rem' }}>
                  Sent later · {formatTimestamp(file.addedAt)}
                </span>
              )}
            </span>
            <Button
              variant="secondary"
              onClick={() => void download(file.id, file.fileName)}
              disabled={busy === file.id}
              aria-label={`Download ${file.fileName}`}
            >
              {busy === file.id ? 'Downloading…' : 'Download'}
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {error && <p css={{ margin: `${space(2)} 0 0`, color: colors.danger, fontWeight: 600 }}>{error}</p>}
      </div>
    </>
  );
}
