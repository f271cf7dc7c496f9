// A mailed code's proof in progress, kept per group in session storage: a refresh, or a phone reloading the tab
// while the member reads their mail, comes back to the code step with the resend wait still running. Stateless
// (a key per group over the root's stored-state functions), so this bundled subpath adds nothing to the singleton.
import { readStored, removeStored, writeStored, type StorageKey } from '@tailwise/shared';
import { SEAT_CODE_RULES, type SeatCodeSent } from '@tailwise/shared/contract';
import { z } from 'zod';

/** Where the code went and its clock (epoch ms). Never the code itself: only the member's mail holds that. */
const PendingSeatProofSchema = z.object({
  groupId: z.string(),
  workEmail: z.string(),
  sentAt: z.number(),
  resendAt: z.number(),
  expiresAt: z.number(),
});
export type PendingSeatProof = z.infer<typeof PendingSeatProofSchema>;

/**
 * tailwise.seatProof.{groupId}, in the session (the tab that asked, and no longer than it lives). Its group is
 * "enrollment", not quiz or cart: the Unexpected Error screen's Reload keeps it, since the code still works and
 * the API would refuse a new one for the resend wait anyway; a stored value that is not a proof is ignored.
 */
export const pendingSeatProofKey = (groupId: string): StorageKey<unknown> => ({
  key: `tailwise.seatProof.${groupId}`,
  area: 'session',
  group: 'enrollment',
  defaultValue: null,
});

/** The proof waiting for its code, or null when there is none, it is another group's or its code has expired. */
export function readPendingSeatProof(groupId: string, now = Date.now()): PendingSeatProof | null {
  const key = pendingSeatProofKey(groupId);
  const stored = readStored(key);
  const parsed = PendingSeatProofSchema.safeParse(stored);
  if (parsed.success && parsed.data.groupId === groupId && parsed.data.expiresAt > now) return parsed.data;
  if (stored !== null) removeStored(key);
  return null;
}

export function savePendingSeatProof(proof: PendingSeatProof): void {
  writeStored(pendingSeatProofKey(proof.groupId), proof);
}

export function clearPendingSeatProof(groupId: string): void {
  removeStored(pendingSeatProofKey(groupId));
}

/** The proof for a code the API just sent. */
export function proofFromSent(groupId: string, sent: SeatCodeSent, now = Date.now()): PendingSeatProof {
  return {
    groupId,
    workEmail: sent.sentTo,
    sentAt: now,
    resendAt: now + sent.resendAfterSeconds * 1000,
    expiresAt: now + sent.expiresInSeconds * 1000,
  };
}

/**
 * The proof for a code sent moments ago that the API will not resend yet (429 SeatCodeResendWait): it went out
 * one full resend wait before the resend is allowed, and lasts the code's lifetime from then.
 */
export function proofFromWait(groupId: string, workEmail: string, resendAt: number): PendingSeatProof {
  const sentAt = resendAt - SEAT_CODE_RULES.resendWaitSeconds * 1000;
  return { groupId, workEmail, sentAt, resendAt, expiresAt: sentAt + SEAT_CODE_RULES.ttlMinutes * 60_000 };
}
