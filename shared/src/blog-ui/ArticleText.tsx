// @tailwise/shared/blog-ui/article-text: an article's text on its page, an outline of its sections and
// then the HTML in prose styles. Links to our own pages inside the HTML move within the app instead of reloading it.
import type { CSSObject } from '@emotion/react';
import { colors, radii, space } from '@tailwise/shared';
import { lazy, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ArticleText as ArticleTextData, ArticleTextLoader } from './article-loading';

const outlineStyle = {
  margin: `${space(8)} 0`,
  padding: space(5),
  borderRadius: radii.md,
  background: colors.primarySoft,
  maxWidth: '44rem',
} as const;

function isPlainLeftClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

function ArticleContent({ text, proseStyle }: { text: ArticleTextData; proseStyle: CSSObject }) {
  const navigate = useNavigate();
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || link.target || !href.startsWith('/') || href.startsWith('//') || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <>
      {text.headings.length > 2 && (
        <nav aria-labelledby="toc-title" css={outlineStyle}>
          <h2 id="toc-title" css={{ margin: 0, fontSize: '1rem', color: colors.ink }}>
            In this article
          </h2>
          <ol css={{ margin: `${space(3)} 0 0`, paddingLeft: space(5), lineHeight: 1.8 }}>
            {text.headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* The HTML was rendered from our own Markdown at build time, with raw HTML disabled. */}
      <div css={proseStyle} onClick={followInApp} dangerouslySetInnerHTML={{ __html: text.html }} />
    </>
  );
}

/**
 * A blog's article texts as components, one per slug (so each keeps its identity): a text already
 * loaded renders at once, any other loads with the page (React.lazy). Null for an unknown slug. The prose
 * style is the blog's own (usually @tailwise/shared/layout/prose), so a blog that styles its text otherwise
 * does not bundle it.
 */
export function articleTextComponents(
  loader: ArticleTextLoader,
  proseStyle: CSSObject,
): (slug: string) => ComponentType | null {
  const components = new Map<string, ComponentType>();
  return (slug) => {
    let component = components.get(slug);
    if (component) return component;
    const loaded = loader.loaded.get(slug);
    if (loaded) {
      component = function LoadedArticle() {
        return <ArticleContent text={loaded} proseStyle={proseStyle} />;
      };
    } else {
      const loading = loader.load(slug);
      if (!loading) return null;
      component = lazy(() =>
        loading.then((text) => ({ default: () => <ArticleContent text={text} proseStyle={proseStyle} /> })),
      );
    }
    components.set(slug, component);
    return component;
  };
}
