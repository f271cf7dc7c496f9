// Logs a person reads while developing (`npm start` sets LOG_FORMAT=pretty): the same lines, coloured and on one
// line each through pino-pretty. Anything else, production included, keeps JSON lines for the log pipeline.

/** Pino's transport for LOG_FORMAT=pretty, or nothing (JSON to stdout). */
export function logTransport(format = process.env.LOG_FORMAT): { transport?: { target: string; options: object } } {
  if (format !== 'pretty') return {};
  return {
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
