// An article's text: its own chunk (generated/articles/<slug>.ts), with an outline of its sections.
// Links to our own pages inside the generated HTML move within the app instead of reloading it.
import { colors, radii, space } from '@tailwise/shared';
import { lazy, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { longText } from '../layout/styles';
import type { ArticleBody as Body } from './article-types';
import { articleLoaders } from './generated/article-loaders';

const outlineStyle = {
  margin: `${space(8)} 0`,
  padding: space(5),
  maxWidth: '44rem',
  borderRadius: radii.md,
  background: colors.primarySoft,
} as const;

function isPlainLeftClick(event: MouseEvent) {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
}

function ArticleText({ body }: { body: Body }) {
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
      <nav aria-labelledby="outline-title" css={outlineStyle}>
        <h2 id="outline-title" css={{ margin: 0, fontSize: '1rem', color: colors.ink }}>
          In this article
        </h2>
        <ol css={{ margin: `${space(3)} 0 0`, paddingLeft: space(5), lineHeight: 1.8 }}>
          {body.headings.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`}>{heading.text}</a>
            </li>
          ))}
        </ol>
      </nav>
      {/* Rendered at build time from our own Markdown, with raw HTML turned off. */}
      <div css={longText} onClick={followInApp} dangerouslySetInnerHTML={{ __html: body.html }} />
    </>
  );
}

const components = new Map<string, ComponentType>();

/** The article's text as a lazy component (one per slug, so it keeps its identity), or null for an unknown slug. */
export function articleText(slug: string): ComponentType | null {
  const load = articleLoaders[slug];
  if (!load) return null;
  let component = components.get(slug);
  if (!component) {
    component = lazy(() => load().then((body) => ({ default: () => <ArticleText body={body} /> })));
    components.set(slug, component);
  }
  return component;
}
