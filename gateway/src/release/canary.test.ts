// Canaries end to end at the gateway: cohorts by cookie, per-cohort /remotes.json, promote and
// rollback, and the automatic rollback driven by error envelopes through /monitoring.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOCAL_COHORT_SECRET, type GatewayConfig } from '../config';
import { buildGateway } from '../server/gateway';
import { metricsRegistryOf } from '../server/gateway-metrics';
import { testGatewayConfig } from '../server/test-support';
import { COHORT_COOKIE, inCanary, manifestFor, signVisitor } from './canary';
import { list, main, promote, release, rollback } from './cli';
import { ReleaseStore } from './release-store';
import { fakeBuild, tempStore } from './test-builds';

process.env.LOG_LEVEL = 'silent';

const DSN = 'http://publickey@127.0.0.1:8080/7';
const entry = (v: string) => `/* quiz ${v} */ ${'x'.repeat(600)}`;
/** Deterministic visitor ids, so the cohorts (and so the test) are the same every run. */
const visitorId = (i: number) => i.toString(16).padStart(32, '0');
/** The cookie the gateway gave a visitor: their id, signed with its key. */
const cookieOf = (visitor: string) => `${COHORT_COOKIE}=${signVisitor(visitor, LOCAL_COHORT_SECRET)}`;
/** Each test visitor's own address (a /24 of their own), as real visitors mostly come from different places. */
const addressOf = (visitor: string) => {
  const n = parseInt(visitor.slice(-5), 16);
  return `10.${(n >> 8) & 255}.${n & 255}.7`;
};

function config(storeDir: string, overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return testGatewayConfig(storeDir, {
    sentryDsn: DSN,
    monitoringFile: path.join(tempStore(), 'envelopes.jsonl'),
    monitoringForward: false,
    monitoringRatePerMinute: 100_000,
    canaryMinSample: 20,
    canaryErrorMargin: 0.1,
    ...overrides,
  });
}

/** A render error as the shell's remote error boundary reports it: tagged with the remote's release. */
function renderError(remoteRelease: string) {
  const header = { event_id: '0123456789abcdef0123456789abcdef', dsn: DSN };
  const item = JSON.stringify({
    exception: { values: [{ type: 'TypeError', value: 'Cannot read properties of undefined' }] },
    tags: { remote: remoteRelease.split('@')[0], remote_release: remoteRelease, failure: 'render' },
  });
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(item) })}\n${item}`;
}

async function setUp(percent = 50) {
  const store = new ReleaseStore(tempStore());
  await release(
    store,
    'shell',
    fakeBuild('shell', '1.0.0', { 'index.html': '<html></html>', 'main.abcdef12.js': 'm' }),
  );
  await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
  await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }), {
    canary: percent,
  });
  return store;
}

/**
 * A browser's error report through /monitoring, as the shell's remote boundary sends it: a render error tagged
 * with `remoteRelease`, from a test visitor (their signed cookie), or with whatever cookie a client holds (one it
 * made up, or collected) from an address of its choosing.
 */
function reportError(
  app: FastifyInstance,
  remoteRelease: string,
  from: { visitor: string } | { cookie: string; remoteAddress: string },
) {
  return app.inject({
    method: 'POST',
    url: '/monitoring',
    payload: renderError(remoteRelease),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      cookie: 'visitor' in from ? cookieOf(from.visitor) : from.cookie,
    },
    ...('remoteAddress' in from ? { remoteAddress: from.remoteAddress } : {}),
  });
}

/** One visitor's page load: /remotes.json, then the quiz entry it names. */
async function visit(app: FastifyInstance, visitor: string) {
  const cookie = cookieOf(visitor);
  const remoteAddress = addressOf(visitor);
  const manifest = await app.inject({ url: '/remotes.json', headers: { cookie }, remoteAddress });
  const quiz = (manifest.json() as { remotes: { quiz: { version: string; entry: string } } }).remotes.quiz;
  const loaded = await app.inject({ url: quiz.entry, headers: { cookie }, remoteAddress });
  expect(loaded.statusCode).toBe(200);
  return quiz.version;
}

describe('canary releases', () => {
  it('serves the canary to its share of visitors, each always the same version, with a private manifest', async () => {
    const store = await setUp(10);
    const app = await buildGateway(config(store.root));
    try {
      const first = await app.inject('/remotes.json');
      expect(first.headers['set-cookie']).toMatch(
        new RegExp(`^${COHORT_COOKIE}=[a-f0-9]{32}\\.[A-Za-z0-9_-]{43}; Path=/; .*HttpOnly`),
      );
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.vary).toMatch(/Cookie/);

      const versionFor = async (visitor: string) => {
        const res = await app.inject({ url: '/remotes.json', headers: { cookie: cookieOf(visitor) } });
        expect(res.headers['set-cookie']).toBeUndefined();
        return (res.json() as { remotes: { quiz: { version: string } } }).remotes.quiz.version;
      };
      let canary = 0;
      for (let i = 0; i < 300; i++) {
        const version = await versionFor(visitorId(i));
        expect(await versionFor(visitorId(i))).toBe(version);
        if (version === '2.0.0') canary++;
      }
      // About 10 %: the hash of fixed ids gives the same count every run.
      expect(canary).toBeGreaterThan(15);
      expect(canary).toBeLessThan(50);
    } finally {
      await app.close();
    }
  });

  it('promote makes the canary everyone’s version; rollback ends it', async () => {
    const store = await setUp();
    await expect(promote(store, 'mfe-quiz')).resolves.toMatchObject({ action: 'promote', from: '1.0.0', to: '2.0.0' });
    expect(manifestFor(await store.readManifest(), visitorId(1)).remotes.quiz!.version).toBe('2.0.0');
    await expect(promote(store, 'mfe-quiz')).rejects.toThrow(/no canary/);
    // A plain rollback afterwards goes back to the version before the promotion.
    await expect(rollback(store, 'mfe-quiz')).resolves.toMatchObject({ from: '2.0.0', to: '1.0.0' });

    const again = await setUp();
    const lines: string[] = [];
    await main(['rollback', 'mfe-quiz', '--store', again.root], (l) => lines.push(l));
    expect(lines).toEqual(["ended mfe-quiz's canary 2.0.0; everyone gets 1.0.0"]);
    const manifest = await again.readManifest();
    expect(manifest.canaries).toBeUndefined();
    expect(manifest.remotes.quiz!.version).toBe('1.0.0');
  });

  it('refuses a second canary, a canary of the shell and a plain release while one runs', async () => {
    const store = await setUp();
    await expect(
      release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '3.0.0', { 'remoteEntry.js': entry('3') }), { canary: 5 }),
    ).rejects.toThrow(/already has a canary \(2\.0\.0\)/);
    await expect(
      release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '3.0.0', { 'remoteEntry.js': entry('3') })),
    ).rejects.toThrow(/has a canary running/);
    await expect(
      release(store, 'shell', fakeBuild('shell', '2.0.0', { 'index.html': '<html></html>' }), { canary: 5 }),
    ).rejects.toThrow(/Canaries are for remotes/);
  });

  it('is gated like a release', async () => {
    const store = await setUp();
    await rollback(store, 'mfe-quiz');
    const dist = fakeBuild(
      'mfe-quiz',
      '3.0.0',
      { 'remoteEntry.js': entry('3') },
      { federation: (r) => ({ ...r, exposes: [] }) },
    );
    await expect(release(store, 'mfe-quiz', dist, { canary: 10 })).rejects.toThrow(/\.\/App is not exposed/);
    expect((await store.readManifest()).canaries).toBeUndefined();
  });

  it('rolls a canary that throws on render back by itself, while the stable cohort never gets it', async () => {
    const store = await setUp(50);
    const app = await buildGateway(config(store.root));
    try {
      const cohorts = new Map<string, string>();

      // A report about the canary from someone who never loaded it does not count.
      const outsider = { visitor: visitorId(100_000) };
      for (let i = 0; i < 50; i++) expect((await reportError(app, 'quiz@2.0.0', outsider)).statusCode).toBe(200);

      let canaryVisitors = 0;
      for (let i = 0; i < 200 && (await store.readManifest()).canaries; i++) {
        const visitor = visitorId(i);
        const version = await visit(app, visitor);
        cohorts.set(visitor, version);
        if (version === '2.0.0') {
          canaryVisitors++;
          // The canary throws on render; the boundary reports it through /monitoring.
          expect((await reportError(app, 'quiz@2.0.0', { visitor })).statusCode).toBe(200);
        } else if (i % 25 === 0) {
          // The stable version has the odd error too.
          await reportError(app, 'quiz@1.0.0', { visitor });
        }
        // Until the minimum sample, it is left running.
        if (canaryVisitors < 20) expect((await store.readManifest()).canaries?.quiz?.version).toBe('2.0.0');
      }
      expect(canaryVisitors).toBe(20);

      const manifest = await store.readManifest();
      expect(manifest.canaries).toBeUndefined();
      expect(manifest.remotes.quiz!.version).toBe('1.0.0');
      const last = (await store.readHistory()).at(-1)!;
      expect(last).toMatchObject({ action: 'auto-rollback', app: 'mfe-quiz', from: '2.0.0', to: '1.0.0' });
      expect(last.reason).toMatch(/^error rate 100\.0 % \(20 of 20 visitors\) against the stable 1\.0\.0's \d+\.\d %/);

      // Everyone, canary visitors included, now gets the stable version.
      for (const visitor of cohorts.keys()) expect(await visit(app, visitor)).toBe('1.0.0');
      // The stable cohort was never served the canary.
      for (const [visitor, version] of cohorts) {
        const wasCanary = inCanary(visitor, 'quiz', { version: '2.0.0', percent: 50 });
        expect(version).toBe(wasCanary ? '2.0.0' : '1.0.0');
      }
      expect((await list(store)).history.at(-1)!.set).toEqual({
        shell: '1.0.0',
        remotes: { quiz: '1.0.0' },
        canaries: {},
      });
    } finally {
      await app.close();
    }
  });

  it('counts made-up cohort cookies for nothing: sixty of them from one address cannot end a canary', async () => {
    const store = await setUp(50);
    // Production's settings: a sample of 50, a margin of 5 %.
    const app = await buildGateway(config(store.root, { canaryMinSample: 50, canaryErrorMargin: 0.05 }));
    try {
      const remoteAddress = '198.51.100.23';
      for (let i = 0; i < 60; i++) {
        // Fifty ids of the right shape, unsigned (the attack), and ten signed with another key.
        const forged = i < 50 ? visitorId(i) : signVisitor(visitorId(i), 'someone else’s key');
        const cookie = `${COHORT_COOKIE}=${forged}`;
        const manifest = await app.inject({ url: '/remotes.json', headers: { cookie }, remoteAddress });
        // Refused: the gateway sets a cookie of its own in its place.
        expect(String(manifest.headers['set-cookie'])).toMatch(new RegExp(`^${COHORT_COOKIE}=`));
        expect(String(manifest.headers['set-cookie'])).not.toContain(forged);
        // Straight to the canary's entry and an error report, as the attack did.
        await app.inject({ url: '/mfe-quiz/2.0.0/remoteEntry.js', headers: { cookie }, remoteAddress });
        await reportError(app, 'quiz@2.0.0', { cookie, remoteAddress });
      }
      expect((await store.readManifest()).canaries?.quiz?.version).toBe('2.0.0');
    } finally {
      await app.close();
    }
  });

  it('lets one network stand for a few visitors only, however many genuine cookies it collects', async () => {
    const store = await setUp(50);
    const app = await buildGateway(config(store.root, { canaryMinSample: 50, canaryErrorMargin: 0.05 }));
    try {
      // Fifty genuine cookies, collected from the gateway by one client hopping addresses within a /24,
      // each loading the canary and reporting an error.
      for (let i = 0; i < 50; i++) {
        const remoteAddress = `198.51.100.${i + 1}`;
        const first = await app.inject({ url: '/remotes.json', remoteAddress });
        const cookie = String(first.headers['set-cookie']).split(';')[0]!;
        await app.inject({ url: '/mfe-quiz/2.0.0/remoteEntry.js', headers: { cookie }, remoteAddress });
        await reportError(app, 'quiz@2.0.0', { cookie, remoteAddress });
      }
      expect((await store.readManifest()).canaries?.quiz?.version).toBe('2.0.0');
      // Sixty real canary visitors without trouble: had the fifty counted, 50 of 110 failing would end it;
      // counted as the three a network may add, 3 of 63 (4.8 %) is within the margin.
      let clean = 0;
      for (let i = 0; clean < 60; i++) if ((await visit(app, visitorId(i))) === '2.0.0') clean++;
      expect((await store.readManifest()).canaries?.quiz?.version).toBe('2.0.0');
    } finally {
      await app.close();
    }
  });

  it('tells Prometheus the loads and errors of each cohort, and what the watch judges on', async () => {
    const store = await setUp(50);
    const app = await buildGateway(config(store.root, { canaryMinSample: 1000 }));
    try {
      const served: Record<string, number> = { '1.0.0': 0, '2.0.0': 0 };
      for (let i = 0; i < 20; i++) {
        const visitor = visitorId(i);
        const version = await visit(app, visitor);
        served[version]!++;
        if (version === '2.0.0' && served[version]! <= 3) await reportError(app, 'quiz@2.0.0', { visitor });
      }
      expect(served['1.0.0']).toBeGreaterThan(0);
      expect(served['2.0.0']).toBeGreaterThan(3);
      const text = await metricsRegistryOf(app)!.metrics();
      const value = (series: string) => {
        const line = text.split('\n').find((l) => l.startsWith(`${series} `));
        return line === undefined ? undefined : Number(line.split(' ').at(-1));
      };
      expect(value('remote_entry_loads_total{remote="quiz",version="2.0.0",cohort="canary",service="gateway"}')).toBe(
        served['2.0.0'],
      );
      expect(value('remote_entry_loads_total{remote="quiz",version="1.0.0",cohort="stable",service="gateway"}')).toBe(
        served['1.0.0'],
      );
      expect(value('remote_errors_total{remote="quiz",version="2.0.0",cohort="canary",service="gateway"}')).toBe(3);
      expect(
        value('canary_judged_visitors{remote="quiz",version="2.0.0",cohort="canary",kind="loads",service="gateway"}'),
      ).toBe(served['2.0.0']);
      expect(
        value('canary_judged_visitors{remote="quiz",version="2.0.0",cohort="canary",kind="errors",service="gateway"}'),
      ).toBe(3);
      expect(value('http_requests_total{method="GET",route="/remotes.json",status_code="200",service="gateway"}')).toBe(
        20,
      );
    } finally {
      await app.close();
    }
  });

  describe('on Web Vitals', () => {
    const vitalsConfig = (root: string) =>
      config(root, {
        canaryMinSample: 1000,
        canaryVitalsMinSample: 10,
        canaryVitalsJudgeIntervalMs: 0,
        vitalsRatePerMinute: 100_000,
      });
    const report = (app: FastifyInstance, visitor: string, body: object) =>
      app.inject({ method: 'POST', url: '/vitals', payload: body, headers: { cookie: cookieOf(visitor) } });

    /** Visitors load the page; each reports an LCP of `lcp(version, i)`. Stops when the canary has ended. */
    async function run(app: FastifyInstance, store: ReleaseStore, lcp: (version: string, i: number) => number) {
      for (let i = 0; i < 200 && (await store.readManifest()).canaries; i++) {
        const visitor = visitorId(i);
        const version = await visit(app, visitor);
        const res = await report(app, visitor, { name: 'LCP', value: lcp(version, i), remote: 'quiz', version });
        expect(res.statusCode).toBe(204);
      }
    }

    it("rolls back a canary whose pages paint clearly later than the stable version's, and says why", async () => {
      const store = await setUp(50);
      const app = await buildGateway(vitalsConfig(store.root));
      try {
        // No errors at all: the canary is only slower, 3.4 s against 1.6 s at p75.
        await run(app, store, (version, i) => (version === '2.0.0' ? 3000 + (i % 5) * 100 : 1200 + (i % 5) * 100));
        const last = (await store.readHistory()).at(-1)!;
        expect(last).toMatchObject({ action: 'auto-rollback', from: '2.0.0', to: '1.0.0' });
        expect(last.reason).toMatch(
          /^p75 LCP 3\d{3} ms \(\d+ visitors\) against the stable 1\.0\.0's 1\d{3} ms \(10\)/,
        );
        const text = await metricsRegistryOf(app)!.metrics();
        expect(text).toMatch(
          /^web_vitals_lcp_seconds_count\{[^}]*remote="quiz",version="2\.0\.0",cohort="canary"\} [1-9]/m,
        );
      } finally {
        await app.close();
      }
    });

    it('leaves a canary as fast as the stable version running, and ignores reports from nobody', async () => {
      const store = await setUp(50);
      const app = await buildGateway(vitalsConfig(store.root));
      try {
        // Reports of a terrible LCP from someone who never loaded the canary do not count.
        for (let i = 0; i < 30; i++)
          expect(
            (await report(app, visitorId(50_000 + i), { name: 'LCP', value: 9000, remote: 'quiz', version: '2.0.0' }))
              .statusCode,
          ).toBe(204);
        // Within the margin: 1.8 s against 1.6 s.
        await run(app, store, (version, i) => (version === '2.0.0' ? 1400 + (i % 5) * 100 : 1200 + (i % 5) * 100));
        expect((await store.readManifest()).canaries?.quiz?.version).toBe('2.0.0');
      } finally {
        await app.close();
      }
    });

    it('answers a report it cannot read with a 400 that names the field', async () => {
      const store = await setUp(50);
      const app = await buildGateway(vitalsConfig(store.root));
      try {
        const cases: Array<[object, string]> = [
          [{ name: 'FID', value: 1, remote: 'quiz', version: '2.0.0' }, 'name'],
          [{ name: 'LCP', value: -1, remote: 'quiz', version: '2.0.0' }, 'value'],
          [{ name: 'LCP', value: 'fast', remote: 'quiz', version: '2.0.0' }, 'value'],
          [{ name: 'INP', value: 10, remote: '../etc', version: '2.0.0' }, 'remote'],
          [{ name: 'CLS', value: 0.1, remote: 'quiz', version: '' }, 'version'],
        ];
        for (const [body, field] of cases) {
          const res = await report(app, visitorId(1), body);
          expect(res.statusCode).toBe(400);
          expect(Object.keys((res.json() as { error: { fields: object } }).error.fields)).toEqual([field]);
        }
      } finally {
        await app.close();
      }
    });
  });

  it('leaves a canary whose error rate is within the margin running', async () => {
    const store = await setUp(50);
    const app = await buildGateway(config(store.root));
    try {
      for (let i = 0; i < 120; i++) {
        const visitor = visitorId(i);
        const version = await visit(app, visitor);
        // Both versions fail for one visitor in ten.
        if (i % 10 === 0) await reportError(app, `quiz@${version}`, { visitor });
      }
      expect((await store.readManifest()).canaries?.quiz?.version).toBe('2.0.0');
    } finally {
      await app.close();
    }
  });
});

describe('check: the gate alone', () => {
  it('says whether a build fits the live set or an earlier one, and writes nothing', async () => {
    const store = new ReleaseStore(tempStore());
    await release(store, 'shell', fakeBuild('shell', '1.0.0', { 'index.html': '<html></html>' }));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    const first = (await store.readHistory()).at(-1)!;
    const before = { manifest: await store.readManifest(), history: await store.readHistory() };

    const lines: string[] = [];
    const good = fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') });
    await main(['check', 'mfe-quiz', '--dist', good, '--store', store.root], (l) => lines.push(l));
    expect(lines).toEqual(['mfe-quiz 2.0.0 fits the live set (shell 1.0.0 · quiz 1.0.0)']);
    await main(['check', 'mfe-quiz', '--dist', good, '--against', `#${first.id}`, '--store', store.root], (l) =>
      lines.push(l),
    );
    expect(lines[1]).toMatch(new RegExp(`^mfe-quiz 2\\.0\\.0 fits set #${first.id} `));

    const broken = fakeBuild(
      'mfe-quiz',
      '3.0.0',
      { 'remoteEntry.js': entry('3') },
      { federation: (r) => ({ ...r, exposes: [] }) },
    );
    await expect(main(['check', 'mfe-quiz', '--dist', broken, '--store', store.root], () => {})).rejects.toThrow(
      /mfe-quiz 3\.0\.0 does not fit the live set:[\s\S]*\.\/App is not exposed/,
    );
    expect(await store.readManifest()).toEqual(before.manifest);
    expect(await store.readHistory()).toEqual(before.history);
    expect(await store.hasVersion('mfe-quiz', '2.0.0')).toBe(false);
  });
});

describe('history and whole sets', () => {
  it('lists each moment’s full set and restores one, by id or time, in one change', async () => {
    const store = new ReleaseStore(tempStore());
    await release(store, 'shell', fakeBuild('shell', '1.0.0', { 'index.html': '<html></html>' }));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
    await release(store, 'mfe-dashboard', fakeBuild('mfe-dashboard', '1.0.0', { 'remoteEntry.js': entry('d1') }));
    const good = (await store.readHistory()).at(-1)!;
    await new Promise((r) => setTimeout(r, 5));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }));
    await release(store, 'mfe-dashboard', fakeBuild('mfe-dashboard', '2.0.0', { 'remoteEntry.js': entry('d2') }));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '3.0.0', { 'remoteEntry.js': entry('3') }), { canary: 10 });

    const lines: string[] = [];
    await main(['list', '--store', store.root], (l) => lines.push(l));
    const text = lines.join('\n');
    expect(text).toMatch(/mfe-quiz\s+live 2\.0\.0\s+canary 3\.0\.0 \(10 %\)/);
    expect(text).toContain(`#${good.id}`);
    expect(text).toContain('shell 1.0.0 · dashboard 1.0.0 · quiz 1.0.0');
    expect(text).toContain('shell 1.0.0 · dashboard 2.0.0 · quiz 2.0.0 (canary 3.0.0 to 10 %)');

    const before = (await store.readHistory()).length;
    const out: string[] = [];
    await main(['rollback', '--to-set', `#${good.id}`, '--store', store.root], (l) => out.push(l));
    expect(out[0]).toContain(`restored set #${good.id}`);
    let manifest = await store.readManifest();
    expect(manifest.remotes).toEqual({
      quiz: { version: '1.0.0', entry: '/mfe-quiz/1.0.0/remoteEntry.js' },
      dashboard: { version: '1.0.0', entry: '/mfe-dashboard/1.0.0/remoteEntry.js' },
    });
    expect(manifest.canaries).toBeUndefined();
    const history = await store.readHistory();
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toMatchObject({ action: 'restore-set', app: '*', to: `#${good.id}` });

    // By time: the set live at that moment.
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }));
    await main(['rollback', '--to-set', good.at, '--store', store.root], () => {});
    manifest = await store.readManifest();
    expect(manifest.remotes.quiz!.version).toBe('1.0.0');

    await expect(main(['rollback', '--to-set', 'yesterday-ish', '--store', store.root], () => {})).rejects.toThrow(
      /history id .* or a time/,
    );
    await expect(main(['rollback', '--to-set', '#999', '--store', store.root], () => {})).rejects.toThrow(
      /No history entry #999/,
    );
  });
});
