import { ButtonLink, colors, mq, space, usePageMeta } from '@tailwise/shared';
import { bodyText, card, cardHeading, grid } from '@tailwise/shared/layout';
import { Hero } from '@tailwise/shared/layout/hero';
import { Section } from '@tailwise/shared/layout/section';
import { careersMeta } from '../../meta/careers';
import { checkList, Mark } from '../common/Check';
import { CtaBand } from '../common/CtaBand';
import { siteImages } from '../common/image-manifest';
import { openRoles } from './roles';

export const CAREERS_EMAIL = 'careers@tailwise.example';

const values = [
  {
    title: 'Pets first, then paperwork',
    text: 'Every decision starts with what helps a pet get care sooner. Rules exist to serve that, not the other way round.',
  },
  {
    title: 'Say it plainly',
    text: 'We write policies, emails and code that people can understand the first time. No small print surprises.',
  },
  {
    title: 'Decide with care, and quickly',
    text: 'A fair answer in days beats a perfect one in weeks. We measure how fast we pay, and we keep getting faster.',
  },
] as const;

const benefits = [
  'Medical, dental and vision cover from day one',
  'Free Tailwise insurance and Premium wellness for your own pets',
  'Pet-friendly office in Columbus, and a home-office budget if you’re remote',
  '401(k) with a 4% match',
  '20 days’ paid time off, plus holidays and two volunteering days at a shelter',
  '16 weeks’ paid parental leave, and 3 days’ “pawternity” leave for a new pet',
] as const;

export default function CareersPage() {
  usePageMeta(careersMeta);
  return (
    <>
      <Hero
        eyebrow="Careers"
        title="Help more pets get the care they need"
        lead={
          <p css={{ margin: 0 }}>
            Tailwise exists so no one has to choose between their pet’s health and their budget. We’re a team of
            engineers, vet professionals, claims specialists and care advocates, and we’re hiring.
          </p>
        }
        actions={
          <ButtonLink to="#open-roles" size="lg">
            See open roles
          </ButtonLink>
        }
        image={{ ...siteImages.team, alt: 'Three smiling Tailwise team members with their dogs and a cat' }}
      />

      <Section id="values" eyebrow="How we work" title="What we care about">
        <div css={grid(3)}>
          {values.map((v) => (
            <div key={v.title} css={card}>
              <h3 css={cardHeading}>{v.title}</h3>
              <p css={{ ...bodyText, marginTop: space(2) }}>{v.text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section id="benefits" tone="surface" eyebrow="Benefits" title="Looking after you, and your pets">
        <ul css={{ ...checkList, [mq.md]: { gridTemplateColumns: '1fr 1fr' } }}>
          {benefits.map((b) => (
            <li key={b}>
              <Mark />
              {b}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="open-roles"
        eyebrow="Open roles"
        title={`${openRoles.length} open roles`}
        intro={
          <p css={{ margin: 0 }}>
            Don’t see your role? We’d still like to hear from you: email {CAREERS_EMAIL} and tell us what you’d bring.
          </p>
        }
      >
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(4) }}>
          {openRoles.map((role) => (
            <li key={role.id}>
              <article
                aria-labelledby={`role-${role.id}`}
                css={{
                  ...card,
                  display: 'grid',
                  gap: space(4),
                  [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
                }}
              >
                <div>
                  <h3 id={`role-${role.id}`} css={cardHeading}>
                    {role.title}
                  </h3>
                  <p css={{ margin: `${space(1)} 0 0`, color: colors.primary, fontWeight: 600, fontSize: '0.9375rem' }}>
                    {role.team} · {role.location} · {role.type}
                  </p>
                  <p css={{ ...bodyText, marginTop: space(2) }}>{role.summary}</p>
                </div>
                <a
                  href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
                  css={{
                    justifySelf: 'start',
                    display: 'inline-flex',
                    alignItems: 'center',
                    minHeight: 44,
                    padding: `${space(2)} ${space(5)}`,
                    borderRadius: 999,
                    border: `2px solid ${colors.primary}`,
                    color: colors.primary,
                    fontWeight: 600,
                    textDecoration: 'none',
                    whiteSpace: 'nowrap',
                    '&:hover': { background: colors.primarySoft },
                  }}
                >
                  Apply
                  <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                    {' '}
                    for {role.title}
                  </span>
                </a>
              </article>
            </li>
          ))}
        </ul>
        <p css={{ ...bodyText, marginTop: space(8), fontSize: '0.9375rem' }}>
          Tailwise is an equal opportunity employer. We welcome applicants of every background, and we provide
          reasonable accommodations throughout our hiring process: just ask.
        </p>
      </Section>

      <CtaBand title="Protect your own pet while you’re here" />
    </>
  );
}
