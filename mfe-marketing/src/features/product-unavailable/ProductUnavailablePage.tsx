import { ButtonLink, colors, Container, Image, mq, space, SUPPORT_EMAIL, usePageMeta } from '@tailwise/shared';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@tailwise/shared/site-config';
import { card, cardHeading, leadText } from '@tailwise/shared/layout';
import { Link } from 'react-router-dom';
import { productUnavailableMeta } from '../../meta/product-unavailable';
import { siteImages } from '../common/image-manifest';

const image = siteImages.restingDog;

export default function ProductUnavailablePage() {
  usePageMeta(productUnavailableMeta);
  return (
    <section aria-labelledby="page-title" css={{ paddingBlock: space(10), [mq.md]: { paddingBlock: space(16) } }}>
      <Container
        css={{
          display: 'grid',
          gap: space(10),
          [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center' },
        }}
      >
        <div>
          <h1
            id="page-title"
            css={{ margin: 0, fontSize: 'clamp(2rem, 4vw + 1rem, 3rem)', lineHeight: 1.1, color: colors.ink }}
          >
            This isn’t available right now
          </h1>
          <p css={{ ...leadText, marginTop: space(4) }}>
            Sorry: the product you were looking for isn’t offered in your area, or isn’t available at the moment. We’re
            adding states and services all the time, and the rest of Tailwise is open as usual.
          </p>
          <div css={{ ...card, marginTop: space(8) }}>
            <h2 css={{ ...cardHeading }}>What you can do next</h2>
            <ul css={{ margin: `${space(3)} 0 0`, paddingLeft: space(5), lineHeight: 1.9, color: colors.ink }}>
              <li>
                <Link to="/start">Get a quote</Link> for accident and illness insurance
              </li>
              <li>
                Compare our <Link to="/pet-wellness-plans">wellness plans</Link> for routine care
              </li>
              <li>
                Find answers in our <Link to="/faq">FAQ</Link>
              </li>
              <li>
                Ask us when it’s coming to you: call <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a> or email{' '}
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
            </ul>
          </div>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(8) }}>
            <ButtonLink to="/" size="lg">
              Back to the home page
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="secondary">
              Contact us
            </ButtonLink>
          </div>
        </div>
        <Image
          src={image.src}
          width={image.width}
          height={image.height}
          alt="A golden dog asleep on a rug under a crescent moon"
          sizes="(min-width: 1024px) 560px, 100vw"
          css={{ width: '100%', height: 'auto', borderRadius: 24 }}
        />
      </Container>
    </section>
  );
}
