// Why a person looks at this claim: the engine's reasons, the customer's appeal or the answer we wait for, what
// the customer wrote, and whether they said the pet showed signs before the cover started.
import { Alert, colors, space } from '@tailwise/shared';
import type { OpsClaim } from '@tailwise/shared/contract';
import { formatTimestamp } from '@tailwise/shared/format';
import { mutedStyle, Section } from '../common/OpsLayout';

const quoteStyle = { margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.5, overflowWrap: 'anywhere' } as const;

export function ReviewSection({ claim }: { claim: OpsClaim }) {
  return (
    <Section title="Why it is here" id="review-title">
      {claim.reasons.length === 0 ? (
        <p css={mutedStyle}>The engine gave no reason.</p>
      ) : (
        <ul aria-label="The engine's reasons" css={{ margin: 0, paddingLeft: space(5), lineHeight: 1.5 }}>
          {claim.reasons.map((reason) => (
            <li key={reason.code}>{reason.text}</li>
          ))}
        </ul>
      )}
      {claim.appeal && (
        <Alert>
          <strong>The customer appealed on {formatTimestamp(claim.appeal.at)}:</strong>
          <p css={{ ...quoteStyle, marginTop: space(1) }}>{claim.appeal.note}</p>
        </Alert>
      )}
      {claim.infoRequest && (
        <Alert>
          <strong>Information asked for on {formatTimestamp(claim.infoRequest.at)}:</strong>
          <p css={{ ...quoteStyle, marginTop: space(1) }}>{claim.infoRequest.request}</p>
        </Alert>
      )}
      {claim.signsBeforeCover && (
        <Alert tone="error">The customer says the pet showed signs of this before the cover started.</Alert>
      )}
      <div>
        <h3 css={{ margin: `0 0 ${space(1)}`, fontSize: '1rem', color: colors.ink }}>What the customer wrote</h3>
        <p css={quoteStyle}>{claim.description}</p>
      </div>
    </Section>
  );
}
