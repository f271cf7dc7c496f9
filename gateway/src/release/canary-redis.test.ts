// Two gateways on one Redis judge a canary on all of its visitors: a load served by one and an error
// reported through the other count together, and only one of them ends the canary. Needs REDIS_URL
// (.ci/run sets it).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { LOCAL_COHORT_SECRET, type GatewayConfig } from '../config';
import { buildGateway } from '../server/gateway';
import { testGatewayConfig } from '../server/test-support';
import { CanaryWatch, COHORT_COOKIE, inCanary, signVisitor } from './canary';
import { RedisCanaryCounts } from './canary-counts';
import { release } from './cli';
import { type HistoryEntry, ReleaseStore } from './release-store';
import { fakeBuild, tempStore } from './test-builds';

process.env.LOG_LEVEL = 'silent';

const url = process.env.REDIS_URL;
const describeRedis = url ? describe : describe.skip;
if (!url) process.stdout.write('canary-redis.test.ts skipped: REDIS_URL is not set (CI sets it with PostgreSQL)\n');

const DSN = 'http://publickey@127.0.0.1:8080/7';
const entry = (v: string) => `/* quiz ${v} */ ${'x'.repeat(600)}`;
const visitorId = (i: number) => i.toString(16).padStart(32, '0');
/** Each visitor from a network of their own, as real visitors mostly are. */
const ownNetwork = (visitor: string) => `net-${visitor}`;
/** Canary and stable visitors of quiz 2.0.0 at 50 %, from fixed ids so every run is the same. */
function cohorts(count: number) {
  const canary: string[] = [];
  const stable: string[] = [];
  for (let i = 0; canary.length < count || stable.length < count; i++) {
    const visitor = visitorId(i);
    const list = inCanary(visitor, 'quiz', { version: '2.0.0', percent: 50 }) ? canary : stable;
    if (list.length < count) list.push(visitor);
  }
  return { canary, stable };
}

async function setUp() {
  const store = new ReleaseStore(tempStore());
  await release(store, 'shell', fakeBuild('shell', '1.0.0', { 'index.html': '<html></html>' }));
  await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '1.0.0', { 'remoteEntry.js': entry('1') }));
  await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }), { canary: 50 });
  return store;
}

describeRedis('canary counts shared in Redis', () => {
  const runPrefix = `tailwise:test:${randomUUID()}:`;
  let redis: Redis;
  let opened: RedisCanaryCounts[] = [];
  let test = 0;

  /** Two gateways' watches on one store and one Redis prefix (fresh for each test). */
  async function twoGateways(store: ReleaseStore, options: { minSample: number; margin: number }) {
    const prefix = `${runPrefix}${++test}:canary:`;
    const rollbacks: HistoryEntry[] = [];
    const watch = async () => {
      const counts = await RedisCanaryCounts.connect(url as string, { prefix });
      opened.push(counts);
      const w = new CanaryWatch(store, {
        ...options,
        autoRollback: true,
        counts,
        onRollback: (e) => rollbacks.push(e),
      });
      w.observe(await store.readManifest());
      return w;
    };
    return { a: await watch(), b: await watch(), rollbacks, prefix };
  }

  beforeAll(() => {
    redis = new Redis(url as string);
  });
  afterEach(async () => {
    await Promise.all(opened.map((c) => c.close()));
    opened = [];
  });
  afterAll(async () => {
    const keys = await redis.keys(`${runPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it("counts a visitor's load on one gateway and their error on the other, and starts a new canary afresh", async () => {
    const store = await setUp();
    const { a, b, prefix } = await twoGateways(store, { minSample: 50, margin: 0.05 });
    const [visitor] = cohorts(1).canary;
    await a.recordLoad('quiz', '2.0.0', visitor!, ownNetwork(visitor!));
    await b.recordError('quiz@2.0.0', visitor!);
    // A report from someone neither gateway served does not count.
    await b.recordError('quiz@2.0.0', visitorId(999_999));
    for (const w of [a, b]) expect((await w.stats('quiz')).canary).toMatchObject({ loads: 1, errors: 1, rate: 1 });

    // Nothing is left forever: every set expires within the week.
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    }

    // The same version under a new canary is counted from nothing.
    await store.endCanary('mfe-quiz', 'canary-rollback');
    await new Promise((r) => setTimeout(r, 5));
    await release(store, 'mfe-quiz', fakeBuild('mfe-quiz', '2.0.0', { 'remoteEntry.js': entry('2') }), { canary: 50 });
    for (const w of [a, b]) w.observe(await store.readManifest());
    expect((await a.stats('quiz')).canary).toMatchObject({ version: '2.0.0', loads: 0, errors: 0 });
  });

  it('lets one network add only its share of visitors, whichever gateway served them', async () => {
    const store = await setUp();
    const { a, b } = await twoGateways(store, { minSample: 50, margin: 0.05 });
    const { canary } = cohorts(10);
    // Ten cookies from one /24, served alternately by both gateways: three are counted.
    for (const [i, visitor] of canary.entries())
      await (i % 2 ? a : b).recordLoad('quiz', '2.0.0', visitor, '203.0.113.0/24');
    for (const visitor of canary) await b.recordError('quiz@2.0.0', visitor);
    expect((await a.stats('quiz')).canary).toMatchObject({ loads: 3, errors: 3 });
  });

  it('keeps one Web Vital per visitor who loaded the version, whichever gateway each report reached', async () => {
    const store = await setUp();
    const { a, b } = await twoGateways(store, { minSample: 50, margin: 0.05 });
    const [loaded, stranger] = cohorts(2).canary;
    await a.recordLoad('quiz', '2.0.0', loaded!, ownNetwork(loaded!));
    await b.recordVital('quiz', '2.0.0', 'LCP', 2000, loaded!);
    // A later report of the same visitor replaces theirs; one from a visitor nobody served is not kept.
    await a.recordVital('quiz', '2.0.0', 'LCP', 2500, loaded!);
    await b.recordVital('quiz', '2.0.0', 'LCP', 9000, stranger!);
    for (const w of [a, b]) expect((await w.vitalStats('quiz')).LCP.canary).toEqual({ visitors: 1, p75: 2500 });
  });

  it('ends the canary once, with one history entry, when both gateways judge at the same moment', async () => {
    const store = await setUp();
    const { a, b, rollbacks } = await twoGateways(store, { minSample: 20, margin: 0.1 });
    const { canary, stable } = cohorts(20);
    const before = (await store.readHistory()).length;
    // Loads split between the gateways, each error reported through the one that did not serve it.
    for (const [i, visitor] of stable.entries())
      await (i % 2 ? a : b).recordLoad('quiz', '1.0.0', visitor, ownNetwork(visitor));
    await a.recordError('quiz@1.0.0', stable[0]!);
    for (const [i, visitor] of canary.slice(0, 19).entries()) {
      await (i % 2 ? a : b).recordLoad('quiz', '2.0.0', visitor, ownNetwork(visitor));
      expect(await (i % 2 ? b : a).recordError('quiz@2.0.0', visitor)).toBeNull();
    }
    // 19 of 19, one short of the minimum sample: left running.
    expect((await b.stats('quiz')).canary).toMatchObject({ loads: 19, errors: 19 });
    expect((await store.readManifest()).canaries?.quiz?.version).toBe('2.0.0');
    await a.recordLoad('quiz', '2.0.0', canary[19]!, ownNetwork(canary[19]!));

    // The last visitor's report reaches both gateways at once (a retried envelope): both judge.
    const ended = await Promise.all([
      a.recordError('quiz@2.0.0', canary[19]!),
      b.recordError('quiz@2.0.0', canary[19]!),
    ]);
    expect(ended.filter((e) => e !== null)).toHaveLength(1);
    expect(rollbacks).toHaveLength(1);
    const history = await store.readHistory();
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toMatchObject({ action: 'auto-rollback', app: 'mfe-quiz', from: '2.0.0', to: '1.0.0' });
    expect(history.at(-1)!.reason).toMatch(
      /^error rate 100\.0 % \(20 of 20 visitors\) against the stable 1\.0\.0's 5\.0 % \(1 of 20\)/,
    );
    expect((await store.readManifest()).canaries).toBeUndefined();
  });

  it('judges the stable cohort as a whole when its sample is split over both gateways', async () => {
    const store = await setUp();
    const { a, b } = await twoGateways(store, { minSample: 20, margin: 0.1 });
    const { canary, stable } = cohorts(40);
    // Gateway A served 20 stable visitors without trouble; B served 20 more, half of whom hit an error.
    for (const visitor of stable.slice(0, 20)) await a.recordLoad('quiz', '1.0.0', visitor, ownNetwork(visitor));
    for (const visitor of stable.slice(20)) await b.recordLoad('quiz', '1.0.0', visitor, ownNetwork(visitor));
    for (const visitor of stable.slice(20, 30)) await b.recordError('quiz@1.0.0', visitor);
    // The canary, all on A: 6 of 20 fail. A alone would see 30 % against 0 % and end it.
    for (const visitor of canary.slice(0, 20)) await a.recordLoad('quiz', '2.0.0', visitor, ownNetwork(visitor));
    for (const visitor of canary.slice(0, 6)) expect(await a.recordError('quiz@2.0.0', visitor)).toBeNull();
    expect(await a.stats('quiz')).toMatchObject({
      canary: { loads: 20, errors: 6 },
      stable: { loads: 40, errors: 10, rate: 0.25 },
    });
    expect((await store.readManifest()).canaries?.quiz?.version).toBe('2.0.0');

    // Past the stable's 25 % plus the margin: 8 of 20 is 40 %.
    expect(await a.recordError('quiz@2.0.0', canary[6]!)).toBeNull();
    const ended = await a.recordError('quiz@2.0.0', canary[7]!);
    expect(ended).toMatchObject({ action: 'auto-rollback', from: '2.0.0' });
    expect(ended!.reason).toMatch(
      /^error rate 40\.0 % \(8 of 20 visitors\) against the stable 1\.0\.0's 25\.0 % \(10 of 40\)/,
    );
  });

  it('rolls back through two real gateways: the entry served by one, the error posted to the other', async () => {
    const store = await setUp();
    const prefix = `${runPrefix}${++test}:`;
    const config = (): GatewayConfig =>
      testGatewayConfig(store.root, {
        sentryDsn: DSN,
        monitoringFile: path.join(tempStore(), 'envelopes.jsonl'),
        monitoringForward: false,
        canaryMinSample: 1,
        canaryErrorMargin: 0.1,
        redisUrl: url as string,
        redisPrefix: prefix,
      });
    const gatewayA = await buildGateway(config());
    const gatewayB = await buildGateway(config());
    try {
      const [visitor] = cohorts(1).canary;
      const cookie = `${COHORT_COOKIE}=${signVisitor(visitor!, LOCAL_COHORT_SECRET)}`;
      for (const app of [gatewayA, gatewayB]) await app.inject({ url: '/remotes.json', headers: { cookie } });
      expect((await gatewayA.inject({ url: '/mfe-quiz/2.0.0/remoteEntry.js', headers: { cookie } })).statusCode).toBe(
        200,
      );
      // The load is counted after the answer went out: wait until A's count reached Redis.
      const started = Date.parse((await store.readManifest()).canaries!.quiz!.startedAt);
      const loads = `${prefix}canary:{quiz@2.0.0:${started}}:loads`;
      for (let i = 0; i < 50 && (await redis.scard(loads)) === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await redis.scard(loads)).toBe(1);

      const item = JSON.stringify({
        exception: { values: [{ type: 'TypeError', value: 'boom' }] },
        tags: { remote: 'quiz', remote_release: 'quiz@2.0.0', failure: 'render' },
      });
      const envelope = [
        JSON.stringify({ event_id: '0123456789abcdef0123456789abcdef', dsn: DSN }),
        JSON.stringify({ type: 'event', length: Buffer.byteLength(item) }),
        item,
      ].join('\n');
      const posted = await gatewayB.inject({
        method: 'POST',
        url: '/monitoring',
        payload: envelope,
        headers: { 'content-type': 'text/plain;charset=UTF-8', cookie },
      });
      expect(posted.statusCode).toBe(200);
      expect((await store.readManifest()).canaries).toBeUndefined();
      expect((await store.readHistory()).at(-1)).toMatchObject({ action: 'auto-rollback', from: '2.0.0' });
    } finally {
      await gatewayA.close();
      await gatewayB.close();
    }
  });
});
