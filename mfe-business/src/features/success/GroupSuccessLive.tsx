// The group's data for its benefits page: GET /groups/{id} and its promo (204: none), loaded in the
// browser; until both answer, the page is the skeleton it was prerendered as.
import { ApiError, NotFound } from '@tailwise/shared';
import { useGroup, useGroupPromo } from '@tailwise/shared/queries';
import { groupSuccess } from './group-success-model';
import { GroupSuccessFrame } from './GroupSuccessFrame';

export default function GroupSuccessLive({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  const promo = useGroupPromo(groupId);
  if (group.error instanceof ApiError && group.error.status === 404) return <NotFound />;
  if (group.isError) return <GroupSuccessFrame failed />;
  if (!group.data || promo.isPending) return <GroupSuccessFrame />;
  // A promo that failed to load shows as none: the page is still right about everything else.
  return <GroupSuccessFrame success={groupSuccess(group.data, promo.data ?? null)} />;
}
