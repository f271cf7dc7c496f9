// @tailwise/shared/blog-ui/card: an article in a list: cover, dateline, title (the link, whose target
// is the whole card), summary and author.
import { colors, focusRing, Image, space } from '@tailwise/shared';
import { Link } from 'react-router-dom';
import { cardSurface } from '../layout/card';
import { ArticleDateline, type ArticleCredit, type FormatArticleDate } from './Byline';

export interface ArticleCardArticle extends ArticleCredit {
  title: string;
  summary: string;
}

interface ArticleCardProps {
  article: ArticleCardArticle;
  href: string;
  cover: { src: string; width: number; height: number };
  formatDate: FormatArticleDate;
  priority?: boolean;
  headingLevel?: 2 | 3;
}

export function ArticleCard({
  article,
  href,
  cover,
  formatDate,
  priority = false,
  headingLevel = 2,
}: ArticleCardProps) {
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
        src={cover.src}
        width={cover.width}
        height={cover.height}
        alt=""
        priority={priority}
        sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
        css={{ width: '100%', height: 'auto', aspectRatio: `${cover.width} / ${cover.height}` }}
      />
      <div css={{ display: 'flex', flexDirection: 'column', flex: 1, padding: space(5) }}>
        <p css={{ margin: 0, fontSize: '0.875rem', color: colors.muted }}>
          <ArticleDateline article={article} formatDate={formatDate} />
        </p>
        <Heading css={{ margin: `${space(2)} 0 0`, fontSize: '1.25rem', lineHeight: 1.3 }}>
          <Link
            to={href}
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
