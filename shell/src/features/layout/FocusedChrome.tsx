// Checkout's chrome: the logo and a way to reach a person (the phone and service hours from Remote Config),
// and no site navigation or footer of links to wander off through while paying. The layout uses it on every
// flow's checkout route, and the prerendered checkout pages get the same frame (prerender/entry.tsx).
import {
  BRAND_NAME,
  colors,
  Container,
  mq,
  publicPaths,
  space,
  useServiceHours,
  useSupportPhone,
} from '@tailwise/shared';
import { telHref } from '@tailwise/shared/site-config';
import { describeServiceHours } from '@tailwise/shared/service-hours';
import { Link } from 'react-router-dom';
import { barStyle, focusedRowStyle } from './Header';
import { Logo } from './Logo';

const helpStyle = {
  display: 'grid',
  justifyItems: 'end',
  textAlign: 'right',
  fontSize: '0.75rem',
  // The phone (24 px) and two lines of hours fit the site header's 64 px row.
  lineHeight: 1.25,
  color: colors.muted,
  [mq.sm]: { fontSize: '0.8125rem' },
} as const;
const phoneStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  fontSize: '0.9375rem',
  fontWeight: 700,
  color: colors.primary,
  whiteSpace: 'nowrap',
} as const;

/** "Questions?" before the number: read by screen readers always, shown from 640 px (beside the logo at 360 px
 * the number alone fits). */
const questionsStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  [mq.sm]: {
    position: 'static',
    width: 'auto',
    height: 'auto',
    overflow: 'visible',
    clip: 'auto',
    fontWeight: 400,
    color: colors.muted,
    marginRight: space(1),
  },
} as const;

export function FocusedHeader() {
  const phone = useSupportPhone();
  const hours = describeServiceHours(useServiceHours());
  return (
    <header css={barStyle}>
      <div css={focusedRowStyle}>
        <Logo />
        <div css={helpStyle}>
          <a href={telHref(phone)} css={phoneStyle}>
            <span css={questionsStyle}>Questions?</span>
            {phone}
          </a>
          {hours.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </div>
      </div>
    </header>
  );
}

const footerStyle = {
  marginTop: 'auto',
  borderTop: `1px solid ${colors.border}`,
  background: colors.surface,
  color: colors.muted,
  fontSize: '0.875rem',
  paddingBlock: space(6),
} as const;

export function FocusedFooter() {
  return (
    <footer css={footerStyle}>
      <Container
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: space(3),
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <p css={{ margin: 0, maxWidth: '40rem' }}>
          © {new Date().getFullYear()} {BRAND_NAME}. Terms, exclusions and waiting periods apply. Wellness plans are not
          insurance.
        </p>
        <p css={{ margin: 0 }}>
          <Link to={publicPaths.privacyPolicy}>Privacy policy</Link> · <Link to={publicPaths.terms}>Terms of use</Link>
        </p>
      </Container>
    </footer>
  );
}
