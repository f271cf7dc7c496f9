// The one clock billing, reminders and cover dates read. Outside production it can be moved (POST /dev/clock,
// `jobs --as-of`), so a month of billing runs in seconds; the offset lives in the database so the API and every
// worker process agree on what day it is. Production refuses to move it.
import { sql } from 'kysely';
import type { Db } from './db/client';

export interface Clock {
  /** What the product takes as now: real time plus the offset (always real time in production). */
  now(): Promise<Date>;
  /** Today as an ISO day (UTC). */
  today(): Promise<string>;
  offsetMs(): Promise<number>;
  /** Outside production only: sets the offset from real time. */
  setOffset(offsetMs: number): Promise<void>;
}

export class ClockRefusedError extends Error {
  constructor() {
    super('The clock cannot be moved in production');
    this.name = 'ClockRefusedError';
  }
}

export const isoDayOf = (date: Date) => date.toISOString().slice(0, 10);

/** `production`: the clock is real time and never reads or writes the offset. */
export function createClock(db: Db, options: { production: boolean }): Clock {
  const offsetMs = async () => {
    if (options.production) return 0;
    const { rows } = await sql<{ offset_ms: number | string }>`select offset_ms from app_clock where id = 1`.execute(
      db,
    );
    return Number(rows[0]?.offset_ms ?? 0);
  };
  const now = async () => new Date(Date.now() + (await offsetMs()));
  return {
    now,
    today: async () => isoDayOf(await now()),
    offsetMs,
    async setOffset(ms: number) {
      if (options.production) throw new ClockRefusedError();
      await sql`update app_clock set offset_ms = ${Math.round(ms)}, updated_at = now() where id = 1`.execute(db);
    },
  };
}

/** A clock fixed at one instant (tests of pure rules, and `jobs --as-of`). */
export function fixedClock(at: Date): Clock {
  return {
    now: async () => at,
    today: async () => isoDayOf(at),
    offsetMs: async () => at.getTime() - Date.now(),
    setOffset: async () => {
      throw new ClockRefusedError();
    },
  };
}
