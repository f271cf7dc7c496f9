// The business section's own navigation (employers, HR, brokers, FAQ, blog, contact), under the shell's
// header: the employer site is a handful of pages a visitor moves between, not one page.
import { colors, Container, focusRing, radii, space } from '@tailwise/shared';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { businessPagePaths as paths } from './business-paths';

export const BUSINESS_NAV = [
  { to: paths.home, label: 'Employers', end: true },
  { to: paths.hr, label: 'HR guide', end: false },
  { to: paths.brokers, label: 'Brokers', end: false },
  { to: paths.faq, label: 'FAQ', end: false },
  { to: paths.blog, label: 'Insights', end: false },
  { to: paths.contact, label: 'Contact', end: false },
] as const;

const navBar = { background: colors.surface, borderBottom: `1px solid ${colors.border}` } as const;

const navList = {
  listStyle: 'none',
  margin: 0,
  padding: `${space(2)} 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${space(1)}`,
} as const;

const navLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space(3)}`,
  borderRadius: radii.pill,
  color: colors.ink,
  fontWeight: 600,
  fontSize: '0.9375rem',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { background: colors.primarySoft },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { background: colors.primary, color: colors.surface },
} as const;

export function BusinessNav() {
  return (
    <nav aria-label="Pet benefits for employers" css={navBar}>
      <Container>
        <ul css={navList}>
          {BUSINESS_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} css={navLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}

/** A page of the employer site under the section's navigation (a route's lazyPage layout). */
export function WithBusinessNav({ children }: { children: ReactNode }) {
  return (
    <>
      <BusinessNav />
      {children}
    </>
  );
}
