// /blog: the marketing blog's list of articles.
import { Container, usePageMeta } from '@tailwise/shared';
import { ArticleGrid } from '@tailwise/shared/blog-ui/grid';
import { sectionPadding } from '@tailwise/shared/layout';
import { PageHeader } from '@tailwise/shared/layout/page-header';
import { blogMeta } from '../../meta/blog';
import { CtaBand } from '../common/CtaBand';
import { ArticleCard } from './ArticleCard';
import { articles } from './generated/blog-index';

/** The blog list: titles, summaries and covers only (each article's text is its own chunk). */
export default function BlogIndexPage() {
  usePageMeta(blogMeta);
  return (
    <>
      <PageHeader
        eyebrow="The Tailwise blog"
        title="Pet health and the cost of care"
        lead="Practical guides from our vets and care team: what to watch for, what things cost, and how to plan for the bills you can’t predict."
      />
      <section aria-label="Articles" css={sectionPadding}>
        <Container>
          <ArticleGrid>
            {articles.map((article, i) => (
              <li key={article.slug}>
                <ArticleCard article={article} priority={i === 0} />
              </li>
            ))}
          </ArticleGrid>
        </Container>
      </section>
      <CtaBand />
    </>
  );
}
