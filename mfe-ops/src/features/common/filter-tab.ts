// The staff area's filter tabs (the queue's statuses, the reviews' filters) look alike: links styled as pills.
import { colors, focusRing, radii, space } from '@tailwise/shared';

export const filterTabStyle = (selected: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    boxSizing: 'border-box',
    padding: `${space(2)} ${space(4)}`,
    border: `2px solid ${selected ? colors.primary : colors.border}`,
    borderRadius: radii.pill,
    background: selected ? colors.primarySoft : colors.surface,
    color: colors.ink,
    fontWeight: 700,
    fontSize: '1rem',
    textDecoration: 'none',
    '&:focus-visible': focusRing,
  }) as const;
