// The frame every claims staff page shares: the staff area's links (claims, reviews), the page's heading and what
// it is about, on the site's container, and sections drawn with the shared panel frame (no style of our own).
import { colors, Container, focusRing, mq, space } from '@tailwise/shared';
import { panelStyle } from '@tailwise/shared/enrollment/panel-style';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { opsPaths } from '../../ops-paths';

/** The staff area's parts; a claim's page belongs to the claims queue. */
const AREAS = [
  { to: opsPaths.queue, label: 'Claims to review', current: (path: string) => !path.startsWith(opsPaths.reviews) },
  { to: opsPaths.reviews, label: 'Reviews', current: (path: string) => path.startsWith(opsPaths.reviews) },
] as const;

function OpsNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Staff area" css={{ marginBottom: space(5) }}>
      <ul css={{ display: 'flex', flexWrap: 'wrap', columnGap: space(5), listStyle: 'none', margin: 0, padding: 0 }}>
        {AREAS.map((area) => {
          const current = area.current(pathname);
          return (
            <li key={area.to}>
              <Link
                to={area.to}
                aria-current={current ? 'page' : undefined}
                css={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 44,
                  color: current ? colors.ink : colors.primary,
                  fontWeight: 700,
                  textDecoration: 'none',
                  boxShadow: current ? `inset 0 -3px 0 ${colors.primary}` : 'none',
                  '&:hover': { textDecoration: 'underline' },
                  '&:focus-visible': focusRing,
                }}
              >
                {area.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface OpsLayoutProps {
  /** The page's h1 (the document title is the route's: routes.ts). */
  title: string;
  /** One line under the heading. */
  lead?: ReactNode;
  /** Beside the heading from `sm` up (a status), under it on a phone. */
  aside?: ReactNode;
  /** Above the heading (a way back). */
  back?: ReactNode;
  children: ReactNode;
}

export function OpsLayout({ title, lead, aside, back, children }: OpsLayoutProps) {
  return (
    <Container css={{ paddingBlock: space(8), [mq.md]: { paddingBlock: space(10) } }}>
      <OpsNav />
      {back && <p css={{ margin: `0 0 ${space(4)}` }}>{back}</p>}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3), marginBottom: space(2) }}>
        <h1 css={{ margin: 0, fontSize: 'clamp(1.5rem, 2vw + 1rem, 2.25rem)', color: colors.ink, minWidth: 0 }}>
          {title}
        </h1>
        {aside}
      </div>
      {lead && <p css={{ margin: `0 0 ${space(6)}`, color: colors.muted, lineHeight: 1.5 }}>{lead}</p>}
      {children}
    </Container>
  );
}

/** A titled part of a page, on the shared panel frame. */
export function Section({
  title,
  id,
  children,
  ...rest
}: { title: string; id: string; children: ReactNode } & Omit<ComponentPropsWithoutRef<'section'>, 'title'>) {
  return (
    <section aria-labelledby={id} css={{ ...panelStyle, minWidth: 0, alignContent: 'start' }} {...rest}>
      <h2 id={id} css={{ margin: 0, fontSize: '1.125rem', color: colors.ink }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs, two columns that stay readable at 360 px: a long value wraps rather than squeeze its label. */
export const factsStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(7.5rem, 1fr) minmax(0, auto)',
  gap: `${space(1.5)} ${space(4)}`,
  margin: 0,
  dt: { color: colors.muted },
  dd: { margin: 0, fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
} as const;

/** A link in the brand colour, underlined on hover. */
export const linkStyle = { color: colors.primary, fontWeight: 600 } as const;

export const mutedStyle = { margin: 0, color: colors.muted } as const;
