// What the customer can expect or do now, for the status the claim is in: wait seconds, wait for a person, send what
// was asked for, or read why it was denied and appeal once.
import { Alert, colors, space, SUPPORT_EMAIL } from '@tailwise/shared';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@tailwise/shared/site-config';
import { CLAIM_APPEAL_DAYS, CLAIM_REVIEW_WORKING_DAYS, type Claim } from '@tailwise/shared/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, formatIsoDate, formatTimestamp } from '@tailwise/shared/format';
import { addDays, localToday } from '../common/calendar';
import { Card, CardHeading } from '../layout';
import { usePayoutSettings } from '../payouts/api/payout-settings';
import { payoutSettingsPath } from '../payouts/payouts-anchor';
import { AppealForm } from './AppealForm';
import { InfoRequestForm } from './InfoRequestForm';

const textStyle = { margin: `0 0 ${space(3)}`, lineHeight: 1.5 } as const;
const subheadingStyle = { margin: `${space(5)} 0 ${space(3)}`, fontSize: '1.125rem', color: colors.ink } as const;

function Contact() {
  return (
    <>
      <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <CardHeading id={id}>{title}</CardHeading>
      {children}
    </Card>
  );
}

/** An approved claim is paid at once, unless there is nowhere to pay it: then the customer is asked for a place. */
function Approved({ claim }: { claim: Claim }) {
  const settings = usePayoutSettings();
  const approvedCents = claim.decision?.approvedCents ?? null;
  const title = <strong>Approved{approvedCents === null ? '' : `: ${formatCents(approvedCents)}`}.</strong>;
  if (settings.data && settings.data.method === null) {
    return (
      <Alert>
        {title} We have nowhere to pay it yet: <Link to={payoutSettingsPath}>add a bank account</Link>, or a card under
        Payment methods, and we pay it straight away.
      </Alert>
    );
  }
  return (
    <Alert tone="success">
      {title} The payment is on its way{settings.data?.describe ? ` to ${settings.data.describe}` : ''}, and this page
      shows it once it is paid.
    </Alert>
  );
}

function InReview({ claim }: { claim: Claim }) {
  const previous = claim.history[claim.history.length - 2]?.status;
  const appealed = previous === 'DENIED' && claim.appeal !== null;
  const reasons = claim.review?.reasons ?? [];
  return (
    <Panel
      title={
        appealed
          ? 'Appeal received'
          : previous === 'INFO_REQUESTED'
            ? 'Documents received'
            : 'A person is reviewing this claim'
      }
    >
      {appealed && (
        <p css={textStyle}>
          You appealed on {formatTimestamp(claim.appeal!.at)}: “{claim.appeal!.note}”
        </p>
      )}
      {reasons.length > 0 && (
        <>
          <p css={{ ...textStyle, marginBottom: space(1) }}>Why a person looks at it:</p>
          <ul aria-label="Why a person reviews this claim" css={{ margin: `0 0 ${space(3)}`, paddingLeft: space(5) }}>
            {reasons.map((reason) => (
              <li key={reason} css={{ lineHeight: 1.5 }}>
                {reason}
              </li>
            ))}
          </ul>
        </>
      )}
      <p css={{ margin: 0, fontWeight: 700 }}>A person answers within {CLAIM_REVIEW_WORKING_DAYS} working days.</p>
    </Panel>
  );
}

function Denied({ claim, onActed }: { claim: Claim; onActed: () => void }) {
  const formTitleId = useId();
  const reason =
    claim.decision?.text ??
    [...claim.history].reverse().find((h) => h.status === 'DENIED')?.note ??
    'We could not reimburse this claim. Contact us to learn more.';
  const deniedAt = claim.decision?.at ?? claim.updatedAt;
  const lastDay = addDays(deniedAt.slice(0, 10), CLAIM_APPEAL_DAYS);
  return (
    <Panel title="Why this claim was denied">
      <Alert tone="error">{reason}</Alert>
      {claim.canAppeal ? (
        <>
          <h3 id={formTitleId} css={subheadingStyle}>
            Appeal this decision
          </h3>
          <AppealForm claimId={claim.uuid} deniedAt={deniedAt} titleId={formTitleId} onAppealed={onActed} />
        </>
      ) : (
        <p data-testid="no-appeal" css={{ ...textStyle, margin: `${space(4)} 0 0` }}>
          {claim.appeal ? (
            <>
              You appealed on {formatIsoDate(claim.appeal.at.slice(0, 10))} and a person looked at the claim again, so
              this decision is final: a claim can be appealed once.
            </>
          ) : lastDay < localToday() ? (
            <>
              The {CLAIM_APPEAL_DAYS} days to appeal this decision ended on {formatIsoDate(lastDay)}.
            </>
          ) : (
            <>This decision can’t be appealed online.</>
          )}{' '}
          Questions? Contact us at <Contact />.
        </p>
      )}
    </Panel>
  );
}

function InfoRequested({ claim, onActed }: { claim: Claim; onActed: () => void }) {
  const formTitleId = useId();
  return (
    <Panel title="We need something from you">
      {claim.infoRequest ? (
        <>
          <blockquote
            data-testid="info-request"
            css={{
              margin: `0 0 ${space(2)}`,
              padding: `${space(2)} ${space(4)}`,
              borderLeft: `4px solid ${colors.accent}`,
              background: colors.accentSoft,
              lineHeight: 1.5,
              whiteSpace: 'pre-wrap',
            }}
          >
            {claim.infoRequest.request}
          </blockquote>
          <p css={{ ...textStyle, color: colors.muted, fontSize: '0.9375rem' }}>
            Asked on {formatTimestamp(claim.infoRequest.at)}
          </p>
        </>
      ) : (
        <p css={textStyle}>Our claims team needs a document to decide this claim.</p>
      )}
      <h3 id={formTitleId} css={subheadingStyle}>
        Send it to us
      </h3>
      <InfoRequestForm claimId={claim.uuid} titleId={formTitleId} onSent={onActed} />
    </Panel>
  );
}

export interface ClaimNextStepProps {
  claim: Claim;
  /** The customer sent something (an appeal, documents): the page moves focus to what happened. */
  onActed: () => void;
}

export function ClaimNextStep({ claim, onActed }: ClaimNextStepProps) {
  switch (claim.status) {
    case 'SUBMITTED':
      return (
        <Alert>
          <strong>Deciding…</strong> most claims are decided in seconds. This page updates by itself.
        </Alert>
      );
    case 'APPROVED':
      return <Approved claim={claim} />;
    case 'PAID':
      return claim.payout ? (
        <Alert tone="success">
          <strong>
            Paid {formatCents(claim.payout.amountCents)} to {claim.payout.paidTo}.
          </strong>
        </Alert>
      ) : null;
    case 'IN_REVIEW':
      return <InReview claim={claim} />;
    case 'INFO_REQUESTED':
      return <InfoRequested claim={claim} onActed={onActed} />;
    case 'DENIED':
      return <Denied claim={claim} onActed={onActed} />;
  }
}
