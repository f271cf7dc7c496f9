import { ButtonLink, colors, mq, PageLoading, space, usePageMeta } from '@tailwise/shared';
import { bodyText, card, cardHeading, grid } from '@tailwise/shared/layout';
import { Hero } from '@tailwise/shared/layout/hero';
import { useSettledFlag } from '@tailwise/shared/settled-flag';
import { Section } from '@tailwise/shared/layout/section';
import { Link } from 'react-router-dom';
import { vetalkMeta } from '../../meta/vetalk';
import { checkList, Mark } from '../common/Check';
import { CtaBand } from '../common/CtaBand';
import { siteImages } from '../common/image-manifest';
import ProductUnavailablePage from '../product-unavailable/ProductUnavailablePage';

const steps = [
  {
    title: 'Open VeTalk',
    text: 'From the Tailwise app or your dashboard, any time of day or night. No appointment needed.',
  },
  {
    title: 'Describe what’s going on',
    text: 'Tell us about your pet and their symptoms, and add photos or a short video if it helps.',
  },
  {
    title: 'Talk to a licensed vet',
    text: 'Usually within 15 minutes, by video or chat. You’ll get a written summary afterwards.',
  },
] as const;

const goodFor = [
  'Deciding whether a symptom needs an emergency visit tonight or can wait for your own vet',
  'Vomiting, diarrhoea, itching, limping, eye and ear worries',
  'Behaviour, diet, weight and house-training questions',
  'Caring for your pet after surgery or an illness',
  'Checking whether something your pet ate could be toxic',
] as const;

/**
 * The VeTalk tele-vet page while the vetalkEnabled flag is on; otherwise the product-unavailable page, drawn here in
 * place of the waiting state rather than after a redirect (a second route's render moved the whole page), and at the
 * address the visitor asked for, so a bookmark works once VeTalk opens.
 */
export default function VetalkPage() {
  const enabled = useSettledFlag('vetalkEnabled');
  // Off by default only means "not known yet" until Remote Config has answered (or failed).
  if (enabled === undefined) return <PageLoading label="Checking VeTalk availability" />;
  if (!enabled) return <ProductUnavailablePage />;
  return <VetalkContent />;
}

function VetalkContent() {
  usePageMeta(vetalkMeta);

  return (
    <>
      <Hero
        eyebrow="VeTalk tele-vet"
        title="Talk to a licensed vet, day or night"
        lead={
          <p css={{ margin: 0 }}>
            VeTalk connects you with a licensed veterinarian by video or chat in minutes, 24 hours a day. Get advice on
            symptoms, behaviour and aftercare, and know whether your pet needs to be seen, without leaving home.
          </p>
        }
        actions={
          <>
            <ButtonLink to="/start" size="lg">
              Get covered, with VeTalk included
            </ButtonLink>
            <ButtonLink to="/dashboard" size="lg" variant="secondary">
              Customers: open VeTalk
            </ButtonLink>
          </>
        }
        image={{ ...siteImages.vetalkCall, alt: 'A husky lying beside a phone showing a vet waving on a video call' }}
      />

      <Section id="how-vetalk-works" eyebrow="How it works" title="Expert advice in three steps">
        <ol css={{ ...grid(3), listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.map((s, i) => (
            <li key={s.title} css={card}>
              <p css={{ margin: 0, fontWeight: 800, fontSize: '1.5rem', color: colors.primary }}>{i + 1}</p>
              <h3 css={{ ...cardHeading, marginTop: space(2) }}>{s.title}</h3>
              <p css={{ ...bodyText, marginTop: space(2) }}>{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="what-vetalk-helps-with" tone="surface" eyebrow="When to use it" title="What VeTalk can help with">
        <div css={{ display: 'grid', gap: space(8), [mq.lg]: { gridTemplateColumns: '1.2fr 1fr' } }}>
          <ul css={checkList}>
            {goodFor.map((g) => (
              <li key={g}>
                <Mark />
                {g}
              </li>
            ))}
          </ul>
          <div css={{ ...card, background: colors.accentSoft, border: 0 }}>
            <h3 css={cardHeading}>Good to know</h3>
            <p css={{ ...bodyText, marginTop: space(2), color: colors.ink }}>
              VeTalk vets give advice and triage. Where state law requires an in-person exam, they can’t diagnose or
              prescribe remotely, and they will always tell you when your pet should be seen. In an emergency, go
              straight to your nearest emergency vet.
            </p>
            <p css={{ ...bodyText, marginTop: space(3), color: colors.ink }}>
              VeTalk is included with every Tailwise insurance policy at no extra cost. See our{' '}
              <Link to="/faq">FAQ</Link> for more.
            </p>
          </div>
        </div>
      </Section>

      <CtaBand
        title="Peace of mind, around the clock"
        text="Every Tailwise insurance policy includes unlimited VeTalk consultations. Get a quote in about two minutes."
      />
    </>
  );
}
