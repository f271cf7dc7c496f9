// Which state a ZIP code is in, by its first three digits (USPS sectional centers): one table for the API,
// which prices and checks addresses by it, and the front end, which says "This ZIP code is in NY" next to the
// field before checkout does. Military (AA/AE/AP) and territory prefixes map to null: we sell in the 50
// states and DC only.
import type { UsState } from './common';

/** Inclusive ZIP3 ranges; later entries override earlier ones (for the odd prefixes inside a range). */
const ZIP3_RANGES: ReadonlyArray<readonly [number, number, UsState]> = [
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 59, 'VT'],
  [55, 55, 'MA'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [202, 205, 'DC'],
  [201, 201, 'VA'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [398, 399, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 749, 'OK'],
  [733, 733, 'TX'],
  [750, 799, 'TX'],
  [885, 885, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

const ZIP3_TO_STATE: ReadonlyArray<UsState | null> = (() => {
  const table: Array<UsState | null> = new Array(1000).fill(null);
  for (const [from, to, state] of ZIP3_RANGES) for (let p = from; p <= to; p += 1) table[p] = state;
  return table;
})();

/** The state a 5-digit ZIP code is in, or null when we do not sell there (or it is not a ZIP). */
export function stateForZip(zipCode: string): UsState | null {
  const zip = zipCode.trim();
  if (!/^\d{5}$/.test(zip)) return null;
  return ZIP3_TO_STATE[Number(zip.slice(0, 3))] ?? null;
}
