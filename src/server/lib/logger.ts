// The server's logger: pino writing asynchronously (SonicBoom buffers lines and writes them off the request
// path; flushed when the app closes and on process exit). Fastify's two request lines are replaced by one
// access line per request (see plugins/access-log.ts). Request headers are never logged; should a header
// object reach a log call, its credentials are censored.
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACTED = '[redacted]';

/** Paths pino censors wherever they appear in a log object. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'token',
  '*.password',
  '*.token',
];

export interface AppLogger {
  logger: Logger;
  /** Writes out buffered lines synchronously (shutdown). */
  flush(): void;
}

/** A logger at `level` writing to `stream`, or asynchronously to stdout when no stream is given. */
export function createLogger(level: string, stream?: DestinationStream): AppLogger {
  const destination = stream ?? pino.destination({ dest: 1, sync: false });
  const logger = pino({ level, redact: { paths: REDACT_PATHS, censor: REDACTED } }, destination);
  return {
    logger,
    flush() {
      if ('flushSync' in destination && typeof destination.flushSync === 'function') {
        try {
          destination.flushSync();
        } catch {
          // EAGAIN while the pipe is full, or not yet open: the exit handler pino registers tries again.
        }
      }
    },
  };
}
