// What is owed, at the top of the payments: each past-due premium with why it failed, when we try again and when
// cover lapses, the card on file, "Update card" (the wallet's own replace-card form, opened here) and "Pay now";
// and each lapsed plan with the day its cover ended and how to get it back (support: Pay now cannot reinstate).
import { Alert, Button, colors, space, SUPPORT_EMAIL, visuallyHidden } from '@tailwise/shared';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@tailwise/shared/site-config';
import type { PaymentHistory, PremiumPayment, WalletPaymentProvider } from '@tailwise/shared/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatCents, formatIsoDate, formatIsoDateRange } from '@tailwise/shared/format';
// The wallet's replace-card form belongs to the profile, which in turn shows this section: a known loop.
// eslint-disable-next-line tailwise/feature-layers
import { ReplaceCardForm } from '../profile/PaymentMethods';
import { cardLabel, coverEndedOn, petsPlan } from './payment-display';
import { payNowErrorMessage, usePayNow } from './api/pay-now';

const titleStyle = { margin: `0 0 ${space(2)}`, fontSize: '1.125rem', color: colors.ink } as const;
const textStyle = { margin: `0 0 ${space(2)}`, lineHeight: 1.5 } as const;
const rowStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) } as const;
const errorStyle = { margin: `${space(2)} 0 0`, color: colors.danger, fontWeight: 600 } as const;

/** When we try again, and what a lapse would mean: the API's own dates, so the page and the emails agree. */
function retrySentence(payment: PremiumPayment): string {
  const ends = formatIsoDate(coverEndedOn(payment));
  const last = payment.lastAttemptOn ? formatIsoDate(payment.lastAttemptOn) : null;
  const next = payment.nextAttemptOn ? `We’ll try again on ${formatIsoDate(payment.nextAttemptOn)}. ` : '';
  const lapse = last
    ? `If it’s still unpaid after our last try on ${last}, the plan lapses`
    : 'If it stays unpaid, the plan lapses';
  return `${next}${lapse} and cover ends on ${ends}, the last day paid for.`;
}

function PastDueText({ payment }: { payment: PremiumPayment }) {
  return (
    <p css={textStyle}>
      Your payment of <strong>{formatCents(payment.amountCents)}</strong> for {petsPlan(payment)} (
      {formatIsoDateRange(payment.periodStart, payment.periodEnd)}) didn’t go through.
      {payment.declineMessage ? ` ${payment.declineMessage}` : ''} {retrySentence(payment)}
    </p>
  );
}

/**
 * One press, one charge: the button is disabled while the charge runs, and a second press that arrives before React
 * has disabled it is dropped here (the API also answers a second charge of the same period with a 409).
 */
function PayNowButton({
  payment,
  cardOnFile,
  describedBy,
  onPaid,
  children,
}: {
  payment: PremiumPayment;
  /** The card Pay now charges: a new one makes the last decline old news. */
  cardOnFile: string | null;
  describedBy?: string;
  onPaid: (history: PaymentHistory) => void;
  children?: ReactNode;
}) {
  const pay = usePayNow({ onPaid });
  const { reset } = pay;
  const sending = useRef(false);
  const errorId = useId();
  useEffect(() => reset(), [cardOnFile, reset]);
  return (
    <div>
      <div css={rowStyle}>
        <Button
          disabled={pay.isPending}
          aria-describedby={[pay.isError ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined}
          onClick={() => {
            if (sending.current) return;
            sending.current = true;
            pay.mutate(payment.id, {
              onSettled: () => {
                sending.current = false;
              },
            });
          }}
        >
          {pay.isPending ? 'Paying…' : 'Pay now'}
          <span css={visuallyHidden}>
            : {formatCents(payment.amountCents)} for {petsPlan(payment)}
          </span>
        </Button>
        {children}
      </div>
      <p id={errorId} role="alert" css={[errorStyle, !pay.isError && { margin: 0 }]}>
        {pay.isError ? payNowErrorMessage(pay.error) : ''}
      </p>
    </div>
  );
}

function LapsedText({ payment }: { payment: PremiumPayment }) {
  return (
    <p css={textStyle}>
      <strong>{petsPlan(payment)} has ended.</strong> The payment of {formatCents(payment.amountCents)} for{' '}
      {formatIsoDateRange(payment.periodStart, payment.periodEnd)} wasn’t made, so cover ended on{' '}
      {formatIsoDate(coverEndedOn(payment))}, and vet visits after that day aren’t covered. To get {payment.petName}{' '}
      covered again, contact support at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or{' '}
      <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>.
    </p>
  );
}

export interface PastDueAlertProps {
  history: PaymentHistory;
  /** The wallet from /me/, or null while it loads: Pay now charges its default card. */
  wallet: readonly WalletPaymentProvider[] | null;
  /** The payment as the API now has it (PAID), or null if the answer no longer lists it. */
  onPaid: (paid: PremiumPayment | null) => void;
}

export function PastDueAlert({ history, wallet, onPaid }: PastDueAlertProps) {
  const pastDue = history.payments.filter((p) => p.status === 'PAST_DUE');
  const lapsed = history.payments.filter((p) => p.status === 'LAPSED');
  const [editing, setEditing] = useState(false);
  const [cardNotice, setCardNotice] = useState<string | null>(null);
  const updateButton = useRef<HTMLButtonElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const cardLineId = useId();
  const formTitleId = useId();

  useEffect(() => {
    if (editing) formHeading.current?.focus();
  }, [editing]);

  if (pastDue.length === 0 && lapsed.length === 0) return null;

  const cards = (wallet ?? []).filter((m) => m.paymentProvider === 'CARD');
  const defaultCard = cards.find((m) => m.isDefault) ?? cards[0] ?? null;
  const byCard = pastDue.some((p) => p.method === 'CARD');
  const canPay = !byCard || defaultCard !== null;
  const single = pastDue.length === 1;

  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => updateButton.current?.focus());
  };
  const paid = (payment: PremiumPayment) => (next: PaymentHistory) => {
    setCardNotice(null);
    onPaid(next.payments.find((p) => p.id === payment.id) ?? null);
  };

  const updateCard = byCard && (
    <Button
      ref={updateButton}
      variant="secondary"
      aria-expanded={editing}
      onClick={() => {
        setCardNotice(null);
        setEditing(true);
      }}
    >
      {defaultCard ? 'Update card' : 'Add a card'}
    </Button>
  );
  const cardLine = byCard && (
    <p id={cardLineId} css={textStyle}>
      {defaultCard ? (
        <>
          Pay now charges your card on file, <strong>{cardLabel(defaultCard)}</strong>.
        </>
      ) : (
        'There’s no card on file: add one to pay.'
      )}
    </p>
  );

  return (
    <div css={{ display: 'grid', gap: space(4) }}>
      <Alert tone="error">
        {pastDue.length > 0 ? (
          <>
            <h3 css={titleStyle}>
              {single
                ? 'Your payment didn’t go through'
                : `${pastDue.length} payments didn’t go through (${formatCents(
                    pastDue.reduce((sum, p) => sum + p.amountCents, 0),
                  )} in all)`}
            </h3>
            {single ? (
              <>
                <PastDueText payment={pastDue[0]!} />
                {cardLine}
                {canPay ? (
                  <PayNowButton
                    payment={pastDue[0]!}
                    cardOnFile={defaultCard?.paymentProviderId ?? null}
                    describedBy={byCard ? cardLineId : undefined}
                    onPaid={paid(pastDue[0]!)}
                  >
                    {updateCard}
                  </PayNowButton>
                ) : (
                  <div css={rowStyle}>{updateCard}</div>
                )}
              </>
            ) : (
              <>
                {cardLine}
                {updateCard && <div css={[rowStyle, { marginBottom: space(4) }]}>{updateCard}</div>}
                <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(4) }}>
                  {pastDue.map((payment) => (
                    <li key={payment.id}>
                      <PastDueText payment={payment} />
                      {canPay && (
                        <PayNowButton
                          payment={payment}
                          cardOnFile={defaultCard?.paymentProviderId ?? null}
                          describedBy={payment.method === 'CARD' ? cardLineId : undefined}
                          onPaid={paid(payment)}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <div aria-live="polite">
              {cardNotice && <p css={{ margin: `${space(3)} 0 0`, fontWeight: 600 }}>{cardNotice}</p>}
            </div>
          </>
        ) : (
          <h3 css={titleStyle}>{lapsed.length === 1 ? 'A plan has ended' : `${lapsed.length} plans have ended`}</h3>
        )}
        {lapsed.length > 0 && (
          <div css={pastDue.length > 0 ? { marginTop: space(4) } : undefined}>
            {lapsed.map((payment) => (
              <LapsedText key={payment.id} payment={payment} />
            ))}
          </div>
        )}
      </Alert>
      {editing && (
        <section aria-labelledby={formTitleId} css={{ display: 'grid', gap: space(4), maxWidth: '40rem' }}>
          <h3
            id={formTitleId}
            ref={formHeading}
            tabIndex={-1}
            css={{ margin: 0, fontSize: '1.125rem', color: colors.ink, '&:focus': { outline: 'none' } }}
          >
            {defaultCard ? 'Replace your card' : 'Add a card'}
          </h3>
          <ReplaceCardForm
            titleId={formTitleId}
            replacing={defaultCard}
            onCancel={closeForm}
            onDone={(card) => {
              setCardNotice(`${cardLabel(card)} is now your card on file. Press Pay now to pay with it.`);
              closeForm();
            }}
          />
        </section>
      )}
    </div>
  );
}
