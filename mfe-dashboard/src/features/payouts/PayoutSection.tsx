// The "Claim payouts" block of the profile page (/dashboard/profile#payouts): where approved claims are paid, and
// changing it to a bank account or back to the card on file.
import { ApiError, Button, colors, space, useSnackbar } from '@tailwise/shared';
import { cardBrandName, type PayoutMethod, type PayoutSettings } from '@tailwise/shared/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorNote } from '../common/ErrorNote';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { useScrollToAnchor } from '../common/use-scroll-to-anchor';
import { Card, sectionHeadingStyle } from '../layout';
import { BankAccountForm } from './BankAccountForm';
import { ACCOUNT_TYPE_LABELS } from './payout-form';
import { usePayoutSettings } from './api/payout-settings';
import { PAYOUTS_ANCHOR } from './payouts-anchor';
import { useSavePayoutMethod } from './api/save-payout-method';

/** The API's own words when it gives them; otherwise the same words from the method. */
function destination(settings: PayoutSettings): string | null {
  if (settings.describe) return settings.describe;
  return settings.method ? methodWords(settings.method) : null;
}

const methodWords = (method: PayoutMethod) =>
  method.kind === 'BANK_ACCOUNT'
    ? `Bank account ending ${method.accountLast4}`
    : `${cardBrandName(method.brand)} ending ${method.last4}`;

function payToCardError(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fields)[0] ?? error.message;
  return 'We couldn’t change where claims are paid just now. Please try again.';
}

function PayoutSettingsView({ settings, defaultHolderName }: { settings: PayoutSettings; defaultHolderName?: string }) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const formTitleId = useId();
  const snackbar = useSnackbar();
  const payToCard = useSavePayoutMethod();
  const { method } = settings;
  const paidTo = destination(settings);

  useEffect(() => {
    if (editing) formHeading.current?.focus();
  }, [editing]);

  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => openButton.current?.focus());
  };
  const saved = (next: PayoutSettings) => {
    const text = `Claims will be paid to ${destination(next) ?? 'your new payout method'}.`;
    setNotice(text);
    snackbar.show(text, { tone: 'success' });
  };

  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <div>
        {paidTo ? (
          <p css={{ margin: 0, lineHeight: 1.5 }}>
            Approved claims are paid to <strong data-testid="payout-destination">{paidTo}</strong>.
          </p>
        ) : (
          <p css={{ margin: 0, lineHeight: 1.5 }}>
            There’s nowhere to pay claims yet: add a bank account, or a card under Payment methods.
          </p>
        )}
        {method?.kind === 'BANK_ACCOUNT' && (
          <p css={{ margin: `${space(1)} 0 0`, color: colors.muted }}>
            {ACCOUNT_TYPE_LABELS[method.accountType]} account in the name of {method.holderName}, routing number ending{' '}
            {method.routingLast4}
          </p>
        )}
        <div aria-live="polite">
          {notice && <p css={{ margin: `${space(3)} 0 0`, color: colors.success, fontWeight: 600 }}>{notice}</p>}
        </div>
      </div>
      {editing ? (
        <section aria-labelledby={formTitleId} css={{ display: 'grid', gap: space(4) }}>
          <h3
            id={formTitleId}
            ref={formHeading}
            tabIndex={-1}
            css={{ margin: 0, fontSize: '1.125rem', color: colors.ink, '&:focus': { outline: 'none' } }}
          >
            {method?.kind === 'BANK_ACCOUNT' ? 'Change your bank account' : 'Add a bank account'}
          </h3>
          <BankAccountForm
            titleId={formTitleId}
            defaultHolderName={defaultHolderName}
            onCancel={closeForm}
            onSaved={(next) => {
              saved(next);
              closeForm();
            }}
          />
        </section>
      ) : (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <Button
            ref={openButton}
            variant="secondary"
            onClick={() => {
              setNotice(null);
              payToCard.reset();
              setEditing(true);
            }}
          >
            {method?.kind === 'BANK_ACCOUNT' ? 'Change bank account' : 'Pay claims to a bank account'}
          </Button>
          {method?.kind === 'BANK_ACCOUNT' && (
            <Button
              variant="ghost"
              disabled={payToCard.isPending}
              onClick={() => {
                setNotice(null);
                payToCard.mutate({ kind: 'CARD' }, { onSuccess: saved });
              }}
            >
              {payToCard.isPending ? 'Saving…' : 'Pay claims to my card instead'}
            </Button>
          )}
        </div>
      )}
      <div aria-live="polite">
        {payToCard.isError && (
          <p css={{ margin: 0, color: colors.danger, fontWeight: 600 }}>{payToCardError(payToCard.error)}</p>
        )}
      </div>
    </div>
  );
}

export function PayoutSection({ defaultHolderName }: { defaultHolderName?: string }) {
  const settings = usePayoutSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  useScrollToAnchor(PAYOUTS_ANCHOR, !settings.isPending, heading);
  return (
    <Card id={PAYOUTS_ANCHOR} aria-labelledby="payouts-title" css={{ scrollMarginTop: space(24) }}>
      <h2
        id="payouts-title"
        ref={heading}
        tabIndex={-1}
        css={{ ...sectionHeadingStyle, '&:focus': { outline: 'none' } }}
      >
        Claim payouts
      </h2>
      {settings.isPending ? (
        <>
          <LoadingNote>Loading where claims are paid</LoadingNote>
          <SkeletonBlock height="6rem" />
        </>
      ) : settings.isError ? (
        <ErrorNote message="We couldn’t load where claims are paid just now." onRetry={() => void settings.refetch()} />
      ) : (
        <PayoutSettingsView settings={settings.data} defaultHolderName={defaultHolderName} />
      )}
    </Card>
  );
}
