import { useEffect } from 'react';
import { BRAND_NAME } from '../brand/brand';

export interface PageMeta {
  title: string;
  description?: string;
}

export const fullTitle = (title: string) => (title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`);

/** Sets the document title and meta description for the current page. */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
