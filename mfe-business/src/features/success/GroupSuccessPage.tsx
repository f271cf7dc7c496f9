// /business/:groupId/success: an employer group's pet benefits page, from the group's own data (name,
// logo, products, promo, whether enrollment is open). Prerendered as a skeleton of the same size as the
// page (no data at build time), which the group's data fills in place: nothing moves when it arrives.
import { NotFound, QueryScope, usePageMeta } from '@tailwise/shared';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { businessMeta } from '../layout/page-meta';
import { GroupSuccessFrame } from './GroupSuccessFrame';

const GroupSuccessLive = lazy(() => import(/* webpackChunkName: "group-success-live" */ './GroupSuccessLive'));

const VALID_ID = /^[a-z0-9-]{1,64}$/;

export default function GroupSuccessPage() {
  const { groupId = '' } = useParams();
  usePageMeta(businessMeta.success);
  if (!VALID_ID.test(groupId)) return <NotFound />;
  const skeleton = <GroupSuccessFrame />;
  return (
    <QueryScope fallback={skeleton}>
      <Suspense fallback={skeleton}>
        <GroupSuccessLive groupId={groupId} />
      </Suspense>
    </QueryScope>
  );
}
