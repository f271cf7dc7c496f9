// A signed-in member of an employer group (a GROUP payment provider in the wallet, spec §6) sees their
// group's promo and that they pay per paycheck, with the way back into their benefits.
import { ButtonLink, useAuth } from '@tailwise/shared';
import { memberGroupIds } from '@tailwise/shared/enrollment';
import { useGroup, useGroupPromo, useMe } from '@tailwise/shared/queries';
import { onboardPath } from './ProveAndClaim';
import { mutedStyle, panelStyle, panelTitleStyle } from './enroll-styles';

export function MemberBenefits() {
  const auth = useAuth();
  const me = useMe();
  if (auth.status !== 'signed-in') return null;
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
