import { NotFound } from '@tailwise/shared';

/** /404: the shared friendly page with its dog illustration (it sets its own title). */
export default function NotFoundPage() {
  return <NotFound />;
}
