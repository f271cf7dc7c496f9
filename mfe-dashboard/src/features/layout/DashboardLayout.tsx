// The frame every dashboard page sits in: the sub-navigation, the page heading (which takes focus when
// the page changes, so screen readers hear where they are), an optional lead and actions, and the
// outcome of an email verification link, which the API mails to a dashboard URL (?verify_email=).
import { colors, Container, mq, space } from '@tailwise/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { VerifyEmailOutcome } from '../verify-email/VerifyEmailOutcome';
import { DashboardNav } from './DashboardNav';

export interface DashboardLayoutProps {
  /** The page's h1 (the document title is the route's: routes.ts). */
  title: ReactNode;
  /** One line under the heading. */
  lead?: ReactNode;
  /** Buttons or links beside the heading (below it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

const pageStyle = { paddingBlock: space(6), [mq.md]: { paddingBlock: space(10) } } as const;

const headerStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space(4),
  marginTop: space(6),
  marginBottom: space(6),
} as const;

const titleStyle = {
  margin: 0,
  fontSize: 'clamp(1.75rem, 3vw + 1rem, 2.5rem)',
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
  color: colors.ink,
  '&:focus': { outline: 'none' },
} as const;

const leadStyle = { margin: `${space(2)} 0 0`, color: colors.muted, fontSize: '1.0625rem', lineHeight: 1.5 } as const;

const actionsStyle = { display: 'flex', flexWrap: 'wrap', gap: space(2) } as const;

export function DashboardLayout({ title, lead, actions, children }: DashboardLayoutProps) {
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const verifyCode = new URLSearchParams(location.search).get('verify_email');

  // Moving between dashboard pages keeps the header and navigation: move focus to the new heading
  // (not on the first load, where the browser's own focus is right).
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== firstPath.current) heading.current?.focus();
  }, [location.pathname]);

  return (
    <Container css={pageStyle}>
      <DashboardNav />
      {verifyCode && <VerifyEmailOutcome code={verifyCode} />}
      <div css={headerStyle}>
        <div css={{ minWidth: 0 }}>
          <h1 ref={heading} tabIndex={-1} css={titleStyle}>
            {title}
          </h1>
          {lead && <p css={leadStyle}>{lead}</p>}
        </div>
        {actions && <div css={actionsStyle}>{actions}</div>}
      </div>
      {children}
    </Container>
  );
}
