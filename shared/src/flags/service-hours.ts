// Customer-service hours, kept in America/New_York: Remote Config's JSON, the open-now check and the
// display text, and the support phone Remote Config may replace. Imported as @tailwise/shared/service-hours by
// the pages that need it, not shared.

import type { ServiceHours } from './flag-defaults';

export const SERVICE_TIME_ZONE = 'America/New_York';
// Types only: a value re-exported from flag-defaults (in the shared root) would copy it into every chunk that
// shows the hours, checkout's first among them.
export type { ServiceHours, ServiceWindow } from './flag-defaults';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Accepts Remote Config's JSON only if every window is well formed; otherwise null. */
export function parseServiceHours(value: unknown): ServiceHours | null {
  let data = value;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(data) || data.length === 0) return null;
  const windows: ServiceHours = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) return null;
    const { days, open, close } = item as Record<string, unknown>;
    if (!Array.isArray(days) || days.length === 0 || !days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6))
      return null;
    if (typeof open !== 'string' || typeof close !== 'string' || !TIME.test(open) || !TIME.test(close)) return null;
    if (toMinutes(open) >= toMinutes(close)) return null;
    windows.push({ days: days as number[], open, close });
  }
  return windows;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Weekday (0-6) and minutes since midnight of an instant, in New York. */
export function newYorkClock(now: Date): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SERVICE_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

export function formatTime(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const h24 = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h24 < 12 ? 'AM' : 'PM'}`;
}

export interface ServiceStatus {
  isOpen: boolean;
  /** e.g. "Open now until 6 PM ET" or "Closed, opens Monday at 9 AM ET". */
  label: string;
}

/** Whether customer service is open at `now`, and when it closes or next opens. */
export function serviceStatus(hours: ServiceHours, now: Date): ServiceStatus {
  const { day, minutes } = newYorkClock(now);
  for (const w of hours) {
    if (w.days.includes(day) && minutes >= toMinutes(w.open) && minutes < toMinutes(w.close)) {
      return { isOpen: true, label: `Open now until ${formatTime(w.close)} ET` };
    }
  }
  // The next opening: later today, else the soonest of the following seven days.
  for (let offset = 0; offset <= 7; offset++) {
    const d = (day + offset) % 7;
    const opens = hours
      .filter((w) => w.days.includes(d) && (offset > 0 || toMinutes(w.open) > minutes))
      .map((w) => w.open)
      .sort((a, b) => toMinutes(a) - toMinutes(b))[0];
    if (opens) {
      const when = offset === 0 ? 'today' : offset === 1 ? 'tomorrow' : DAY_NAMES[d];
      return { isOpen: false, label: `Closed, opens ${when} at ${formatTime(opens)} ET` };
    }
  }
  return { isOpen: false, label: 'Closed' };
}

/** "Monday–Friday: 9 AM – 6 PM ET" lines for display. */
export function describeServiceHours(hours: ServiceHours): string[] {
  return hours.map((w) => {
    const sorted = [...w.days].sort();
    const contiguous = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
    const days =
      sorted.length === 1
        ? DAY_NAMES[sorted[0]!]
        : contiguous
          ? `${DAY_NAMES[sorted[0]!]}–${DAY_NAMES[sorted[sorted.length - 1]!]}`
          : sorted.map((d) => DAY_NAMES[d]).join(', ');
    return `${days}: ${formatTime(w.open)} – ${formatTime(w.close)} ET`;
  });
}

/** Remote Config's "supportPhone": a phone number as written to people, or null when it is not one. */
export function parseSupportPhone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const phone = value.trim();
  return /^\+?[\d\s().-]{7,20}$/.test(phone) && /\d{7,}/.test(phone.replace(/\D/g, '')) ? phone : null;
}
