// The accounts of one page: a table on wide screens, cards on phones (components/admin/responsive-table.tsx).
import type { User } from '../../../../shared/contract/users.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ResponsiveTable } from '../../../components/admin/responsive-table.tsx';
import { useAdminUser } from '../../../lib/admin-session.ts';
import { UserStatusBadge } from './user-status-badge.tsx';

function fullName(u: User): string {
  return [u.first_name, u.middle_name, u.last_name].filter(Boolean).join(' ');
}

type RowActions = {
  onToggle: (u: User) => void;
  onUnlock: (u: User) => void;
  /** Pending accounts (invited, no password yet) get a Resend invitation action. */
  onResendInvitation: (u: User) => void;
  /** Users whose two-step sign-in is on get a Reset two-step sign-in action. */
  twoFactorIds?: ReadonlySet<number>;
  onResetTwoFactor?: (u: User) => void;
};

function ToggleButton({
  user,
  onToggle,
  onUnlock,
  onResendInvitation,
  twoFactorIds,
  onResetTwoFactor,
}: { user: User } & RowActions) {
  const me = useAdminUser();
  // Nobody deactivates their own account (the server refuses it too).
  if (user.id === me.id) return <span className="text-sm text-slate-600">Your account</span>;
  const deactivate = user.status === 'active';
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      {user.status === 'pending' ? (
        <button
          type="button"
          aria-label={`Resend invitation to ${user.email}`}
          className={buttonClass('secondary', 'sm')}
          onClick={() => onResendInvitation(user)}
        >
          Resend invitation
        </button>
      ) : null}
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
  onResendInvitation,
  twoFactorIds,
  onResetTwoFactor,
}: {
  users: User[];
  isLoading: boolean;
} & RowActions) {
  if (isLoading) return <p className="py-10 text-center text-slate-600">Loading accounts…</p>;
  if (users.length === 0) return <p className="py-10 text-center text-slate-600">No users found.</p>;
  const actions = (u: User) => (
    <ToggleButton
      user={u}
      onToggle={onToggle}
      onUnlock={onUnlock}
      onResendInvitation={onResendInvitation}
      twoFactorIds={twoFactorIds}
      onResetTwoFactor={onResetTwoFactor}
    />
  );
  return (
    <ResponsiveTable
      rows={users}
      rowKey={(u) => u.id}
      from="md"
      className="mt-4"
      tableClassName="overflow-x-auto"
      card={(u) => (
        <>
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
            {actions(u)}
          </div>
        </>
      )}
      head={['Name', 'Email', 'Role', 'Office', 'Status', 'Actions']}
      lastColumnRight
      cells={(u) => (
        <>
          <td className="py-3 pr-3 font-medium text-slate-900">{fullName(u)}</td>
          <td className="max-w-56 truncate px-3 py-3 text-slate-700">{u.email}</td>
          <td className="px-3 py-3 capitalize text-slate-700">{u.role}</td>
          <td className="px-3 py-3 text-slate-700">{u.office_abbrev}</td>
          <td className="px-3 py-3">
            <UserStatusBadge status={u.status} />
          </td>
          <td className="py-3 pl-3 text-right">{actions(u)}</td>
        </>
      )}
    />
  );
}
