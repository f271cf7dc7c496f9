// LOG_FORMAT=pretty, and only that, turns JSON log lines into pino-pretty's; a pretty line carries the message.
import { PassThrough } from 'node:stream';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { logTransport } from './log-format';

test('JSON unless LOG_FORMAT=pretty, which pino-pretty can load', () => {
  expect(logTransport(undefined)).toEqual({});
  expect(logTransport('json')).toEqual({});
  const pretty = logTransport('pretty');
  expect(pretty.transport?.target).toBe('pino-pretty');
  // The target resolves from here, as pino will resolve it in the API and the gateway.
  expect(() => require.resolve(pretty.transport!.target)).not.toThrow();
  const lines: string[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  const prettyStream = pinoPretty({ ...pretty.transport!.options, colorize: false, sync: true, destination: out });
  pino({}, prettyStream).info({ port: 8080 }, 'Tailwise gateway listening');
  expect(lines.join('')).toMatch(/INFO.*Tailwise gateway listening.*port.*8080/);
});
