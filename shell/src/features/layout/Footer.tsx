import {
  BRAND_NAME,
  businessPaths,
  colors,
  Container,
  enrollmentPaths,
  mq,
  publicPaths,
  space,
  SUPPORT_EMAIL,
} from '@tailwise/shared';
import { APP_STORE_LINKS, SOCIAL_LINKS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@tailwise/shared/site-config';
import { Link } from 'react-router-dom';

const columns = [
  {
    heading: 'Plans',
    links: [
      { to: publicPaths.insurancePlans, label: 'Pet insurance' },
      { to: publicPaths.wellnessPlans, label: 'Wellness plans' },
      { to: '/start', label: 'Get a quote' },
      { to: publicPaths.vetalk, label: 'VeTalk tele-vet' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: publicPaths.reviews, label: 'Reviews' },
      { to: publicPaths.blog, label: 'Blog' },
      { to: publicPaths.careers, label: 'Careers' },
      { to: publicPaths.workWithUs, label: 'Work with us' },
      { to: publicPaths.contact, label: 'Contact' },
    ],
  },
  {
    heading: 'For employers',
    links: [
      { to: businessPaths.home, label: 'Pet benefits' },
      { to: businessPaths.brokers, label: 'For brokers' },
      { to: businessPaths.hr, label: 'For HR teams' },
      { to: enrollmentPaths.enroll, label: 'Enroll through work' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: publicPaths.privacyPolicy, label: 'Privacy policy' },
      { to: publicPaths.terms, label: 'Terms of use' },
      { to: publicPaths.californiaDisclosure, label: 'California disclosure' },
      { to: publicPaths.faq, label: 'FAQ' },
    ],
  },
] as const;

const externalLinks = [...APP_STORE_LINKS.map((l) => ({ href: l.href, label: l.store })), ...SOCIAL_LINKS];

const footerStyle = {
  marginTop: 'auto',
  background: colors.ink,
  color: '#e8e6e1',
  paddingBlock: space(12),
  a: { color: '#ffffff' },
} as const;

const gridStyle = {
  display: 'grid',
  gap: space(8),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
} as const;

const listStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  li: { marginTop: space(2) },
  a: { display: 'inline-block', paddingBlock: 4, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
} as const;

export function Footer() {
  return (
    <footer css={footerStyle}>
      <Container>
        <div css={gridStyle}>
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2
                css={{
                  margin: 0,
                  fontSize: '0.875rem',
                  textTransform: 'uppercase',
                  letterSpacing: '0.08em',
                  color: '#f2c27a',
                }}
              >
                {column.heading}
              </h2>
              <ul css={listStyle}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div
          css={{
            marginTop: space(10),
            paddingTop: space(6),
            borderTop: '1px solid rgba(255,255,255,0.18)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: space(4),
            justifyContent: 'space-between',
            fontSize: '0.9375rem',
          }}
        >
          <p css={{ margin: 0 }}>
            Questions? <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> ·{' '}
            <a href={SUPPORT_PHONE_HREF} css={{ whiteSpace: 'nowrap' }}>
              {SUPPORT_PHONE}
            </a>
          </p>
          <ul
            aria-label="Apps and social"
            css={{ display: 'flex', flexWrap: 'wrap', gap: space(4), listStyle: 'none', margin: 0, padding: 0 }}
          >
            {externalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                    {' '}
                    (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <p css={{ marginTop: space(6), marginBottom: 0, fontSize: '0.875rem', color: '#c9c6bf', maxWidth: '60rem' }}>
          © {new Date().getFullYear()} {BRAND_NAME}. Insurance plans are offered through licensed insurers and are not
          available in every state; terms, exclusions and waiting periods apply. Wellness plans are not insurance.
        </p>
      </Container>
    </footer>
  );
}
