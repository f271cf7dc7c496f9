// Which end-to-end specs cover which app: each spec declares it in a `// covers: <app>, <app>` line, so a team's
// pipeline (`npm run ci:remote -- mfe-quiz`) runs the specs of its app, and a test (shell routing) checks that
// every route of every app has a spec that declares that app and visits the route.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const E2E_APPS = [
  'shell',
  'mfe-marketing',
  'mfe-quiz',
  'mfe-dashboard',
  'mfe-business',
  'mfe-ops',
  'api',
  'gateway',
];
/**
 * Specs that move the product's clock, relative to e2e/tests: Playwright runs them in a project of their own after
 * every other test (playwright.config.ts). Named with other specs, that project pulls in the whole suite it waits
 * for, so a pipeline runs them on their own (`--project=moves-clock --no-deps`) after the others.
 */
export const MOVES_THE_CLOCK = ['dashboard/billing.spec.ts'];
/**
 * Specs that compare how fast pages paint (a canary judged on its visitors' LCP), relative to e2e/tests: another test
 * working beside them makes some page loads seconds slower at random, enough for the gateway to judge an identical
 * build slower. Playwright runs them last, alone (playwright.config.ts); a pipeline runs them as it runs
 * MOVES_THE_CLOCK (`--project=times-paint --no-deps`).
 */
export const TIMES_PAINT = ['platform/canary-vitals.spec.ts'];
const COVERS = /^\/\/ covers: ([a-z-]+(?:, [a-z-]+)*)$/m;

function specFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return specFiles(file);
    return name.endsWith('.spec.ts') ? [file] : [];
  });
}

/** The source of a spec and of the files beside it that it imports (page lists, helpers): where its paths are. */
function sourceWithLocalImports(file) {
  const source = readFileSync(file, 'utf8');
  const imported = [...source.matchAll(/from '(\.\.?\/[^']+)'/g)].map((m) => path.resolve(path.dirname(file), m[1]));
  return [
    source,
    ...imported.flatMap((f) =>
      [`${f}.ts`].filter((p) => statSync(p, { throwIfNoEntry: false })?.isFile()).map((p) => readFileSync(p, 'utf8')),
    ),
  ].join('\n');
}

/** Every spec under `e2eDir/tests`: its path (relative to e2eDir), the apps it declares, and the paths it names. */
export function readSpecs(e2eDir) {
  return specFiles(path.join(e2eDir, 'tests')).map((file) => {
    const source = readFileSync(file, 'utf8');
    const covers = COVERS.exec(source)?.[1]?.split(', ') ?? [];
    // Same-site paths in string and template literals: '/start/breed', `/dashboard/claims/${id}`.
    const paths = [...sourceWithLocalImports(file).matchAll(/['`](\/[A-Za-z0-9][^'`\s]*|\/)['`?]/g)].map((m) =>
      m[1].split('?')[0].replace(/\$\{[^}]*\}/g, 'x'),
    );
    return { file: path.relative(e2eDir, file), covers, paths: [...new Set(paths)] };
  });
}

/** The specs that declare `app`. */
export const specsCovering = (specs, app) => specs.filter((s) => s.covers.includes(app));
