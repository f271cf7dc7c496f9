// /business/blog: every article for employers and brokers, newest first (titles and summaries only;
// each article's text is its own chunk).
import { colors, Container, space, usePageMeta } from '@tailwise/shared';
import { ArticleDateline } from '@tailwise/shared/blog-ui/byline';
import { ArticleGrid } from '@tailwise/shared/blog-ui/grid';
import { card, sectionPadding } from '@tailwise/shared/layout';
import { Link } from 'react-router-dom';
import { formatIsoDateLong } from '@tailwise/shared/format';
import { AudienceCtas } from '../layout/AudienceCtas';
import { blogArticlePath } from '../layout/business-paths';
import { businessMeta } from '../layout/page-meta';
import { PageHero } from '../layout/PageHero';
import { copy } from '../layout/styles';
import { articles } from './generated/blog-index';

const articleCard = { ...card, display: 'flex', flexDirection: 'column', gap: space(3), height: '100%' } as const;

export default function BlogIndexPage() {
  usePageMeta(businessMeta.blog);
  return (
    <>
      <PageHero
        kicker="Insights for employers"
        title="Pet benefits, explained for HR and brokers"
        lead={
          <p css={{ margin: 0 }}>
            Practical guides from our employer team: the case for pet benefits, how a launch runs week by week, and what
            payroll needs to know.
          </p>
        }
      />
      <section aria-label="Articles" css={sectionPadding}>
        <Container>
          <ArticleGrid>
            {articles.map((article) => (
              <li key={article.slug}>
                <article css={articleCard}>
                  <h2 css={{ margin: 0, fontSize: '1.25rem', lineHeight: 1.3 }}>
                    <Link to={blogArticlePath(article.slug)} css={{ color: colors.ink }}>
                      {article.title}
                    </Link>
                  </h2>
                  <p css={copy}>{article.summary}</p>
                  <p css={{ ...copy, marginTop: 'auto', fontSize: '0.9375rem' }}>
                    <ArticleDateline article={article} formatDate={formatIsoDateLong} />
                  </p>
                </article>
              </li>
            ))}
          </ArticleGrid>
        </Container>
      </section>
      <AudienceCtas />
    </>
  );
}
