// The README's release commands, run the way an operator runs them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fakeBuild, tempStore } from '../gateway/src/release/test-builds';

const root = path.resolve(__dirname, '..');
const npm = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('npm run release / rollback / releases', () => {
  it('release one remote, list it, roll it back', () => {
    const store = tempStore();
    const entry = (v: string) => `/* ${v} */ ${'x'.repeat(600)}`;
    expect(
      npm(
        'release',
        '--',
        'mfe-quiz',
        '--dist',
        fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }),
        '--store',
        store,
      ),
    ).toContain('released mfe-quiz 1.0.0; was none');
    expect(
      npm(
        'release',
        '--',
        'quiz',
        '--dist',
        fakeBuild('mfe-quiz', '1.1.0', { 'remoteEntry.js': entry('2') }),
        '--store',
        store,
      ),
    ).toContain('released mfe-quiz 1.1.0; was 1.0.0');
    expect(npm('releases', '--', '--store', store)).toMatch(/mfe-quiz\s+live 1\.1\.0\s+available: 1\.0\.0, 1\.1\.0/);
    expect(npm('rollback', '--', 'mfe-quiz', '--store', store)).toContain('rolled back mfe-quiz from 1.1.0 to 1.0.0');
    expect(npm('releases', '--', '--store', store)).toMatch(/mfe-quiz\s+live 1\.0\.0/);
  }, 60_000);
});
