import { ButtonLink, colors, Container, mq, space } from '@tailwise/shared';

interface CtaBandProps {
  title?: string;
  text?: string;
}

/** On the dark band the usual blue ring would be hard to see: white, with the band behind it. */
const focusOnDark = { '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: '3px' } } as const;

/** The closing call to action on every marketing page: a quote for new customers, wellness for existing ones. */
export function CtaBand({
  title = 'Ready when your pet is',
  text = 'Get a price for your dog or cat in about two minutes. No account needed to see your quote.',
}: CtaBandProps) {
  return (
    <section
      aria-labelledby="cta-band-title"
      css={{ paddingBlock: space(14), background: colors.primary, color: '#fff' }}
    >
      <Container
        css={{
          display: 'grid',
          gap: space(6),
          [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
        }}
      >
        <div>
          <h2 id="cta-band-title" css={{ margin: 0, fontSize: 'clamp(1.5rem, 2vw + 1rem, 2.25rem)', color: '#fff' }}>
            {title}
          </h2>
          <p
            css={{
              margin: `${space(3)} 0 0`,
              fontSize: '1.125rem',
              lineHeight: 1.6,
              color: '#e3f1ef',
              maxWidth: '40rem',
            }}
          >
            {text}
          </p>
        </div>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <ButtonLink
            to="/start"
            size="lg"
            css={{
              background: colors.accent,
              borderColor: colors.accent,
              color: colors.ink,
              '&:hover:not(:disabled)': { background: '#f6b968', borderColor: '#f6b968', color: colors.ink },
              ...focusOnDark,
            }}
          >
            Get your quote
          </ButtonLink>
          <ButtonLink
            to="/wellness"
            size="lg"
            variant="secondary"
            css={{
              background: 'transparent',
              color: '#fff',
              borderColor: '#fff',
              '&:hover:not(:disabled)': { background: 'rgba(255,255,255,0.12)', color: '#fff' },
              ...focusOnDark,
            }}
          >
            Existing customer? Add wellness
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
