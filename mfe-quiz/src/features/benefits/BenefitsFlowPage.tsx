// /benefits/{groupId}/onboard: an employer's member gets pet benefits paid by payroll deduction. The
// group (GET /groups/{groupId}) names the employer; its promo (204 = none) applies to the price, which
// shows per paycheck as well as per month. Steps: pet, breed and age, ZIP, price; the email comes from
// the account at checkout. A signed-in member without the seat proves it here (@tailwise/shared/enrollment).
// The first question needs nothing of the group: it shows at once, under the group's banner as a same-size
// skeleton until the group arrives, and so the release prerenders it for every group's address.
import {
  Alert,
  colors,
  enrollmentPaths,
  fillPath,
  mq,
  NotFound,
  PageLoading,
  radii,
  readStored,
  space,
  storageKeys,
  useAuth,
  writeStored,
} from '@tailwise/shared';
import { holdsGroupSeat, SeatProofForm } from '@tailwise/shared/enrollment';
import { PAYCHECKS_PER_YEAR } from '@tailwise/shared/contract/paycheck';
import { useGroup, useGroupPromo, useMe } from '@tailwise/shared/queries';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { buildFlowContext, flowDefinitions } from '../flow/flow-definitions';
import { FlowStepper, type FlowScreen, type FlowScreens } from '../flow/FlowStepper';
import { questionScreens } from '../flow/steps/screens';
import { checkoutScreen } from '../checkout/screens';
import { priceScreen } from '../price/screens';

const def = flowDefinitions.BenefitsOnboardQuiz;

/** The pet's questions, the ZIP, the price per paycheck, checkout. */
const benefitsScreens: FlowScreens = {
  steps: { ...questionScreens, price: priceScreen },
  checkout: checkoutScreen,
};

/** On a phone the logo sits above the sentence, which then has the banner's whole width; beside it from 640 px. */
const groupBannerStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  [mq.sm]: { flexDirection: 'row', alignItems: 'center' },
  gap: space(3),
  padding: space(3),
  borderRadius: radii.md,
  background: colors.primarySoft,
  color: colors.ink,
} as const;
const pageStyle = { paddingBlock: space(10), paddingInline: space(4) } as const;
/**
 * The page's height with its first question on screen, at each width (measured from 320 px up). The
 * placeholder shown while the group loads keeps it, so the footer below does not move when the page arrives.
 * Min-height, so a taller step simply grows.
 */
const firstStepReserve = {
  minHeight: 765,
  '@media (min-width: 340px)': { minHeight: 735 },
  '@media (min-width: 400px)': { minHeight: 716 },
  '@media (min-width: 600px)': { minHeight: 691 },
  '@media (min-width: 768px)': { minHeight: 625 },
} as const;
/** Room for a logo of any usual shape, so the sentence beside it does not move when it loads. */
const LOGO = { width: 80, height: 32 } as const;
const logoSlotStyle = { ...LOGO, flexShrink: 0 } as const;
const logoStyle = { ...LOGO, objectFit: 'contain', objectPosition: 'left center' } as const;
/** Where a group has no logo, and before the group arrives. */
const logoBlankStyle = { ...LOGO, display: 'block', borderRadius: radii.sm, background: colors.border } as const;
/**
 * The banner's lines, kept from the skeleton on: the name, the sentence every group shares and the discount,
 * a line each from 400 px (four lines below, where the sentence may wrap), so a group name of any usual
 * length and its discount arrive without moving the question below. Each is its own short paragraph, so none
 * becomes the page's largest text when it arrives (the question's paint stays the largest contentful paint).
 */
const bannerTextStyle = {
  fontSize: '0.9375rem',
  minHeight: '6em',
  '@media (min-width: 400px)': { minHeight: '4.5em' },
} as const;
const groupNameStyle = { margin: 0, fontWeight: 700 } as const;
const bannerLineStyle = { margin: 0 } as const;

/** The banner's discount: one short line (the banner reserves one), applied once the seat is held. */
const discountLine = (percentOff: number, hasSeat: boolean) =>
  hasSeat ? `${percentOff}% employer discount included.` : `${percentOff}% off with a confirmed seat.`;

export function BenefitsFlowPage({ screen }: { screen: FlowScreen }) {
  const { groupId = '' } = useParams();
  const { search } = useLocation();
  const group = useGroup(groupId);
  const promo = useGroupPromo(groupId);
  const auth = useAuth();
  const me = useMe();
  // The claim refreshes /me/, which then shows the seat and removes the form: the page keeps the confirmation.
  const [seatClaimed, setSeatClaimed] = useState(false);

  // A member who already holds the seat (a GROUP provider in the wallet, spec §6) is not asked again.
  const hasSeat = holdsGroupSeat(me.data, groupId) || seatClaimed;
  // The group's referrer applies to this flow's purchase (the group partner outranks any other referrer,
  // spec §4). Its promo code applies once the member holds the seat: the API refuses an employer's code to
  // anyone else, so before that the price is quoted without it rather than shown refused.
  const promoData = promo.data;
  useEffect(() => {
    if (!promoData) return;
    if (hasSeat && readStored(storageKeys.promoCode) !== promoData.promoCode.code) {
      writeStored(storageKeys.promoCode, promoData.promoCode.code);
    }
    const referrer = { ri: promoData.ri, rt: promoData.rt, rpc: promoData.promoCode.code };
    if (JSON.stringify(readStored(storageKeys.referrerData)) !== JSON.stringify(referrer)) {
      writeStored(storageKeys.referrerData, referrer);
    }
  }, [promoData, hasSeat]);

  const groupName = group.data?.name;
  const ctx = useMemo(
    () =>
      buildFlowContext(def, {
        basePath: fillPath(def.flow.path, { groupId }),
        search,
        groupId,
        extra: { paychecksPerYear: PAYCHECKS_PER_YEAR.biweekly, ...(groupName ? { groupName } : {}) },
      }),
    [groupId, search, groupName],
  );

  if (!/^[a-z0-9-]{1,64}$/.test(groupId)) return <NotFound />;
  // The first question needs nothing of the group: it is asked while the group loads (and so prerendered, where
  // nothing is fetched), under the banner's skeleton. A later step waits for the group.
  const onFirstStep = screen.kind === 'step' && !screen.slug;
  if (group.isPending && !onFirstStep) {
    return (
      <div css={firstStepReserve}>
        <PageLoading label="Loading your employer’s benefits" />
      </div>
    );
  }
  if (group.isError) {
    return (
      <div css={pageStyle}>
        <Alert tone="error">
          We couldn’t find this employer’s benefits page. Check the link from your employer, or{' '}
          <a href={enrollmentPaths.benefitsEnroll}>find your employer</a>.
        </Alert>
      </div>
    );
  }
  const loaded = group.data;
  if (loaded && !loaded.enrollmentOpen) {
    return (
      <div css={pageStyle}>
        <Alert tone="info">
          Enrollment through {loaded.name} is closed right now. Your HR team can tell you when it opens.
        </Alert>
      </div>
    );
  }
  const banner = (
    <>
      <GroupBanner
        logoUrl={loaded?.logoUrl}
        name={loaded?.name}
        discount={promoData ? discountLine(promoData.promoCode.percentOff, hasSeat) : null}
      />
      {promo.isError && <Alert tone="error">{promo.error.message}</Alert>}
      {loaded &&
        (seatClaimed ? (
          <Alert tone="success">Your seat with {loaded.name} is confirmed.</Alert>
        ) : (
          auth.status === 'signed-in' &&
          me.data &&
          !hasSeat && <SeatProofForm app="quiz" group={loaded} onClaimed={() => setSeatClaimed(true)} />
        ))}
    </>
  );
  return (
    <div css={firstStepReserve}>
      <FlowStepper def={def} screens={benefitsScreens} ctx={ctx} screen={screen} banner={banner} />
    </div>
  );
}

/** The employer's logo, name and discount; without a group yet, the same box with the words every group shares. */
function GroupBanner({
  logoUrl = null,
  name = 'Your employer',
  discount,
}: {
  logoUrl?: string | null;
  name?: string;
  discount?: string | null;
}) {
  return (
    <div css={groupBannerStyle} data-group-banner="">
      <span css={logoSlotStyle}>
        {logoUrl ? (
          <img src={logoUrl} alt="" width={LOGO.width} height={LOGO.height} css={logoStyle} />
        ) : (
          <span aria-hidden="true" css={logoBlankStyle} />
        )}
      </span>
      <div css={bannerTextStyle}>
        <p css={groupNameStyle}>{name}</p>
        <p css={bannerLineStyle}>Pet benefits, paid from your paycheck.</p>
        {discount && <p css={bannerLineStyle}>{discount}</p>}
      </div>
    </div>
  );
}
