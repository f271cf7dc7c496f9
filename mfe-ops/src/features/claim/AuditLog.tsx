// Every step of the claim, oldest first, as the API keeps it (append-only): who, when, what, and the status and
// amount before and after.
import { colors, space } from '@tailwise/shared';
import type { OpsAuditEntry } from '@tailwise/shared/contract';
import { formatCents, formatTimestamp } from '@tailwise/shared/format';
import { AUDIT_ACTION_LABELS, STATUS_LABELS } from '../common/labels';
import { mutedStyle, Section } from '../common/OpsLayout';

const ACTORS: Record<string, string> = { engine: 'The engine', customer: 'The customer' };

const amount = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

function Change({ entry }: { entry: OpsAuditEntry }) {
  const status = entry.statusBefore
    ? `${STATUS_LABELS[entry.statusBefore]} → ${STATUS_LABELS[entry.statusAfter]}`
    : STATUS_LABELS[entry.statusAfter];
  const amounts =
    entry.amountBeforeCents === null && entry.amountAfterCents === null
      ? null
      : `${amount(entry.amountBeforeCents)} → ${amount(entry.amountAfterCents)}`;
  return (
    <span css={{ display: 'block', color: colors.muted, fontVariantNumeric: 'tabular-nums' }}>
      {status}
      {amounts && <> · {amounts}</>}
    </span>
  );
}

export function AuditLog({ entries }: { entries: readonly OpsAuditEntry[] }) {
  return (
    <Section title="Audit log" id="audit-title">
      {entries.length === 0 ? (
        <p css={mutedStyle}>Nothing recorded yet.</p>
      ) : (
        <ol aria-label="Audit log, oldest first" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry, index) => (
            <li
              key={`${entry.at}-${index}`}
              css={{ padding: `${space(3)} 0`, borderTop: index === 0 ? 0 : `1px solid ${colors.border}` }}
            >
              <strong css={{ display: 'block' }}>{AUDIT_ACTION_LABELS[entry.action]}</strong>
              <span css={{ display: 'block', overflowWrap: 'anywhere' }}>
                {ACTORS[entry.actor] ?? entry.actor} · <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>
              </span>
              <Change entry={entry} />
              {entry.note && (
                <span css={{ display: 'block', marginTop: space(1), whiteSpace: 'pre-wrap' }}>{entry.note}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
