// The accounts of one page: a table on wide screens, cards on phones.
import type { User } from '../../../../shared/contract/users.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { useAdminUser } from '../../../lib/admin-session.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

function fullName(u: User): string {
  return [u.first_name, u.middle_name, u.last_name].filter(Boolean).join(' ');
}

type RowActions = {
  onToggle: (u: User) => void;
  onUnlock: (u: User) => void;
  /** Users whose two-step sign-in is on get a Reset two-step sign-in action. */
  twoFactorIds?: ReadonlySet<number>;
  onResetTwoFactor?: (u: User) => void;
};

function ToggleButton({
  user,
  onToggle,
  onUnlock,
  twoFactorIds,
  onResetTwoFactor,
}: { user: User } & RowActions) {
  const me = useAdminUser();
  // Nobody deactivates their own account (the server refuses it too).
  if (user.id === me.id) return <span className="text-sm text-slate-600">Your account</span>;
  const deactivate = user.status === 'active';
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      <button
        type="button"
        aria-label={`Unlock sign-in for ${user.email}`}
        className={buttonClass('secondary', 'sm')}
        onClick={() => onUnlock(user)}
      >
        Unlock
      </button>
      {twoFactorIds?.has(user.id) && onResetTwoFactor ? (
        <button
          type="button"
          aria-label={`Reset two-step sign-in for ${user.email}`}
          className={buttonClass('secondary', 'sm')}
          onClick={() => onResetTwoFactor(user)}
        >
          Reset two-step sign-in
        </button>
      ) : null}
      {/* Pending is display only (the server refuses the change too). */}
      {user.status === 'pending' ? null : (
        <button
          type="button"
          aria-label={`${deactivate ? 'Deactivate' : 'Activate'} ${user.email}`}
          className={buttonClass(deactivate ? 'secondary' : 'primary', 'sm')}
          onClick={() => onToggle(user)}
        >
          {deactivate ? 'Deactivate' : 'Activate'}
        </button>
      )}
    </span>
  );
}

export function UsersTable({
  users,
  isLoading,
  onToggle,
  onUnlock,
  twoFactorIds,
  onResetTwoFactor,
}: {
  users: User[];
  isLoading: boolean;
} & RowActions) {
  if (isLoading) return <p className="py-10 text-center text-slate-600">Loading accounts…</p>;
  if (users.length === 0) return <p className="py-10 text-center text-slate-600">No users found.</p>;
  return (
    <>
      <ul className="mt-4 flex flex-col gap-3 md:hidden">
        {users.map((u) => (
          <li key={u.id} className="rounded-xl border border-slate-200 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{fullName(u)}</p>
                <p className="truncate text-sm text-slate-600">{u.email}</p>
              </div>
              <UserStatusBadge status={u.status} />
            </div>
            <div className="mt-3 flex items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                <span className="capitalize">{u.role}</span> · {u.office_abbrev}
              </p>
              <ToggleButton
                user={u}
                onToggle={onToggle}
                onUnlock={onUnlock}
                twoFactorIds={twoFactorIds}
                onResetTwoFactor={onResetTwoFactor}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-3 pr-3 font-semibold">
                Name
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Email
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Role
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Office
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="py-3 pl-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((u) => (
              <tr key={u.id}>
                <td className="py-3 pr-3 font-medium text-slate-900">{fullName(u)}</td>
                <td className="max-w-56 truncate px-3 py-3 text-slate-700">{u.email}</td>
                <td className="px-3 py-3 capitalize text-slate-700">{u.role}</td>
                <td className="px-3 py-3 text-slate-700">{u.office_abbrev}</td>
                <td className="px-3 py-3">
                  <UserStatusBadge status={u.status} />
                </td>
                <td className="py-3 pl-3 text-right">
                  <ToggleButton
                    user={u}
                    onToggle={onToggle}
                    onUnlock={onUnlock}
                    twoFactorIds={twoFactorIds}
                    onResetTwoFactor={onResetTwoFactor}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
