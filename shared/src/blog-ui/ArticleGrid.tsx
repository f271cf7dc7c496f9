// @tailwise/shared/blog-ui/grid: the list a blog's article cards sit in, the same in every blog.
import type { ReactNode } from 'react';
import { grid, plainList } from '../layout/styles';

/** The list of article cards: one column on phones, two from 768 px, three from 1024 px. */
export function ArticleGrid({ children }: { children: ReactNode }) {
  return <ul css={{ ...plainList, ...grid(2, 3) }}>{children}</ul>;
}
