// Spec §3's keys each do what their name says, or the README's key table says they are deliberately unused
// and why: a key nobody reads or writes, or one put to another use, is caught here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storageKeys } from './storage-keys';

const root = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-marketing', 'mfe-quiz', 'mfe-dashboard', 'mfe-business', 'mfe-ops', 'shared'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const code = APPS.flatMap((app) => sources(path.join(root, app, 'src')))
  .filter((file) => !file.endsWith(path.join('storage', 'storage-keys.ts')))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** The README's key table: each key's row, by its stored name. */
function readmeRows(): Map<string, string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split('### Client storage keys')[1]?.split(/\n#{2,3} /)[0] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const m = /^\| `(tailwise\.[A-Za-z]+)` \|(.*)\|$/.exec(line);
    if (m) rows.set(m[1]!, m[2]!);
  }
  return rows;
}

describe('storage keys in use', () => {
  const rows = readmeRows();
  const names = Object.keys(storageKeys) as Array<keyof typeof storageKeys>;

  it('are each listed in the README key table', () => {
    expect([...rows.keys()].sort()).toEqual(names.map((n) => storageKeys[n].key).sort());
  });

  it.each(names)('%s is read or written by the product, or marked deliberately unused with a reason', (name) => {
    const used = new RegExp(`storageKeys\\.${name}\\b`).test(code);
    const row = rows.get(storageKeys[name].key) ?? '';
    const unused = /Deliberately unused: \S.{10,}/.test(row);
    expect({ name, used, unused }).toEqual({ name, used: !unused, unused: !used });
  });

  it('keep the saved-quote link marker apart from the rehydration method', () => {
    expect(code).not.toMatch(/storageKeys\.rehydrationMethod\b/);
    expect(code).toMatch(/storageKeys\.restoredLeadLink\b/);
  });
});
