// The payment history: one row per premium (period, pet and plan, amount, status, what paid it, the receipt of a
// paid one). A table from the lg breakpoint; below it each row stacks into a block of its own, keeping the table's
// semantics for screen readers.
import { breakpoints, Button, colors, radii, space, SUPPORT_EMAIL, visuallyHidden } from '@tailwise/shared';
import type { PremiumPayment } from '@tailwise/shared/contract';
import { useId, useState } from 'react';
import { formatCents, formatIsoDate, formatIsoDateRange, formatTimestampDate } from '@tailwise/shared/format';
import { coverEndedOn, paidWith, petsPlan, planTitle } from './payment-display';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { openReceiptTab, receiptErrorMessage, useOpenReceipt } from './receipt-api';

/** Below lg, rows stack; the page is one column there and six columns would not fit. */
const stacked = `@media (max-width: ${breakpoints.lg - 0.02}px)`;

const tableStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  [stacked]: { display: 'block' },
} as const;

const headStyle = { [stacked]: visuallyHidden } as const;

const headerCellStyle = {
  padding: `${space(2)} ${space(3)}`,
  borderBottom: `2px solid ${colors.border}`,
  color: colors.muted,
  fontSize: '0.875rem',
  fontWeight: 700,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  '&:first-of-type': { paddingLeft: 0 },
  '&:last-of-type': { paddingRight: 0 },
} as const;

const bodyStyle = { [stacked]: { display: 'grid', gap: space(3) } } as const;

const rowStyle = {
  [stacked]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"plan amount" "period period" "status status" "card card" "receipt receipt"',
    gap: space(1.5),
    padding: space(4),
    border: `1px solid ${colors.border}`,
    borderRadius: radii.md,
  },
} as const;

const cellStyle = {
  padding: `${space(3)} ${space(3)}`,
  borderBottom: `1px solid ${colors.border}`,
  verticalAlign: 'top',
  color: colors.ink,
  '&:first-of-type': { paddingLeft: 0 },
  '&:last-of-type': { paddingRight: 0 },
  [stacked]: { display: 'block', padding: 0, border: 0, '&:empty': { display: 'none' } },
} as const;

const area = (name: string) => ({ [stacked]: { gridArea: name } });
const muted = { display: 'block', color: colors.muted, fontSize: '0.9375rem' } as const;

function StatusNote({ payment }: { payment: PremiumPayment }) {
  switch (payment.status) {
    case 'PAID':
      return payment.paidAt ? (
        <span css={muted}>
          {payment.takenAtCheckout ? 'at checkout on' : 'on'} {formatTimestampDate(payment.paidAt)}
        </span>
      ) : null;
    case 'DUE':
      return <span css={muted}>since {formatIsoDate(payment.periodStart)}</span>;
    case 'PAST_DUE':
      return (
        <span css={muted}>
          {payment.nextAttemptOn ? `We’ll try again on ${formatIsoDate(payment.nextAttemptOn)}` : 'Not paid yet'}
        </span>
      );
    case 'LAPSED':
      return (
        <span css={{ ...muted, maxWidth: '20rem' }}>
          Not paid, so {petsPlan(payment)} ended: cover stopped on {formatIsoDate(coverEndedOn(payment))}. To reinstate
          it, <a href={`mailto:${SUPPORT_EMAIL}`}>contact support</a>.
        </span>
      );
    case 'VOID':
      return <span css={muted}>The plan ended before this period</span>;
  }
}

function ReceiptButton({ payment }: { payment: PremiumPayment }) {
  const receipt = useOpenReceipt();
  const errorId = useId();
  return (
    <div css={{ display: 'grid', gap: space(1), justifyItems: 'start', maxWidth: '16rem' }}>
      <Button
        variant="secondary"
        disabled={receipt.isPending}
        aria-describedby={receipt.isError ? errorId : undefined}
        onClick={() => {
          if (receipt.isPending) return;
          receipt.mutate({
            paymentId: payment.id,
            fileName: `tailwise-receipt-${payment.periodStart}.html`,
            tab: openReceiptTab(),
          });
        }}
      >
        {receipt.isPending ? 'Opening…' : 'Receipt'}
        <span css={visuallyHidden}>
          {' '}
          for {formatIsoDateRange(payment.periodStart, payment.periodEnd)}, {petsPlan(payment)}
        </span>
      </Button>
      <span id={errorId} aria-live="polite" css={{ color: colors.danger, fontSize: '0.9375rem' }}>
        {receipt.isError ? receiptErrorMessage(receipt.error) : ''}
      </span>
    </div>
  );
}

function PaymentRow({ payment }: { payment: PremiumPayment }) {
  return (
    <tr role="row" css={rowStyle} data-testid="payment-row">
      <td role="cell" css={[cellStyle, area('period'), { whiteSpace: 'nowrap', [stacked]: { color: colors.muted } }]}>
        {formatIsoDateRange(payment.periodStart, payment.periodEnd)}
      </td>
      <td role="cell" css={[cellStyle, area('plan')]}>
        <strong css={{ display: 'block' }}>{payment.petName}</strong>
        <span css={{ display: 'block', color: colors.muted }}>{planTitle(payment.planName)}</span>
      </td>
      <td role="cell" css={[cellStyle, area('amount'), { textAlign: 'right', fontWeight: 700, whiteSpace: 'nowrap' }]}>
        {formatCents(payment.amountCents)}
      </td>
      <td role="cell" css={[cellStyle, area('status'), { minWidth: '11rem' }]}>
        {/* Read as one phrase: "Paid on Nov 26, 2026", "Past due We’ll try again on Dec 3, 2026". */}
        <span css={{ display: 'grid', justifyItems: 'start', gap: space(1) }}>
          <PaymentStatusBadge status={payment.status} /> <StatusNote payment={payment} />
        </span>
      </td>
      <td role="cell" css={[cellStyle, area('card'), { whiteSpace: 'nowrap' }]}>
        {paidWith(payment)}
      </td>
      <td role="cell" css={[cellStyle, area('receipt')]}>
        {payment.status === 'PAID' ? <ReceiptButton payment={payment} /> : null}
      </td>
    </tr>
  );
}

/** A year of two pets' plans is four dozen rows: the latest few show, the rest on request. */
export const LATEST_SHOWN = 10;

export function PaymentHistory({ payments }: { payments: readonly PremiumPayment[] }) {
  const [showAll, setShowAll] = useState(false);
  const tableId = useId();
  if (payments.length === 0) {
    return (
      <div css={{ display: 'grid', gap: space(1) }}>
        <p css={{ margin: 0, fontWeight: 700, color: colors.ink }}>No payments yet.</p>
        <p css={{ margin: 0, color: colors.muted }}>Once you have a plan, each payment shows here with its receipt.</p>
      </div>
    );
  }
  // Explicit roles: a table whose rows are restyled as blocks otherwise loses its semantics in some browsers.
  const shown = showAll ? payments : payments.slice(0, LATEST_SHOWN);
  return (
    <div css={{ display: 'grid', gap: space(4), justifyItems: 'start' }}>
      <table id={tableId} role="table" css={tableStyle} aria-labelledby="payment-history-title">
        <thead role="rowgroup" css={headStyle}>
          <tr role="row">
            <th role="columnheader" scope="col" css={headerCellStyle}>
              Period
            </th>
            <th role="columnheader" scope="col" css={headerCellStyle}>
              Pet and plan
            </th>
            <th role="columnheader" scope="col" css={[headerCellStyle, { textAlign: 'right' }]}>
              Amount
            </th>
            <th role="columnheader" scope="col" css={headerCellStyle}>
              Status
            </th>
            <th role="columnheader" scope="col" css={headerCellStyle}>
              Paid with
            </th>
            <th role="columnheader" scope="col" css={headerCellStyle}>
              <span css={visuallyHidden}>Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" css={bodyStyle}>
          {shown.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </tbody>
      </table>
      {payments.length > LATEST_SHOWN && (
        <Button variant="ghost" aria-controls={tableId} aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? `Show the latest ${LATEST_SHOWN} only` : `Show all ${payments.length} payments`}
        </Button>
      )}
    </div>
  );
}
