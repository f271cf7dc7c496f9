import {
  ButtonLink,
  colors,
  containerStyle,
  dashboardPaths,
  focusRing,
  mq,
  publicPaths,
  radii,
  space,
  useAuth,
  useSnackbar,
} from '@tailwise/shared';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { readSignedInHint } from '../auth/auth-hint';
import { Logo } from './Logo';
import { primaryNav } from './nav-links';

export const barStyle = {
  position: 'sticky',
  top: 0,
  zIndex: 20,
  // Opaque: over the dark footer a translucent bar lets its text show through.
  background: colors.surface,
  borderBottom: `1px solid ${colors.border}`,
} as const;

export const rowStyle = {
  ...containerStyle,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(2),
  minHeight: 64,
  [mq.sm]: { gap: space(4) },
} as const;

/** Checkout's header row (FocusedChrome.tsx, and its placeholder in Layout.tsx): the site header's height, with the
 * phone and two lines of hours set to fit it, so a checkout that sends the visitor back to the quiz (no cart) swaps
 * one header for the other without moving the page. */
export const focusedRowStyle = rowStyle;

const desktopNavStyle = { display: 'none', [mq.lg]: { display: 'flex', gap: space(1) } } as const;

const navLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${space(3)}`,
  borderRadius: radii.pill,
  color: colors.ink,
  fontWeight: 500,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { background: colors.primarySoft, color: colors.ink },
  '&[aria-current="page"]': { color: colors.primary, fontWeight: 700 },
  '&:focus-visible': focusRing,
} as const;

const menuButtonStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(2),
  minHeight: 44,
  padding: `0 ${space(3)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.pill,
  background: colors.surface,
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  [mq.lg]: { display: 'none' },
} as const;

const mobilePanelStyle = {
  borderTop: `1px solid ${colors.border}`,
  paddingBlock: space(2),
  [mq.lg]: { display: 'none' },
  ul: { ...containerStyle, listStyle: 'none', margin: 0 },
  a: { ...navLinkStyle, display: 'flex', borderRadius: radii.sm },
} as const;

// Tighter on phones, so logo, account link and menu button fit one row at 360 px.
const accountLinkStyle = { ...navLinkStyle, padding: `0 ${space(2)}`, [mq.sm]: { padding: `0 ${space(3)}` } } as const;

function useSignOut() {
  const { signOut } = useAuth();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    snackbar.show('You are signed out.');
    navigate('/');
  };
}

function AccountLinks() {
  const { status, user } = useAuth();
  const onSignOut = useSignOut();
  // Before Firebase has loaded, trust the hint left by the last sign-in so the header does not flicker.
  const signedIn = status === 'signed-in' || (status === 'loading' && readSignedInHint());
  if (!signedIn) {
    return (
      <NavLink to={dashboardPaths.home} css={accountLinkStyle} data-auth-status={status}>
        Sign in
      </NavLink>
    );
  }
  return (
    <>
      <NavLink
        to={dashboardPaths.home}
        css={accountLinkStyle}
        data-auth-status="signed-in"
        title={user?.email ?? undefined}
      >
        My account
      </NavLink>
      {status === 'signed-in' && (
        <button
          type="button"
          css={{
            ...navLinkStyle,
            border: 0,
            background: 'none',
            cursor: 'pointer',
            font: 'inherit',
            display: 'none',
            [mq.lg]: { display: 'inline-flex' },
          }}
          onClick={onSignOut}
        >
          Sign out
        </button>
      )}
    </>
  );
}

export function Header() {
  const { status } = useAuth();
  const onSignOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header css={barStyle}>
      <div css={rowStyle}>
        <Logo />
        <nav aria-label="Main" css={desktopNavStyle}>
          {primaryNav.map((link) => (
            <NavLink key={link.to} to={link.to} css={navLinkStyle}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div css={{ display: 'flex', alignItems: 'center', gap: space(2) }}>
          <AccountLinks />
          <ButtonLink to="/start" css={{ display: 'none', [mq.sm]: { display: 'inline-flex' } }}>
            Get a quote
          </ButtonLink>
          <button
            type="button"
            css={menuButtonStyle}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? 'Close' : 'Menu'}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id={panelId} aria-label="Main" css={mobilePanelStyle}>
          <ul>
            {primaryNav.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/start">Get a quote</NavLink>
            </li>
            <li>
              <NavLink to={publicPaths.contact}>Contact us</NavLink>
            </li>
            {status === 'signed-in' && (
              <li>
                <button
                  type="button"
                  css={{
                    ...navLinkStyle,
                    display: 'flex',
                    width: '100%',
                    border: 0,
                    background: 'none',
                    cursor: 'pointer',
                    font: 'inherit',
                  }}
                  onClick={onSignOut}
                >
                  Sign out
                </button>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
