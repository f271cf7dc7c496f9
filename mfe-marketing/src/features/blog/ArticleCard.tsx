import { colors, focusRing, Image, space } from '@tailwise/shared';
import { cardSurface } from '@tailwise/shared/layout';
import { Link } from 'react-router-dom';
import { siteImages } from '../common/image-manifest';
import type { ArticleSummary } from './article-types';
import { formatArticleDate } from './blog-dates';

/** An article in a list: cover, title (the link), summary and byline. */
export function ArticleCard({
  article,
  priority = false,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const image = siteImages[article.image];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      css={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        overflow: 'hidden',
        ...cardSurface,
        '&:focus-within': focusRing,
      }}
    >
      <Image
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        priority={priority}
        sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
        css={{ width: '100%', height: 'auto', aspectRatio: `${image.width} / ${image.height}` }}
      />
      <div css={{ display: 'flex', flexDirection: 'column', flex: 1, padding: space(5) }}>
        <p css={{ margin: 0, fontSize: '0.875rem', color: colors.muted }}>
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time> · {article.readingMinutes} min read
        </p>
        <Heading css={{ margin: `${space(2)} 0 0`, fontSize: '1.25rem', lineHeight: 1.3 }}>
          <Link
            to={`/blog/${article.slug}`}
            css={{
              color: colors.ink,
              textDecoration: 'none',
              outline: 'none',
              '&:hover': { color: colors.primary, textDecoration: 'underline' },
              // The whole card is the link's target area.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {article.title}
          </Link>
        </Heading>
        <p css={{ margin: `${space(2)} 0 0`, color: colors.muted, lineHeight: 1.6, flex: 1 }}>{article.summary}</p>
        <p css={{ margin: `${space(4)} 0 0`, fontSize: '0.9375rem', color: colors.ink, fontWeight: 600 }}>
          {article.author}
        </p>
      </div>
    </article>
  );
}
