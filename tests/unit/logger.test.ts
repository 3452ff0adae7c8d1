// The logger: access lines in pino's format, gathered into one write when batching, never out of order with
// other lines, credentials censored in logged objects, and the lazy per-request child logger.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, lazyChildLoggerFactory, REDACTED } from '../../src/server/lib/logger.ts';

function sink() {
  const writes: string[] = [];
  return {
    writes,
    stream: { write: (chunk: string) => void writes.push(chunk) },
    lines: () =>
      writes
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const access = (n: number) => ({
  reqId: `req-${n}`,
  method: 'GET',
  path: `/api/x?n=${n}`,
  status: 200,
  ms: 1.5,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('access lines', () => {
  it('are pino lines at info level with the request fields', () => {
    const out = sink();
    const log = createLogger('info', out.stream);
    log.access({ reqId: 'req-1', method: 'GET', path: '/api/a "quoted"\\path', status: 404, ms: 0.25 });
    const [line] = out.lines();
    expect(line).toMatchObject({
      level: 30,
      reqId: 'req-1',
      method: 'GET',
      path: '/api/a "quoted"\\path',
      status: 404,
      ms: 0.25,
      msg: 'request',
      pid: process.pid,
    });
    expect(typeof line?.time).toBe('number');
    expect(typeof line?.hostname).toBe('string');
    log.flush();
  });

  it('are gathered into one write, and written before any other line', () => {
    const out = sink();
    const log = createLogger('info', out.stream, { accessBatch: 3 });
    log.access(access(1));
    log.access(access(2));
    expect(out.writes).toEqual([]);
    log.logger.error({ err: new Error('boom') }, 'failed');
    expect(out.writes).toHaveLength(2);
    expect(out.lines().map((l) => l.msg)).toEqual(['request', 'request', 'failed']);

    for (let i = 3; i <= 5; i++) log.access(access(i));
    expect(out.writes).toHaveLength(3);
    expect(out.lines().at(-1)).toMatchObject({ reqId: 'req-5' });
    log.flush();
  });

  it('are written within a second on a quiet server, and at shutdown', () => {
    vi.useFakeTimers();
    const out = sink();
    const log = createLogger('info', out.stream, { accessBatch: 50 });
    log.access(access(1));
    expect(out.writes).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(out.lines().map((l) => l.reqId)).toEqual(['req-1']);
    log.access(access(2));
    log.flush();
    expect(out.lines().map((l) => l.reqId)).toEqual(['req-1', 'req-2']);
  });
});

describe('other lines', () => {
  it('censor credentials wherever they appear in a logged object', () => {
    const out = sink();
    const log = createLogger('info', out.stream);
    log.logger.info(
      {
        password: 'pw-top',
        body: { password: 'pw-nested', token: 'tok-nested' },
        req: { headers: { authorization: 'Bearer abc', cookie: 'cs_vid=xyz' } },
        res: { headers: { 'set-cookie': 'cs_vid=issued-value; HttpOnly' } },
      },
      'something',
    );
    const text = out.writes.join('');
    for (const secret of ['pw-top', 'pw-nested', 'tok-nested', 'Bearer abc', 'cs_vid=xyz', 'issued-value']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(REDACTED);
    log.flush();
  });

  it('respect the level', () => {
    const out = sink();
    const log = createLogger('warn', out.stream);
    log.logger.info('not written');
    log.logger.warn('written');
    expect(out.lines().map((l) => l.msg)).toEqual(['written']);
    log.flush();
  });
});

describe('lazy request logger', () => {
  it('makes the child only when it logs, with the request id and the route level', () => {
    const out = sink();
    const log = createLogger('info', out.stream);
    const spy = vi.spyOn(log.logger, 'child');
    const child = lazyChildLoggerFactory(log.logger, { reqId: 'req-9' }, {});
    expect(spy).not.toHaveBeenCalled();
    expect(child.level).toBe('info');
    child.debug('below the level');
    child.error({ err: new Error('bad') }, 'it failed');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(out.lines()).toEqual([expect.objectContaining({ reqId: 'req-9', msg: 'it failed', level: 50 })]);

    const quiet = lazyChildLoggerFactory(log.logger, { reqId: 'req-10' }, { level: 'error' });
    expect(quiet.level).toBe('error');
    quiet.warn('filtered by the route level');
    expect(out.lines()).toHaveLength(1);
    log.flush();
  });
});
