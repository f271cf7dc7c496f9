import { colors, radii, space } from '@tailwise/shared';
import { prose } from '@tailwise/shared/layout';
import { lazy, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ArticleBody as ArticleBodyData } from './article-types';
import { loadArticleBody, loadedArticleBodies } from './article-preload';

function ArticleContent({ body }: { body: ArticleBodyData }) {
  const navigate = useNavigate();
  // Links inside the article's HTML to our own pages navigate in the app instead of reloading it.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <>
      {body.headings.length > 2 && (
        <nav
          aria-labelledby="toc-title"
          css={{
            margin: `${space(8)} 0`,
            padding: space(5),
            borderRadius: radii.md,
            background: colors.primarySoft,
            maxWidth: '44rem',
          }}
        >
          <h2 id="toc-title" css={{ margin: 0, fontSize: '1rem', color: colors.ink }}>
            In this article
          </h2>
          <ol css={{ margin: `${space(3)} 0 0`, paddingLeft: space(5), lineHeight: 1.8 }}>
            {body.headings.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* The HTML was rendered from our own Markdown at build time, with raw HTML disabled. */}
      <div css={prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: body.html }} />
    </>
  );
}

const cache = new Map<string, ComponentType>();

/**
 * The article's text as a component: its chunk loads with the page (React.lazy), or, when it was
 * preloaded (preloadMarketingPage), it renders at once. Null for an unknown slug.
 */
export function articleBodyComponent(slug: string): ComponentType | null {
  let component = cache.get(slug);
  if (component) return component;
  const loaded = loadedArticleBodies.get(slug);
  if (loaded) {
    component = function LoadedArticle() {
      return <ArticleContent body={loaded} />;
    };
  } else {
    const loading = loadArticleBody(slug);
    if (!loading) return null;
    component = lazy(() => loading.then((body) => ({ default: () => <ArticleContent body={body} /> })));
  }
  cache.set(slug, component);
  return component;
}
