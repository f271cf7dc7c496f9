// One claim file shown in the page: a PDF in a frame, an image as an image, from a blob URL made of the file the
// API client fetched. The blob's type is the contract's (PDF, JPEG or PNG), never what the bytes might claim.
import { colors, mq, radii, space } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { useEffect, useState } from 'react';
import { LoadFailed } from '../common/LoadFailed';
import { linkStyle, mutedStyle } from '../common/OpsLayout';
import { useInvoiceFile } from './api/invoice-file';

type ClaimFile = OpsClaim['invoices'][number];

/** An object URL for the blob, typed as given, revoked when it changes or the preview goes. */
function useObjectUrl(blob: Blob | undefined, type: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(new Blob([blob], { type }));
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob, type]);
  return url;
}

const frameStyle = {
  display: 'block',
  width: '100%',
  height: '60vh',
  minHeight: 360,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.sm,
  background: colors.surface,
  [mq.lg]: { height: '75vh' },
} as const;

export function InvoicePreview({ claimId, file }: { claimId: string; file: ClaimFile }) {
  const query = useInvoiceFile(claimId, file.id);
  const url = useObjectUrl(query.data, file.contentType);
  if (query.isError) {
    return <LoadFailed message={`We couldn’t load ${file.fileName}.`} onRetry={() => void query.refetch()} />;
  }
  if (!url) {
    return (
      <p css={mutedStyle} role="status">
        Loading {file.fileName}…
      </p>
    );
  }
  return (
    <div css={{ display: 'grid', gap: space(2) }}>
      {file.contentType === 'application/pdf' ? (
        <iframe src={url} title={`Preview of ${file.fileName}`} css={frameStyle} />
      ) : (
        <img
          src={url}
          alt={`Preview of ${file.fileName}`}
          css={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: radii.sm }}
        />
      )}
      <a href={url} target="_blank" rel="noopener noreferrer" css={linkStyle}>
        Open {file.fileName} in a new tab
      </a>
    </div>
  );
}
