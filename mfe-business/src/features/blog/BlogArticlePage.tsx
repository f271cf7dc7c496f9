// /business/blog/:slug: one article for employers, or the 404 page for an unknown slug.
import { colors, Container, NotFound, space, usePageMeta } from '@tailwise/shared';
import { plainList } from '@tailwise/shared/layout';
import { ArticleByline } from '@tailwise/shared/blog-ui/byline';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatIsoDateLong } from '@tailwise/shared/format';
import { AudienceCtas } from '../layout/AudienceCtas';
import { blogArticlePath, businessPagePaths as paths } from '../layout/business-paths';
import { businessMeta } from '../layout/page-meta';
import { PageHero } from '../layout/PageHero';
import { articleText } from './ArticleBody';
import { articles } from './generated/blog-index';

export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = articles.find((a) => a.slug === slug);
  usePageMeta(article ? { title: article.title, description: article.summary } : businessMeta.blog);
  const Text = articleText(slug);
  if (!article || !Text) return <NotFound />;
  const others = articles.filter((a) => a.slug !== slug);

  return (
    <>
      <PageHero
        kicker="Insights for employers"
        title={article.title}
        lead={
          <>
            <p css={{ margin: 0 }}>{article.summary}</p>
            <p css={{ margin: `${space(3)} 0 0`, fontSize: '1rem' }}>
              <ArticleByline article={article} formatDate={formatIsoDateLong} />
            </p>
          </>
        }
      />
      <Container css={{ paddingBlock: space(4) }}>
        <Suspense fallback={<div aria-busy="true" css={{ minHeight: '80vh' }} />}>
          <Text />
        </Suspense>
        {others.length > 0 && (
          <aside aria-labelledby="more-articles" css={{ marginBlock: space(10), maxWidth: '44rem' }}>
            <h2 id="more-articles" css={{ margin: 0, fontSize: '1.25rem', color: colors.ink }}>
              More for employers
            </h2>
            <ul css={{ ...plainList, marginTop: space(3), display: 'grid', gap: space(2) }}>
              {others.map((a) => (
                <li key={a.slug}>
                  <Link to={blogArticlePath(a.slug)}>{a.title}</Link>
                </li>
              ))}
              <li>
                <Link to={paths.blog}>All articles</Link>
              </li>
            </ul>
          </aside>
        )}
      </Container>
      <AudienceCtas />
    </>
  );
}
