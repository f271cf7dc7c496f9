// The "Cancel plan" confirmation: a native modal <dialog> (the browser traps focus and makes the page
// behind it inert; Escape closes it) that shows the API's preview of the refund and the last day of cover
// before the customer confirms, posts the cancellation once, and returns focus to the button that opened it.
import { Button, buttonStyles, colors, radii, shadows, space, useSnackbar } from '@tailwise/shared';
import type { Cancellation } from '@tailwise/shared/contract';
import { useEffect, useId, useRef } from 'react';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';
import { planLabel, type AgreementRef } from './agreement-ref';
import { useCancelAgreement, useCancellationPreview } from './cancellation-api';

const dialogStyle = {
  boxSizing: 'border-box',
  width: 'calc(100% - 2rem)',
  maxWidth: '34rem',
  maxHeight: 'calc(100% - 2rem)',
  padding: 0,
  border: 0,
  borderRadius: radii.lg,
  background: colors.surface,
  color: colors.ink,
  boxShadow: shadows.raised,
  '&::backdrop': { background: 'rgba(29, 36, 51, 0.55)' },
} as const;

const bodyStyle = { display: 'grid', gap: space(4), padding: space(6) } as const;

const factsStyle = {
  display: 'grid',
  gap: space(3),
  margin: 0,
  padding: space(4),
  borderRadius: radii.md,
  background: colors.canvas,
  '& > div': { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: space(2) },
  dt: { color: colors.muted },
  dd: { margin: 0, fontWeight: 700, fontSize: '1.125rem' },
} as const;

const actionsStyle = { display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: space(3) } as const;

const dangerButton = {
  ...buttonStyles({ variant: 'primary' }),
  background: colors.danger,
  borderColor: colors.danger,
  '&:hover:not(:disabled)': { background: colors.danger, borderColor: colors.ink },
};

/** Reserves the preview's height while it loads, so the dialog does not jump. */
const pendingStyle = { minHeight: '9.5rem', color: colors.muted, margin: 0 } as const;

function refundLine(c: Cancellation): string {
  if (c.refundCents === 0) return 'No refund';
  const to = c.refundMethod === 'PAYROLL' ? 'through payroll' : c.refundMethod === 'CARD' ? 'to your card' : '';
  return `${formatCents(c.refundCents)} ${to}`.trim();
}

/** Why there is (or is not) a refund: the free look refunds only plans with no claim. */
function previewSentence(c: Cancellation): string {
  if (c.freeLook) {
    return `You are within the free-look period (until ${formatIsoDate(c.freeLookEndsOn)}) and no claim was made on this plan: cover ends today and what you paid for it is refunded.`;
  }
  const rest =
    'your cover continues to the end of the period you have paid for, with no further payments and no refund.';
  if (c.freeLookLostToClaim) {
    return `A claim was made on this plan, so the free-look refund (for plans with no claim) does not apply: ${rest}`;
  }
  return `The free-look period is over: ${rest}`;
}

function Facts({ cancellation, done }: { cancellation: Cancellation; done: boolean }) {
  return (
    <dl css={factsStyle} data-testid="cancellation-facts">
      <div>
        <dt>{done ? 'Refund' : 'Refund if you cancel today'}</dt>
        <dd>{refundLine(cancellation)}</dd>
      </div>
      <div>
        <dt>Last day of cover</dt>
        <dd>{formatIsoDate(cancellation.endsOn)}</dd>
      </div>
      <div>
        <dt>Policy number</dt>
        <dd>{cancellation.policyNumber}</dd>
      </div>
    </dl>
  );
}

export interface CancelPlanDialogProps {
  target: AgreementRef;
  onClose: () => void;
}

/** Mount it to open it; it calls onClose when the customer is done (and focus goes back to the opener). */
export function CancelPlanDialog({ target, onClose }: CancelPlanDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const sent = useRef(false);
  const snackbar = useSnackbar();
  const uuid = target.agreement.uuid;
  const preview = useCancellationPreview(uuid, true);
  const cancel = useCancelAgreement();
  const label = planLabel(target);

  useEffect(() => {
    const element = dialog.current;
    opener.current = document.activeElement;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    keepButton.current?.focus();
    return () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
  }, []);

  const close = () => {
    if (dialog.current?.open && typeof dialog.current.close === 'function') dialog.current.close();
    onClose();
  };

  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    cancel.mutate(uuid, {
      onSuccess: (result) => {
        snackbar.show(
          result.status === 'CANCELLED'
            ? `${target.petName}’s ${label} is cancelled.`
            : `${target.petName}’s ${label} ends on ${formatIsoDate(result.endsOn)}.`,
          { tone: 'success' },
        );
      },
      onError: () => {
        sent.current = false;
      },
    });
  };

  const result = cancel.data ?? (preview.data?.cancelled ? preview.data : undefined);
  const hasResult = Boolean(result);
  // The confirm button is gone once cancelled: focus goes to "Done", inside the dialog.
  useEffect(() => {
    if (hasResult) keepButton.current?.focus();
  }, [hasResult]);
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      css={dialogStyle}
      onCancel={(event) => {
        // Escape: close through React state, so the dialog unmounts and focus returns.
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <div css={bodyStyle}>
        <h2 id={titleId} css={{ margin: 0, fontSize: '1.375rem', lineHeight: 1.3 }}>
          {result ? `${target.petName}’s ${label} is cancelled` : `Cancel ${target.petName}’s ${label}?`}
        </h2>
        <div id={descriptionId} aria-live="polite" css={{ display: 'grid', gap: space(4) }}>
          {result ? (
            <>
              <p css={{ margin: 0, lineHeight: 1.6 }}>
                {result.status === 'CANCELLED'
                  ? 'Your plan is cancelled.'
                  : `Your cover continues until ${formatIsoDate(result.endsOn)}, then the plan ends.`}
              </p>
              <Facts cancellation={result} done />
            </>
          ) : preview.isPending ? (
            <p css={pendingStyle}>Checking what cancelling today means for you…</p>
          ) : preview.isError ? (
            <p role="alert" css={{ margin: 0, color: colors.danger, fontWeight: 600 }}>
              {preview.error instanceof Error && preview.error.message
                ? preview.error.message
                : 'We could not check this plan just now.'}{' '}
              Please try again later.
            </p>
          ) : (
            <>
              <p css={{ margin: 0, lineHeight: 1.6 }}>{previewSentence(preview.data)}</p>
              <Facts cancellation={preview.data} done={false} />
            </>
          )}
          {cancel.isError && (
            <p role="alert" css={{ margin: 0, color: colors.danger, fontWeight: 600 }}>
              {cancel.error instanceof Error ? cancel.error.message : 'We could not cancel this plan.'} Nothing has
              changed.
            </p>
          )}
        </div>
        <div css={actionsStyle}>
          {result ? (
            <Button ref={keepButton} onClick={close}>
              Done
            </Button>
          ) : (
            <>
              <Button ref={keepButton} variant="secondary" onClick={close}>
                Keep my plan
              </Button>
              {preview.isSuccess && (
                <button type="button" css={dangerButton} disabled={cancel.isPending} onClick={confirm}>
                  {cancel.isPending ? 'Cancelling…' : `Cancel ${label}`}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
