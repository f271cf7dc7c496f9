import { defaultServiceHours } from './flag-defaults';
import {
  describeServiceHours,
  newYorkClock,
  parseServiceHours,
  parseSupportPhone,
  serviceStatus,
} from './service-hours';

// Instants given in UTC; New York is UTC-5 in winter (EST) and UTC-4 in summer (EDT).
const at = (iso: string) => new Date(iso);

describe('serviceStatus in America/New_York', () => {
  it.each([
    ['2026-11-23T13:59:00Z', false, 'Closed, opens today at 9 AM ET'], // Monday 8:59 EST
    ['2026-11-23T14:00:00Z', true, 'Open now until 6 PM ET'], // Monday 9:00 EST
    ['2026-11-23T22:59:00Z', true, 'Open now until 6 PM ET'], // Monday 17:59
    ['2026-11-23T23:00:00Z', false, 'Closed, opens tomorrow at 9 AM ET'], // Monday 18:00
    ['2026-11-28T00:30:00Z', false, 'Closed, opens tomorrow at 11 AM ET'], // Friday 19:30 EST (already Saturday in UTC)
    ['2026-11-28T16:00:00Z', true, 'Open now until 7:30 PM ET'], // Saturday 11:00
    ['2026-11-29T00:29:00Z', true, 'Open now until 7:30 PM ET'], // Saturday 19:29
    ['2026-11-29T00:30:00Z', false, 'Closed, opens Monday at 9 AM ET'], // Saturday 19:30
    ['2026-11-29T17:00:00Z', false, 'Closed, opens tomorrow at 9 AM ET'], // Sunday noon
    ['2026-07-06T13:00:00Z', true, 'Open now until 6 PM ET'], // Monday 9:00 EDT (summer time)
    ['2026-07-06T12:59:00Z', false, 'Closed, opens today at 9 AM ET'], // Monday 8:59 EDT
  ])('%s → open %s: %s', (iso, isOpen, label) => {
    expect(serviceStatus(defaultServiceHours, at(iso))).toEqual({ isOpen, label });
  });

  it('reads the New York weekday and time, not the machine’s', () => {
    expect(newYorkClock(at('2026-11-23T03:30:00Z'))).toEqual({ day: 0, minutes: 22 * 60 + 30 }); // Sunday 22:30 EST
  });

  it('uses hours from Remote Config when they parse', () => {
    const hours = parseServiceHours('[{"days":[0],"open":"10:00","close":"12:00"}]')!;
    expect(serviceStatus(hours, at('2026-11-29T15:30:00Z'))).toEqual({
      isOpen: true,
      label: 'Open now until 12 PM ET',
    });
    expect(serviceStatus(hours, at('2026-11-23T15:30:00Z'))).toEqual({
      isOpen: false,
      label: 'Closed, opens Sunday at 10 AM ET',
    });
  });

  it.each([
    'not json',
    '[]',
    '[{"days":[1],"open":"9:00","close":"18:00"}]',
    '[{"days":[7],"open":"09:00","close":"18:00"}]',
    '[{"days":[1],"open":"18:00","close":"09:00"}]',
    '{"days":[1]}',
  ])('rejects malformed hours %s', (value) => {
    expect(parseServiceHours(value)).toBeNull();
  });

  it('describes the default hours', () => {
    expect(describeServiceHours(defaultServiceHours)).toEqual([
      'Monday–Friday: 9 AM – 6 PM ET',
      'Saturday: 11 AM – 7:30 PM ET',
    ]);
  });
});

describe('parseSupportPhone', () => {
  it.each([
    ['1-888-555-0123', '1-888-555-0123'],
    ['  (888) 555-0123 ', '(888) 555-0123'],
    ['', null],
    ['call us', null],
    ['1-888-555-0123<script>', null],
    [42, null],
  ])('%p reads as %p', (raw, expected) => {
    expect(parseSupportPhone(raw)).toBe(expected);
  });
});
