// The waiting periods before each kind of claim is covered, for one pet. Always shown as lengths; with
// isWaitingPeriodToggleEnabled the visitor can switch to the calendar dates each one ends, counted from
// a purchase today (cover starts on the day of purchase: the contract's one rule, contract/cover), a choice kept in
// the waitingPeriod key. The API has no way to shorten a waiting period (no vet-exam waiver), so the toggle changes
// what is shown, never what is bought.
import { colors, radii, space, storageKeys, useFlag, useStoredState } from '@tailwise/shared';
import type { WaitingPeriods as WaitingPeriodsData } from '@tailwise/shared/contract';
import { useId } from 'react';
import { formatLocalDateWithWeekday } from '@tailwise/shared/format';
import { COVER_START_RULE, waitingPeriodRows } from '@tailwise/shared/contract/cover';
import { coverDates, type CoverDates } from './cover-dates';
import { mutedTextStyle, sectionHeadingStyle } from './price-styles';

const boxStyle = {
  display: 'grid',
  gap: space(2),
  padding: space(4),
  borderRadius: radii.md,
  background: colors.canvas,
} as const;
/** One row per kind of claim: its label and its value together, rows clearly apart (also when they wrap). */
const listStyle = {
  display: 'grid',
  gap: space(2),
  margin: 0,
  '& > div': { display: 'flex', justifyContent: 'space-between', columnGap: space(3), flexWrap: 'wrap' },
  '& > div + div': { paddingTop: space(2), borderTop: `1px solid ${colors.border}` },
  '& dt': { margin: 0 },
  // Right-aligned in every row, also when a long label pushes the value onto a line of its own.
  '& dd': {
    margin: '0 0 0 auto',
    fontWeight: 700,
    textAlign: 'right',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
} as const;
const toggleStyle = {
  justifySelf: 'start',
  minHeight: 44,
  padding: `0 ${space(3)}`,
  border: `1px solid ${colors.primary}`,
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.primary,
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: colors.primarySoft },
} as const;

export interface WaitingPeriodsProps {
  periods: WaitingPeriodsData;
  petName: string;
  /** Known dates (after a purchase); otherwise counted from today. */
  dates?: CoverDates;
  /** Show dates only (the success screen), with no toggle. */
  datesOnly?: boolean;
}

export function WaitingPeriods({ periods, petName, dates, datesOnly = false }: WaitingPeriodsProps) {
  const toggleEnabled = useFlag('isWaitingPeriodToggleEnabled');
  // The choice is the visitor's for the whole quote (every pet, a refresh): spec §3's waitingPeriod key.
  const [view, setView] = useStoredState(storageKeys.waitingPeriod);
  const showDates = view === 'dates';
  const headingId = useId();
  const asDates = datesOnly || (toggleEnabled && showDates);
  const d = dates ?? coverDates(periods);
  const dateOf = { ACCIDENT: d.accident, ILLNESS: d.illness, CRUCIATE_LIGAMENT: d.cruciate };
  const rows = waitingPeriodRows(periods).map((w) => ({ ...w, date: dateOf[w.kind] }));
  return (
    // A plain group, not a region: every pet has one, and landmarks must have unique names.
    <div role="group" aria-labelledby={headingId} css={boxStyle}>
      <h3 id={headingId} css={sectionHeadingStyle}>
        {asDates ? `When ${petName}’s cover starts` : 'Waiting periods'}
      </h3>
      {asDates && (
        <p css={mutedTextStyle}>
          {COVER_START_RULE}: {formatLocalDateWithWeekday(d.start)}.
        </p>
      )}
      <dl css={listStyle}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{asDates ? `from ${formatLocalDateWithWeekday(row.date)}` : row.length}</dd>
          </div>
        ))}
      </dl>
      {!asDates && <p css={mutedTextStyle}>Time from the start of cover until claims of each kind are covered.</p>}
      {toggleEnabled && !datesOnly && (
        <button
          type="button"
          css={toggleStyle}
          aria-pressed={showDates}
          onClick={() => setView(showDates ? 'lengths' : 'dates')}
        >
          {showDates ? 'Show lengths' : 'Show dates if I buy today'}
        </button>
      )}
    </div>
  );
}
