// The account guards (services/accounts.ts) without a database: never the last active superadmin, never
// oneself, never a pending account, never a stale form, and a missing account is "not found".
import { describe, expect, it } from 'vitest';
import { removesLastSuperadmin, statusChangeRefusal } from '../../src/server/services/accounts.ts';

const base = {
  actorId: 1,
  id: 2,
  status: 'inactive' as const,
  current: { status: 'active', version: 3 },
  activeSuperadminIds: [1, 2],
};

describe('account guards', () => {
  it('never removes the last active superadmin', () => {
    expect(removesLastSuperadmin(2, [2])).toBe(true);
    expect(removesLastSuperadmin(2, [1, 2])).toBe(false);
    expect(removesLastSuperadmin(3, [2])).toBe(false);
    expect(statusChangeRefusal({ ...base, actorId: 5, activeSuperadminIds: [2] })).toBe('last_superadmin');
    expect(statusChangeRefusal(base)).toBeNull();
  });

  it('never lets a superadmin deactivate themself, but activating is no removal', () => {
    expect(statusChangeRefusal({ ...base, id: 1 })).toBe('self');
    expect(
      statusChangeRefusal({
        ...base,
        status: 'active',
        current: { status: 'inactive', version: 3 },
        activeSuperadminIds: [],
      }),
    ).toBeNull();
  });

  it('refuses a missing account, then a stale form, then a pending account, in that order', () => {
    expect(statusChangeRefusal({ ...base, current: undefined, expectedVersion: 9 })).toBe('not_found');
    expect(statusChangeRefusal({ ...base, expectedVersion: 2 })).toBe('stale');
    expect(statusChangeRefusal({ ...base, expectedVersion: 3 })).toBeNull();
    expect(
      statusChangeRefusal({ ...base, current: { status: 'pending', version: 3 }, status: 'active' }),
    ).toBe('pending');
    expect(statusChangeRefusal({ ...base, id: 1, current: { status: 'pending', version: 3 } })).toBe(
      'pending',
    );
  });
});
