// Every route of every app has an end-to-end spec that declares that app (`// covers: mfe-quiz`) and visits the
// route, so `npm run ci:remote -- <app>` runs what that app's change can break; and every spec declares its apps.
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { E2E_APPS, readSpecs, specsCovering } from '../../../../scripts/lib/e2e-specs.mjs';
import { routeTable, type ShellRoute } from './route-table';

const specs = readSpecs(path.resolve(__dirname, '../../../../e2e'));
const appOf = (route: ShellRoute) => `mfe-${route.remote}`;

test('every spec declares the apps it covers, each one an app of the product', () => {
  expect(specs.length).toBeGreaterThan(20);
  for (const spec of specs) {
    expect([spec.file, spec.covers.length > 0]).toEqual([spec.file, true]);
    for (const app of spec.covers) expect([spec.file, E2E_APPS.includes(app)]).toEqual([spec.file, true]);
  }
});

test.each(routeTable.filter((r) => r.path !== '*').map((r) => [r.path, appOf(r), r] as const))(
  '%s (%s) is visited by a spec that covers its app',
  (_path, app, route) => {
    const visited = specsCovering(specs, app).some((spec) =>
      spec.paths.some((p) => matchRoutes(routeTable as ShellRoute[], p)?.at(-1)?.route === route),
    );
    expect(visited).toBe(true);
  },
);
