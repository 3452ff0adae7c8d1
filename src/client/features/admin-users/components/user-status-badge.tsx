import clsx from 'clsx';
import type { UserStatus } from '../../../../shared/contract/offices.ts';

const looks: Record<UserStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-300',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1',
        looks[status],
      )}
    >
      {status}
    </span>
  );
}
