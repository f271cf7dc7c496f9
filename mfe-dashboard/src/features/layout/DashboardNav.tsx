// The dashboard's sub-navigation: one row of pills that wraps on a phone rather than hiding sections
// behind a scroll, with the current section marked by aria-current (NavLink sets it).
import { colors, focusRing, mq, radii, space } from '@tailwise/shared';
import { NavLink } from 'react-router-dom';
import { dashboardSections } from './dashboard-nav';

const listStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space(3)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.pill,
  background: colors.surface,
  color: colors.ink,
  fontWeight: 600,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  [mq.sm]: { padding: `0 ${space(4)}`, fontSize: '1rem' },
  '&:hover': { borderColor: colors.primary, background: colors.primarySoft },
  '&[aria-current="page"]': { background: colors.primary, borderColor: colors.primary, color: colors.surface },
  '&:focus-visible': focusRing,
} as const;

export function DashboardNav() {
  return (
    <nav aria-label="Your account">
      <ul css={listStyle}>
        {dashboardSections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.end} css={linkStyle}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
