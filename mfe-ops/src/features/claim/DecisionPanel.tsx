// The decision: the engine's proposal and how it was reached, then approve, deny or ask for information while the
// claim is in review. What happened shows here afterwards (the decision made, or someone else's first).
import { Alert, Button, colors, space } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { useState } from 'react';
import { formatCents, formatTimestamp } from '@tailwise/shared/format';
import { STATUS_LABELS } from '../common/labels';
import { factsStyle, mutedStyle, Section } from '../common/OpsLayout';
import { ApproveForm } from './ApproveForm';
import { DenyForm } from './DenyForm';
import { RequestInfoForm } from './RequestInfoForm';

type Action = 'approve' | 'deny' | 'request-info';

const ACTIONS: ReadonlyArray<{ action: Action; label: string }> = [
  { action: 'approve', label: 'Approve' },
  { action: 'deny', label: 'Deny' },
  { action: 'request-info', label: 'Ask for information' },
];

export const DECIDED_ELSEWHERE =
  'This claim was decided by someone else while you had it open. The page now shows what they did (see the audit log).';

function notDecidableText(claim: OpsClaim): string {
  if (claim.status === 'INFO_REQUESTED') {
    return claim.infoRequest
      ? `Waiting for the customer’s answer since ${formatTimestamp(claim.infoRequest.at)}.`
      : 'Waiting for the customer’s answer.';
  }
  return `Nothing to decide: this claim is ${STATUS_LABELS[claim.status].toLowerCase()}.`;
}

export function DecisionPanel({ claim }: { claim: OpsClaim }) {
  const [action, setAction] = useState<Action>('approve');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const callbacks = {
    onDecided: (text: string) => setOutcome({ tone: 'success', text }),
    onDecidedElsewhere: () => setOutcome({ tone: 'error', text: DECIDED_ELSEWHERE }),
  };
  return (
    <Section title="Decision" id="decision-title">
      <dl css={factsStyle}>
        <dt>Bill</dt>
        <dd>{formatCents(claim.amountCents)}</dd>
        <dt>Proposed by the engine</dt>
        <dd>{claim.proposedCents === null ? 'None' : formatCents(claim.proposedCents)}</dd>
        <dt>Most the terms allow</dt>
        <dd>{formatCents(claim.maxApprovableCents)}</dd>
      </dl>
      <p css={{ margin: 0, lineHeight: 1.5 }}>
        <span css={{ color: colors.muted }}>How the proposal was reached: </span>
        {claim.proposalText}
      </p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {claim.status === 'IN_REVIEW' ? (
        <>
          <div role="group" aria-label="Choose a decision" css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>
            {ACTIONS.map((a) => (
              <Button
                key={a.action}
                variant={a.action === action ? 'primary' : 'secondary'}
                aria-pressed={a.action === action}
                onClick={() => {
                  setAction(a.action);
                  setOutcome(null);
                }}
              >
                {a.label}
              </Button>
            ))}
          </div>
          {action === 'approve' && <ApproveForm key={claim.uuid} claim={claim} {...callbacks} />}
          {action === 'deny' && <DenyForm key={claim.uuid} claim={claim} {...callbacks} />}
          {action === 'request-info' && <RequestInfoForm key={claim.uuid} claim={claim} {...callbacks} />}
        </>
      ) : (
        !outcome && <p css={mutedStyle}>{notDecidableText(claim)}</p>
      )}
    </Section>
  );
}
