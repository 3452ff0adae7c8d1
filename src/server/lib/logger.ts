// The server's logger: pino writing asynchronously (SonicBoom buffers lines and writes them off the request
// path; flushed when the app closes and on process exit). Fastify's two request lines are replaced by one
// access line per request (see plugins/access-log.ts), written straight to the same destination. Request
// headers are never logged; should a header object reach a log call, its credentials are censored.
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
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

/** The fields of one access line. */
export interface AccessLine {
  reqId: string;
  method: string;
  /** Already stripped of secrets (plugins/access-log.ts). */
  path: string;
  status: number;
  ms: number;
}

export interface AppLogger {
  logger: Logger;
  /**
   * Writes one access line at info level, in pino's JSON format, to the logger's destination. Its fields are
   * fixed and carry no secrets, so it skips pino's per-field redaction (which for the wildcard paths above
   * costs more than the rest of a cached read).
   */
  access(line: AccessLine): void;
  /** Writes out waiting and buffered lines synchronously and stops the batch timer (shutdown). */
  flush(): void;
}

/** Printable ASCII but `"` and `\`: nothing JSON would escape (the common case, a plain URL path). */
const JSON_SAFE = /^[ !#-[\]-~]*$/;
const jsonString = (v: string) => (JSON_SAFE.test(v) ? `"${v}"` : JSON.stringify(v));

export interface LoggerOptions {
  /**
   * Access lines gathered into one write (default: 64 when writing to stdout, 1 with a given stream).
   * Gathered lines are written out at least once a second, before any other log line, and at exit.
   */
  accessBatch?: number;
}

/** A logger at `level` writing to `stream`, or asynchronously to stdout when no stream is given. */
export function createLogger(level: string, stream?: DestinationStream, opts: LoggerOptions = {}): AppLogger {
  const destination = stream ?? pino.destination({ dest: 1, sync: false });
  const batch = Math.max(1, opts.accessBatch ?? (stream ? 1 : 64));
  // Access lines wait here and go out as one write: a write per request (SonicBoom measures its whole
  // buffer on every write) cost more than building the line. Other lines first write out the waiting ones,
  // so the log stays in order.
  let pending = '';
  let waiting = 0;
  const drain = () => {
    if (waiting === 0) return;
    const chunk = pending;
    pending = '';
    waiting = 0;
    destination.write(chunk);
  };
  const ordered: DestinationStream = {
    write(line: string) {
      drain();
      destination.write(line);
    },
  };
  const logger = pino({ level, redact: { paths: REDACT_PATHS, censor: REDACTED } }, ordered);
  const flushSync = () => {
    drain();
    if ('flushSync' in destination && typeof destination.flushSync === 'function') {
      try {
        destination.flushSync();
      } catch {
        // EAGAIN while the pipe is full, or not yet open: the exit handler pino registers tries again.
      }
    }
  };
  const timer = batch > 1 ? setInterval(drain, 1000).unref() : undefined;
  if (!stream) process.once('exit', flushSync);
  // pino's own base fields (pid, hostname), serialised once.
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;
  return {
    logger,
    access(l) {
      pending += `{"level":30,"time":${Date.now()}${base},"reqId":${jsonString(l.reqId)},"method":${jsonString(l.method)},"path":${jsonString(l.path)},"status":${l.status},"ms":${l.ms},"msg":"request"}\n`;
      if (++waiting >= batch) drain();
    },
    flush() {
      clearInterval(timer);
      flushSync();
    },
  };
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Fastify's per-request child logger, made only when a request actually logs through it. Most requests never
 * do (their access line is written directly), and a pino child costs a serialisation of its bindings.
 */
class LazyChild {
  #parent: FastifyBaseLogger;
  #bindings: pino.Bindings;
  #opts: pino.ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: pino.Bindings, opts: pino.ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#opts = opts;
  }

  get real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#opts);
    return this.#child;
  }
  get level(): string {
    return this.#child?.level ?? this.#opts.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  child(bindings: pino.Bindings, opts?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, opts);
  }
  isLevelEnabled(level: string): boolean {
    return (this.real as unknown as Logger).isLevelEnabled(level);
  }
}
for (const name of LEVELS) {
  Object.defineProperty(LazyChild.prototype, name, {
    value(this: LazyChild, ...args: unknown[]) {
      const real = this.real;
      return (real[name] as (...a: unknown[]) => void).apply(real, args);
    },
  });
}

export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: pino.Bindings,
  opts: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChild(logger, bindings, opts) as unknown as FastifyBaseLogger;
}
