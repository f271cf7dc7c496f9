// Shell work with nothing to show: landing attribution and analytics page views. Its code loads once
// the route has rendered, so it never delays the first render.
import { QueryScope } from '@tailwise/shared';
import { AttributionCapture } from '../features/attribution/AttributionCapture';
import { PageViewTracker } from '../features/analytics/page-views';

export default function ShellBackground() {
  return (
    <>
      <QueryScope>
        <AttributionCapture />
      </QueryScope>
      <PageViewTracker />
    </>
  );
}
