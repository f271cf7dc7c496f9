// Request log lines: no lead uuids or verification codes in the logged path, and request ids the
// internet cannot choose.
import { randomUUID } from 'node:crypto';
import { useTestApp } from '../test/harness';

const t = useTestApp();

/** The log lines written while `run` ran, parsed. */
async function linesOf(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const before = t.logs.length;
  await run();
  return t.logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log lines', () => {
  test('never hold a lead uuid or a verification code', async () => {
    const uuid = randomUUID();
    const code = '84920137';
    const lines = await linesOf(async () => {
      await t.app.inject({ method: 'GET', url: `/api/1.0/leads/${uuid}` });
      await t.app.inject({ method: 'GET', url: `/api/1.0/leads/12?uuid=${uuid}` });
      await t.app.inject({ method: 'POST', url: `/api/1.0/leads/${uuid}/quote/`, payload: {} });
      await t.app.inject({ method: 'POST', url: `/api/1.0/me/verify_email/${code}/`, payload: {} });
      await t.app.inject({ method: 'GET', url: `/api/1.0/no-such/?lid=${uuid}` });
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(uuid);
    expect(text).not.toContain(code);
    const paths = lines.map((l) => (l.req as { path?: string } | undefined)?.path).filter(Boolean);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/1.0/leads/:redacted',
        '/api/1.0/leads/:redacted/quote/',
        '/api/1.0/me/verify_email/:redacted/',
      ]),
    );
  });

  test('ignore an x-request-id from the internet, and keep the gateway’s', async () => {
    const fromVisitor = await linesOf(() =>
      t.app.inject({
        method: 'GET',
        url: '/api/1.0/health',
        headers: { 'x-request-id': 'visitor-picked-id' },
        remoteAddress: '203.0.113.9',
      }),
    );
    const ids = fromVisitor.map((l) => l.reqId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain('visitor-picked-id');
    expect(ids[0]).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));

    const fromGateway = await linesOf(() =>
      t.app.inject({
        method: 'GET',
        url: '/api/1.0/health',
        headers: { 'x-request-id': 'gateway-id-1' },
        remoteAddress: '127.0.0.1',
      }),
    );
    expect(fromGateway.map((l) => l.reqId)).toContain('gateway-id-1');
  });
});
