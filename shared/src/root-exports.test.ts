// The root of @tailwise/shared is a platform release: at run time every remote gets the shell's copy, so a remote
// built against a root with an export the live shell's lacks would call what is not there. The release gate sees
// only the package's version (remotes require ^<version>), so every change to the root's exports comes with a new
// minor version, and the gate then refuses such a remote until the shell is released. This test holds the two
// together: the root's exports are recorded in root-exports.json under the version that introduced them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as root from './index';

const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', file), 'utf8'));

describe('the root of @tailwise/shared', () => {
  it('has exactly the exports recorded for its version: a change to them needs a new minor version', () => {
    const { version } = read('package.json') as { version: string };
    const recorded = read('root-exports.json') as { version: string; exports: string[] };
    const now = Object.keys(root).sort();
    const added = now.filter((name) => !recorded.exports.includes(name));
    const removed = recorded.exports.filter((name) => !now.includes(name));
    expect({ added, removed }).toEqual({ added: [], removed: [] });
    expect(recorded.version).toBe(version);
  });
});
