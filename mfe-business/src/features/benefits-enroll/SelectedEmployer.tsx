// The chosen employer's name on /benefits/enroll (GET /groups/{id}): a chunk of its own, in a scope that loads
// React Query after the page's first render; the id stands in until the name is there.
import { useGroup } from '@tailwise/shared/queries';

export default function SelectedEmployer({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  return <span>{group.data?.name ?? groupId}</span>;
}
