// /dashboard/refer: the customer's referral link (ri, rt, rpc) to copy or share, what a friend gets, how
// many friends joined, and the rewards earned, paid and still pending.
import { Button, colors, mq, radii, space, useSnackbar } from '@tailwise/shared';
import { FREE_LOOK_DAYS, type Referrals } from '@tailwise/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { formatCents, formatIsoDate } from '@tailwise/shared/format';
import { ErrorNote } from '../common/ErrorNote';
import { LoadingNote, SkeletonBlock } from '../common/Skeleton';
import { Card, DashboardLayout, sectionHeadingStyle } from '../layout';
import { useReferrals } from './api/referrals';
import { canShare, copyText, referralLink } from './share-link';

const columns = {
  display: 'grid',
  gap: space(6),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
} as const;

const linkRow = {
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'center' },
} as const;

const linkInput = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 48,
  padding: space(3),
  border: `2px solid ${colors.muted}`,
  borderRadius: radii.sm,
  background: colors.canvas,
  color: colors.ink,
  fontFamily: 'ui-monospace, monospace',
  fontSize: '0.9375rem',
} as const;

const statsStyle = {
  display: 'grid',
  gap: space(3),
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  margin: 0,
  '& > div': { padding: space(4), borderRadius: radii.md, background: colors.primarySoft },
  dt: { color: colors.ink, fontSize: '0.9375rem' },
  dd: { margin: `${space(1)} 0 0`, fontSize: '1.75rem', fontWeight: 700, color: colors.ink },
} as const;

function ShareCard({ referrals }: { referrals: Referrals }) {
  const link = referralLink(referrals);
  const input = useRef<HTMLInputElement>(null);
  const snackbar = useSnackbar();
  // Only after mount: the share sheet exists on phones and some desktop browsers, not all.
  const [shareable, setShareable] = useState(false);
  useEffect(() => setShareable(canShare()), []);

  const copy = async () => {
    const copied = await copyText(link, input.current);
    snackbar.show(copied ? 'Link copied. Paste it anywhere to share.' : 'Select the link and copy it to share.', {
      tone: copied ? 'success' : 'info',
    });
  };

  const share = async () => {
    try {
      await navigator.share({
        title: 'Tailwise pet insurance',
        text: `Get ${referrals.percentOff}% off pet insurance at Tailwise with my code ${referrals.rpc}.`,
        url: link,
      });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        snackbar.show('Sharing did not work here. Copy the link instead.', { tone: 'error' });
      }
    }
  };

  return (
    <Card aria-labelledby="share-title">
      <h2 id="share-title" css={sectionHeadingStyle}>
        Your link
      </h2>
      <p css={{ margin: `0 0 ${space(4)}`, color: colors.ink, lineHeight: 1.6 }}>
        Friends who buy through your link get <strong>{referrals.percentOff}% off</strong> with the code{' '}
        <strong>{referrals.rpc}</strong>, and you earn{' '}
        {referrals.rewardPerFriendCents === undefined ? (
          'a reward'
        ) : (
          <strong>{formatCents(referrals.rewardPerFriendCents, { whole: true })}</strong>
        )}{' '}
        for each friend who joins, once their {FREE_LOOK_DAYS}-day free look has passed.
      </p>
      <label htmlFor="referral-link" css={{ display: 'block', fontWeight: 700, marginBottom: space(2) }}>
        Referral link
      </label>
      <div css={linkRow}>
        <input
          id="referral-link"
          ref={input}
          readOnly
          value={link}
          css={linkInput}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()}>Copy link</Button>
        {shareable && (
          <Button variant="secondary" onClick={() => void share()}>
            Share
          </Button>
        )}
      </div>
    </Card>
  );
}

/** A reward is earned only after the friend's free look; one cancelled inside it never is. */
function rewardLabel(reward: Referrals['rewards'][number]): string {
  if (reward.status === 'PAID') return 'Paid';
  if (reward.status === 'VOID') return 'Not earned: cancelled in the free look';
  if (reward.status === 'PENDING') {
    return reward.freeLookEndsOn ? `Earned after ${formatIsoDate(reward.freeLookEndsOn)}` : 'Waiting for the free look';
  }
  return 'Pending';
}

function RewardsCard({ referrals }: { referrals: Referrals }) {
  const pending = referrals.rewards.filter((r) => r.status === 'EARNED').reduce((sum, r) => sum + r.amountCents, 0);
  return (
    <Card aria-labelledby="rewards-title">
      <h2 id="rewards-title" css={sectionHeadingStyle}>
        Your rewards
      </h2>
      <dl css={statsStyle}>
        <div>
          <dt>Friends joined</dt>
          <dd data-testid="signups">{referrals.signups}</dd>
        </div>
        <div>
          <dt>Rewards earned</dt>
          <dd data-testid="earned">{formatCents(referrals.rewardsEarnedCents, { whole: true })}</dd>
        </div>
        <div>
          <dt>Pending payout</dt>
          <dd data-testid="pending">{formatCents(pending, { whole: true })}</dd>
        </div>
      </dl>
      {referrals.rewards.length === 0 ? (
        <p css={{ margin: `${space(4)} 0 0`, color: colors.muted }}>
          No rewards yet. Share your link: rewards show here as friends join.
        </p>
      ) : (
        <ul css={{ listStyle: 'none', margin: `${space(4)} 0 0`, padding: 0, display: 'grid', gap: space(2) }}>
          {referrals.rewards.map((reward) => (
            <li
              key={reward.uuid}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                gap: space(2),
                paddingBlock: space(2),
                borderBottom: `1px solid ${colors.border}`,
              }}
            >
              <span>
                <strong>{formatCents(reward.amountCents, { whole: true })}</strong>{' '}
                <span css={{ color: colors.muted }}>{formatIsoDate(reward.createdAt.slice(0, 10))}</span>
              </span>
              <span css={{ fontWeight: 600, color: reward.status === 'PAID' ? colors.success : colors.ink }}>
                {rewardLabel(reward)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export default function ReferPage() {
  const referrals = useReferrals();
  return (
    <DashboardLayout title="Refer a friend" lead="Share your link: your friends save, and you earn a reward.">
      {referrals.isPending ? (
        <div css={columns}>
          <LoadingNote>Loading your referral link</LoadingNote>
          <SkeletonBlock height="15rem" />
          <SkeletonBlock height="15rem" />
        </div>
      ) : referrals.isError ? (
        <ErrorNote message="We could not load your referral link just now." onRetry={() => void referrals.refetch()} />
      ) : (
        <div css={columns}>
          <ShareCard referrals={referrals.data} />
          <RewardsCard referrals={referrals.data} />
        </div>
      )}
    </DashboardLayout>
  );
}
