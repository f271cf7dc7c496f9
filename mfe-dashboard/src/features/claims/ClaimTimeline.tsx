// The claim's steps as an ordered list (what happened, when, then what is still to come), read in order by a screen reader.
import { colors, radii, space, visuallyHidden } from '@tailwise/shared';
import type { Claim } from '@tailwise/shared/contract';
import { formatTimestamp } from '@tailwise/shared/format';
import { timelineSteps } from './claim-timeline';

export function ClaimTimeline({ claim }: { claim: Claim }) {
  const steps = timelineSteps(claim);
  const lastReached = claim.history.length - 1;
  return (
    <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps.map((step, index) => {
        const reached = step.at !== null;
        const denied = step.status === 'DENIED';
        const last = index === steps.length - 1;
        return (
          <li
            key={`${step.status ?? 'next'}-${index}`}
            aria-current={index === lastReached ? 'step' : undefined}
            css={{
              position: 'relative',
              paddingLeft: space(8),
              paddingBottom: last ? 0 : space(5),
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 7,
                top: 20,
                bottom: 0,
                width: 2,
                background: last ? 'transparent' : index < lastReached ? colors.primary : colors.border,
              },
            }}
          >
            <span
              aria-hidden="true"
              css={{
                position: 'absolute',
                left: 0,
                top: 4,
                width: 16,
                height: 16,
                borderRadius: radii.pill,
                border: `2px solid ${denied ? colors.danger : reached ? colors.primary : colors.muted}`,
                background: reached ? (denied ? colors.danger : colors.primary) : colors.surface,
              }}
            />
            <strong css={{ display: 'block', color: reached ? colors.ink : colors.muted }}>
              {step.title}
              {!reached && <span css={{ fontWeight: 400 }}> (to come)</span>}
            </strong>
            {reached && (
              <time dateTime={step.at!} css={{ display: 'block', color: colors.muted, fontSize: '0.9375rem' }}>
                <span css={visuallyHidden}>on </span>
                {formatTimestamp(step.at!)}
              </time>
            )}
            {step.note && (
              <span css={{ display: 'block', marginTop: space(1), color: reached ? colors.ink : colors.muted }}>
                {step.note}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
