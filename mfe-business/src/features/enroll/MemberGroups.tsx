// The signed-in member's employer groups (a GROUP payment provider in the wallet, spec §6), each with its
// promo and the way back into their benefits. Its own chunk, loaded inside MemberBenefits' QueryScope only
// for a signed-in visitor, so a first-time visitor's /enroll never loads React Query for it.
import { ButtonLink } from '@tailwise/shared';
import { memberGroupIds } from '@tailwise/shared/enrollment';
import { useGroup, useGroupPromo, useMe } from '@tailwise/shared/queries';
import { onboardPath } from './enroll-paths';
import { mutedStyle, panelStyle, panelTitleStyle } from './enroll-styles';

export default function MemberGroups() {
  const me = useMe();
  const groupIds = memberGroupIds(me.data);
  if (groupIds.length === 0) return null;
  return (
    <>
      {groupIds.map((id) => (
        <MemberGroup key={id} groupId={id} />
      ))}
    </>
  );
}

function MemberGroup({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  const promo = useGroupPromo(groupId);
  if (!group.data) return null;
  return (
    <section css={panelStyle} aria-labelledby={`member-${groupId}`}>
      <h2 id={`member-${groupId}`} css={panelTitleStyle}>
        You’re enrolled through {group.data.name}
      </h2>
      <p css={mutedStyle}>
        {group.data.payrollDeduction
          ? 'Your premium comes out of your paycheck, and prices show per paycheck as well as per month.'
          : 'Your employer’s benefits apply to every plan you choose.'}
        {promo.data &&
          ` Your ${promo.data.promoCode.percentOff}% employer discount (${promo.data.promoCode.code}) is applied.`}
      </p>
      {promo.isError && <p css={mutedStyle}>{promo.error.message}</p>}
      <div>
        <ButtonLink to={onboardPath(groupId)}>Add or change pet benefits</ButtonLink>
      </div>
    </section>
  );
}
