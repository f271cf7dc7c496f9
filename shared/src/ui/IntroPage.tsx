import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';
import { usePageMeta } from './page-meta';

interface IntroPageProps {
  title: string;
  purpose: string;
  children?: ReactNode;
}

/** A page that is its title and purpose (plus optional content), with its document title set. */
export function IntroPage({ title, purpose, children }: IntroPageProps) {
  usePageMeta({ title, description: purpose });
  return (
    <PageIntro title={title} purpose={purpose}>
      {children}
    </PageIntro>
  );
}
