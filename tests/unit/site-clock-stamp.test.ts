// Rendered pages are kept under the site's clock stamp (plugins/client.ts): it must change at every moment
// the public pages change by the clock alone, and not otherwise.
import { describe, expect, it } from 'vitest';
import { clockStamp } from '../../src/server/services/site-content.ts';

const alert = (starts_at: string, ends_at: string | null) =>
  ({ starts_at, ends_at }) as Parameters<typeof clockStamp>[0]['alerts'][number];

describe('clockStamp', () => {
  const snapshot = { alerts: [alert('2026-11-23T02:00:00.000Z', '2026-11-23T04:00:00.000Z')] };

  it('changes when an alert starts and when it ends, and not in between', () => {
    const before = clockStamp(snapshot, new Date('2026-11-23T01:59:59.000Z'));
    const started = clockStamp(snapshot, new Date('2026-11-23T02:00:00.000Z'));
    const later = clockStamp(snapshot, new Date('2026-11-23T03:30:00.000Z'));
    const ended = clockStamp(snapshot, new Date('2026-11-23T04:00:00.000Z'));
    expect(started).not.toBe(before);
    expect(later).toBe(started);
    expect(ended).not.toBe(started);
  });

  it('changes when the campus date turns (midnight in Manila is 16:00 UTC)', () => {
    const quiet = { alerts: [] };
    expect(clockStamp(quiet, new Date('2026-11-23T15:59:59.000Z'))).not.toBe(
      clockStamp(quiet, new Date('2026-11-23T16:00:00.000Z')),
    );
    expect(clockStamp(quiet, new Date('2026-11-23T10:00:00.000Z'))).toBe(
      clockStamp(quiet, new Date('2026-11-23T15:00:00.000Z')),
    );
  });
});
