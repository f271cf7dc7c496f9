// What a customer can do with one plan: download its declarations page (PDF) and cancel it. Used on the
// pets page and exported (./index.ts) for any other page that lists plans.
import { Button, colors, space } from '@tailwise/shared';
import { useRef, useState } from 'react';
import { canCancel, planLabel, type AgreementRef } from './agreement-ref';
import { CancelPlanDialog } from './CancelPlanDialog';
import { useDownloadDeclarations } from './declarations-api';

const rowStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) } as const;

export function PolicyActions({ target }: { target: AgreementRef }) {
  const download = useDownloadDeclarations();
  const [cancelling, setCancelling] = useState(false);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const uuid = target.agreement.uuid;
  const label = planLabel(target);
  return (
    <div css={{ display: 'grid', gap: space(2) }}>
      <div css={rowStyle}>
        <Button
          ref={downloadButton}
          variant="secondary"
          onClick={() => download.mutate(uuid)}
          disabled={download.isPending}
          aria-label={`Download declarations (PDF) for ${target.petName}’s ${label}`}
        >
          {download.isPending ? 'Preparing PDF…' : 'Download declarations (PDF)'}
        </Button>
        {canCancel(target.agreement) && (
          <Button
            variant="ghost"
            onClick={() => setCancelling(true)}
            aria-label={`Cancel plan: ${target.petName}’s ${label}`}
          >
            Cancel plan
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {download.isError && (
          <p css={{ margin: 0, color: colors.danger, fontWeight: 600 }}>
            {download.error instanceof Error ? download.error.message : 'We could not download this document.'}
          </p>
        )}
      </div>
      {cancelling && (
        <CancelPlanDialog
          target={target}
          onClose={() => {
            setCancelling(false);
            // Once cancelled, the "Cancel plan" button is gone: focus stays with this plan instead of the page.
            requestAnimationFrame(() => {
              if (document.activeElement === document.body || document.activeElement === null) {
                downloadButton.current?.focus();
              }
            });
          }}
        />
      )}
    </div>
  );
}
