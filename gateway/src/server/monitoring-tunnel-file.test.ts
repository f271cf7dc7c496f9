// /monitoring's local file rotates with a size cap, and error events reach the canary watch.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { tempStore } from '../release/test-builds';
import { buildGateway } from './gateway';
import { testGatewayConfig } from './test-support';
import { envelopeEvents, rotatingAppender } from './monitoring-tunnel';

process.env.LOG_LEVEL = 'silent';

const DSN = 'http://publickey@127.0.0.1:8080/7';

function envelope(message: string, tags: Record<string, string> = {}) {
  const header = { event_id: '0123456789abcdef0123456789abcdef', dsn: DSN };
  const item = JSON.stringify({ exception: { values: [{ type: 'Error', value: message }] }, tags });
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(item) })}\n${item}`;
}

describe('/monitoring local file', () => {
  it('rotates before passing its size cap and keeps only so many old files', async () => {
    const dir = tempStore();
    const file = path.join(dir, 'monitoring', 'envelopes.jsonl');
    const config = testGatewayConfig(tempStore(), {
      sentryDsn: DSN,
      monitoringFile: file,
      monitoringMaxBytes: 10_000,
      monitoringForward: false,
      monitoringRatePerMinute: 1000,
      monitoringFileMaxBytes: 2_000,
      monitoringFileKeep: 2,
    });
    const app = await buildGateway(config);
    try {
      for (let i = 0; i < 30; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/monitoring',
          payload: envelope(`error number ${i} ${'x'.repeat(200)}`),
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
    for (const kept of [file, `${file}.1`, `${file}.2`]) {
      expect(existsSync(kept)).toBe(true);
      expect(statSync(kept).size).toBeLessThanOrEqual(2_000);
    }
    expect(existsSync(`${file}.3`)).toBe(false);
    // The newest envelope is in the live file; the oldest ones are gone.
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.at(-1)).toContain('error number 29');
    expect(readFileSync(`${file}.2`, 'utf8')).not.toContain('error number 0 ');
  });

  it('with nothing to keep, starts the file afresh', async () => {
    const file = path.join(tempStore(), 'envelopes.jsonl');
    const append = rotatingAppender(file, 100, 0);
    for (let i = 0; i < 5; i++) await append(`${'y'.repeat(40)}${i}\n`);
    expect(statSync(file).size).toBeLessThanOrEqual(100);
    expect(existsSync(`${file}.1`)).toBe(false);
  });
});

describe('envelopeEvents', () => {
  it('finds the error events, sized or line-delimited, and skips other items', () => {
    const event = { tags: { remote_release: 'quiz@2.0.0' }, message: 'a sized item' };
    const sized = JSON.stringify(event);
    const body = Buffer.from(
      [
        JSON.stringify({ dsn: DSN }),
        JSON.stringify({ type: 'session' }),
        JSON.stringify({ sid: 'x' }),
        JSON.stringify({ type: 'event', length: Buffer.byteLength(sized) }),
        sized,
        JSON.stringify({ type: 'event' }),
        JSON.stringify({ tags: { remote: 'dashboard' } }),
      ].join('\n'),
    );
    expect(envelopeEvents(body)).toEqual([event, { tags: { remote: 'dashboard' } }]);
    expect(envelopeEvents(Buffer.from('{"dsn":"x"}'))).toEqual([]);
    expect(envelopeEvents(Buffer.from('{"dsn":"x"}\nnot json\n{}'))).toEqual([]);
  });
});
