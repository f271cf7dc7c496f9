// The "Payments" block of the profile page (/dashboard/profile#payments, the link in every receipt and
// payment-failed email): what is owed and how to pay it, then the history with receipts. On that hash it scrolls
// into view and takes focus once the page above it has loaded, so it does not move after the scroll.
import { Alert, colors, space } from '@tailwise/shared';
import type { PremiumPayment } from '@tailwise/shared/contract';
import { useMe } from '@tailwise/shared/queries';
import { useEffect, useRef, useState } from 'react';
import { formatCents } from '@tailwise/shared/format';
import { ErrorNote } from '../common/ErrorNote';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { useScrollToAnchor } from '../common/use-scroll-to-anchor';
import { Card, sectionHeadingStyle } from '../layout';
import { PastDueAlert } from './PastDueAlert';
import { paidWith, petsPlan } from './payment-display';
import { PaymentHistory } from './PaymentHistory';
import { usePaymentHistory } from './payment-history-api';

export const PAYMENTS_ANCHOR = 'payments';

function paidMessage(paid: PremiumPayment | null): string {
  if (!paid) return 'Thank you: your payment went through. Your receipt is on its way by email.';
  return `Thank you: ${formatCents(paid.amountCents)} for ${petsPlan(paid)} is paid with ${paidWith(
    paid,
  )}. Your receipt is on its way by email.`;
}

export function PaymentsSection() {
  const history = usePaymentHistory();
  const me = useMe();
  const heading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const [paid, setPaid] = useState<{ message: string } | null>(null);
  useScrollToAnchor(PAYMENTS_ANCHOR, !history.isPending && !me.isPending, heading);

  // The Pay now button is gone once the payment is made: focus moves to what happened.
  useEffect(() => {
    if (paid) notice.current?.focus();
  }, [paid]);

  return (
    <Card id={PAYMENTS_ANCHOR} aria-labelledby="payments-title" css={{ scrollMarginTop: space(24) }}>
      <h2
        id="payments-title"
        ref={heading}
        tabIndex={-1}
        css={{ ...sectionHeadingStyle, '&:focus': { outline: 'none' } }}
      >
        Payments
      </h2>
      <div css={{ display: 'grid', gap: space(5) }}>
        {paid && (
          <div ref={notice} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
            <Alert tone="success">{paid.message}</Alert>
          </div>
        )}
        {history.isPending ? (
          <div css={{ display: 'grid', gap: space(3) }}>
            <LoadingNote>Loading your payments</LoadingNote>
            <SkeletonBlock height={72} />
            <SkeletonBlock height={72} />
          </div>
        ) : history.isError ? (
          <ErrorNote message="We couldn’t load your payments just now." onRetry={() => void history.refetch()} />
        ) : (
          <>
            {history.data.pastDueCents > 0 && (
              <PastDueAlert
                history={history.data}
                wallet={me.data?.wallet.paymentProviders ?? null}
                onPaid={(payment) => setPaid({ message: paidMessage(payment) })}
              />
            )}
            <section aria-labelledby="payment-history-title" css={{ display: 'grid', gap: space(3) }}>
              <h3 id="payment-history-title" css={{ margin: 0, fontSize: '1.125rem', color: colors.ink }}>
                Payment history
              </h3>
              <PaymentHistory payments={history.data.payments} />
            </section>
          </>
        )}
      </div>
    </Card>
  );
}
