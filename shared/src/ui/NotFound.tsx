import { colors, space } from '../theme/theme';
import { ButtonLink } from './Button';
import { Container } from './Container';
import { usePageMeta } from './page-meta';

/** A friendly dog, drawn inline so the 404 page needs no image request. */
function DogIllustration() {
  return (
    <svg
      viewBox="0 0 200 180"
      width="200"
      height="180"
      role="img"
      aria-label="A puzzled dog with its head tilted"
      css={{ margin: '0 auto' }}
    >
      <g transform="rotate(-8 100 95)">
        <ellipse cx="52" cy="70" rx="22" ry="40" fill="#8a5a3b" transform="rotate(20 52 70)" />
        <ellipse cx="148" cy="70" rx="22" ry="40" fill="#8a5a3b" transform="rotate(-20 148 70)" />
        <circle cx="100" cy="92" r="58" fill="#d9a066" />
        <ellipse cx="100" cy="120" rx="34" ry="26" fill="#f3dcc0" />
        <circle cx="78" cy="84" r="7" fill="#1d2433" />
        <circle cx="122" cy="84" r="7" fill="#1d2433" />
        <circle cx="80" cy="82" r="2" fill="#fff" />
        <circle cx="124" cy="82" r="2" fill="#fff" />
        <ellipse cx="100" cy="108" rx="11" ry="8" fill="#1d2433" />
        <path d="M100 116 v8 M88 126 q12 10 24 0" stroke="#1d2433" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M104 128 q2 14 -6 16 q-8 -2 -4 -14" fill="#e46b6b" />
      </g>
      <text x="168" y="40" fontSize="28" fontWeight="700" fill={colors.primary}>
        ?
      </text>
    </svg>
  );
}

/** The 404 content; marketing's /404 page and any remote's unknown sub-path use it. */
export function NotFound() {
  usePageMeta({ title: 'Page not found', description: 'We could not find that page.' });
  return (
    <Container css={{ paddingBlock: space(16), textAlign: 'center' }} data-page="not-found">
      <DogIllustration />
      <h1 css={{ marginTop: space(6), marginBottom: 0, fontSize: '2rem', color: colors.ink }}>
        We can’t find that page
      </h1>
      <p css={{ marginTop: space(3), color: colors.muted, fontSize: '1.125rem' }}>
        Even our best sniffers came up empty. The page may have moved, or the link may be mistyped.
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), justifyContent: 'center', marginTop: space(6) }}>
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/start" variant="secondary">
          Get a quote
        </ButtonLink>
      </div>
    </Container>
  );
}
