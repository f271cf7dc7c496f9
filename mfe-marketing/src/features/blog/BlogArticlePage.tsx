// /blog/:slug: one article of the marketing blog, with related articles.
import { colors, Container, Image, mq, NotFound, space, usePageMeta } from '@tailwise/shared';
import { ArticleByline } from '@tailwise/shared/blog-ui/byline';
import { introBand } from '@tailwise/shared/layout';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatIsoDateLong } from '@tailwise/shared/format';
import { notFoundMeta } from '../../meta/not-found';
import { CtaBand } from '../common/CtaBand';
import { siteImages } from '../common/image-manifest';
import { ArticleCard } from './ArticleCard';
import { articleBodyComponent } from './ArticleBody';
import { articles } from './generated/blog-index';

/** /blog/:slug: one article, or the 404 page for an unknown slug. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = articles.find((a) => a.slug === slug);
  usePageMeta(article ? { title: article.title, description: article.summary } : notFoundMeta);
  const Body = articleBodyComponent(slug);
  if (!article || !Body) return <NotFound />;

  const image = siteImages[article.image];
  const related = articles.filter((a) => a.slug !== slug).slice(0, 3);

  return (
    <>
      <article aria-labelledby="page-title">
        <header css={introBand}>
          <Container css={{ maxWidth: 880 }}>
            <p css={{ margin: 0, fontSize: '0.9375rem' }}>
              <Link to="/blog">The Tailwise blog</Link>
            </p>
            <h1
              id="page-title"
              css={{
                margin: `${space(3)} 0 0`,
                fontSize: 'clamp(1.875rem, 3vw + 1rem, 2.75rem)',
                lineHeight: 1.15,
                color: colors.ink,
              }}
            >
              {article.title}
            </h1>
            <p css={{ margin: `${space(4)} 0 0`, fontSize: '1.125rem', lineHeight: 1.6, color: colors.muted }}>
              {article.summary}
            </p>
            <p css={{ margin: `${space(4)} 0 0`, color: colors.muted }}>
              <ArticleByline article={article} formatDate={formatIsoDateLong} />
            </p>
          </Container>
        </header>
        <Container css={{ maxWidth: 880, paddingBlock: space(10) }}>
          <Image
            src={image.src}
            width={image.width}
            height={image.height}
            alt={article.imageAlt}
            priority
            sizes="(min-width: 880px) 816px, 100vw"
            css={{ width: '100%', height: 'auto', borderRadius: 16 }}
          />
          <Suspense fallback={<div aria-busy="true" css={{ minHeight: '60vh' }} />}>
            <Body />
          </Suspense>
          <aside
            aria-labelledby="article-cta"
            css={{
              marginTop: space(10),
              padding: space(6),
              borderRadius: 16,
              background: colors.accentSoft,
              maxWidth: '44rem',
            }}
          >
            <h2 id="article-cta" css={{ margin: 0, fontSize: '1.25rem', color: colors.ink }}>
              Planning for vet bills?
            </h2>
            <p css={{ margin: `${space(2)} 0 0`, color: colors.ink, lineHeight: 1.6 }}>
              Tailwise insurance pays back up to 100% of eligible vet bills for accidents and illnesses.{' '}
              <Link to="/start">Get a quote</Link> in about two minutes, or{' '}
              <Link to="/wellness">add a wellness plan</Link> if you’re already with us.
            </p>
          </aside>
        </Container>
      </article>
      <section aria-labelledby="related-title" css={{ paddingBlock: space(12), background: colors.surface }}>
        <Container>
          <h2 id="related-title" css={{ margin: 0, fontSize: '1.75rem', color: colors.ink }}>
            More from the blog
          </h2>
          <ul
            css={{
              listStyle: 'none',
              margin: `${space(6)} 0 0`,
              padding: 0,
              display: 'grid',
              gap: space(6),
              [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {related.map((a) => (
              <li key={a.slug}>
                <ArticleCard article={a} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand />
    </>
  );
}
