import { BRAND_NAME, colors } from '@tailwise/shared';
import { Link } from 'react-router-dom';

export function Logo() {
  return (
    <Link
      to="/"
      aria-label={`${BRAND_NAME} home`}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        textDecoration: 'none',
        color: colors.ink,
        minHeight: 44,
      }}
    >
      {/* Never squeezed: beside checkout's help at 360 px the row is full. */}
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false" css={{ flexShrink: 0 }}>
        <circle cx="16" cy="16" r="16" fill={colors.primary} />
        <ellipse cx="16" cy="20.5" rx="6" ry="5" fill="#fff" />
        <circle cx="9.5" cy="13.5" r="2.6" fill="#fff" />
        <circle cx="13.5" cy="9.5" r="2.6" fill="#fff" />
        <circle cx="18.5" cy="9.5" r="2.6" fill="#fff" />
        <circle cx="22.5" cy="13.5" r="2.6" fill="#fff" />
      </svg>
      <span css={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>{BRAND_NAME}</span>
    </Link>
  );
}
