import { lazy } from 'react';

/** The 404 content, loaded when first needed: most visits never show it. Render inside <Suspense>. */
export const NotFound = lazy(() => import('./NotFound').then((m) => ({ default: m.NotFound })));
