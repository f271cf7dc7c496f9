// /blog: the marketing blog's list of articles.
import { colors, Container, mq, space, usePageMeta } from '@tailwise/shared';
import { ArticleGrid } from '@tailwise/shared/blog-ui/grid';
import { eyebrow, leadText, sectionPadding } from '@tailwise/shared/layout';
import { blogMeta } from '../../meta/blog';
import { CtaBand } from '../common/CtaBand';
import { ArticleCard } from './ArticleCard';
import { articles } from './generated/blog-index';

/** The blog list: titles, summaries and covers only (each article's text is its own chunk). */
export default function BlogIndexPage() {
  usePageMeta(blogMeta);
  return (
    <>
      <section
        aria-labelledby="page-title"
        css={{ paddingBlock: space(10), [mq.md]: { paddingBlock: space(14) }, background: colors.primarySoft }}
      >
        <Container>
          <p css={eyebrow}>The Tailwise blog</p>
          <h1
            id="page-title"
            css={{
              margin: `${space(2)} 0 0`,
              fontSize: 'clamp(2rem, 4vw + 1rem, 3rem)',
              lineHeight: 1.1,
              color: colors.ink,
            }}
          >
            Pet health and the cost of care
          </h1>
          <p css={{ ...leadText, marginTop: space(4) }}>
            Practical guides from our vets and care team: what to watch for, what things cost, and how to plan for the
            bills you can’t predict.
          </p>
        </Container>
      </section>
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
