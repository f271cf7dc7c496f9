// Second releases of a remote for canary specs, made from its production build: the same files under another
// version, stamped where the build stamps its own (release.json, and the bundle whose RemoteRoot marks the pages
// it draws, which is what error reports and Web Vitals are counted against), and for a slow release a container
// that hands the shell its App module late, as a release that waits on something before it renders would.
import { appendFileSync, cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface ReleaseRecord {
  /** The container's global, e.g. tailwise_quiz. */
  name: string;
  version: string;
  entry: string;
}

/**
 * The remote's container, replaced by one that waits `holdBackMs` before each module it is asked for: the
 * shell keeps its loading placeholder on screen that much longer, and the page's content (and with it the
 * footer, which joins once the route has rendered) is painted that much later.
 */
export function holdBackContainer(globalName: string, holdBackMs: number): string {
  return `
;${globalName} = (function (container) {
  return {
    init: function () { return container.init.apply(container, arguments); },
    get: function () {
      var args = arguments;
      return new Promise(function (resolve) { setTimeout(resolve, ${holdBackMs}); }).then(function () {
        return container.get.apply(container, args);
      });
    },
  };
})(${globalName});
`;
}

/** Copies the build in `distDir` to `toDir` as release `version`; with `holdBackMs`, a slow one (holdBackContainer). */
export function releaseCopy(
  distDir: string,
  toDir: string,
  { version, holdBackMs }: { version: string; holdBackMs?: number },
) {
  const record = JSON.parse(readFileSync(path.join(distDir, 'release.json'), 'utf8')) as ReleaseRecord;
  cpSync(distDir, toDir, { recursive: true });
  writeFileSync(path.join(toDir, 'release.json'), JSON.stringify({ ...record, version }, null, 2));
  let stamped = 0;
  for (const file of readdirSync(toDir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(toDir, file), 'utf8');
    if (!code.includes(`"${record.version}"`)) continue;
    writeFileSync(path.join(toDir, file), code.replaceAll(`"${record.version}"`, `"${version}"`));
    stamped++;
  }
  // Unstamped, the copy's pages would say they are the build's own version, and be counted as that.
  if (stamped === 0) throw new Error(`${distDir}: no script carries the build's version ${record.version}`);
  if (holdBackMs) appendFileSync(path.join(toDir, record.entry), holdBackContainer(record.name, holdBackMs));
}
