// Where the profile's Claim payouts section is, for links from a claim waiting to be paid (and the API's emails).
import { dashboardPaths } from '@tailwise/shared';

export const PAYOUTS_ANCHOR = 'payouts';
export const payoutSettingsPath = `${dashboardPaths.profile}#${PAYOUTS_ANCHOR}`;
