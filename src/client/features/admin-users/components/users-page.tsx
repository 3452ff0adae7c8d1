// /administrator/users (docs/product/admin-portal.md#manage-users, #states, #validation): search, 10 rows a page, activate/deactivate behind
// a confirmation (shown at once, rolled back on failure), and the create-user form.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { User } from '../../../../shared/contract/users.ts';
import {
  ConfirmDialog,
  type DialogMessage,
  MessageDialog,
} from '../../../components/admin/admin-dialogs.tsx';
import { ErrorLine } from '../../../components/admin/form-field.tsx';
import { ADMIN_PAGE_SIZE, Pager, pageCount } from '../../../components/admin/pager.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { getUsers, USERS_QUERY_KEY } from '../../../lib/api/user-list.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { resendInvitation } from '../api/invitations.ts';
import { unlockUser } from '../api/unlock-user.ts';
import { updateUserStatus } from '../api/update-user-status.ts';
import { getTwoFactorUserIds, resetUserTwoFactor, twoFactorUsersQueryKey } from '../api/user-two-factor.ts';
import { CreateUserForm } from './create-user-form.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { UsersTable } from './users-table.tsx';

export function Component() {
  usePageTitle('Manage Users');
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: USERS_QUERY_KEY, queryFn: getUsers, staleTime: 0 });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [toggling, setToggling] = useState<User | null>(null);
  const [unlocking, setUnlocking] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const twoFactor = useQuery({ queryKey: twoFactorUsersQueryKey, queryFn: getTwoFactorUserIds });
  const twoFactorIds = new Set(twoFactor.data ?? []);
  // The spec keeps a delete confirmation without a visible trigger; nothing opens it today.
  const [deleting, setDeleting] = useState<User | null>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = users.data ?? [];
    return q ? all.filter((u) => u.email.toLowerCase().includes(q)) : all;
  }, [users.data, search]);
  const pages = pageCount(filtered.length);
  const current = Math.min(page, pages);
  const rows = filtered.slice((current - 1) * ADMIN_PAGE_SIZE, current * ADMIN_PAGE_SIZE);

  const fail = useCallback((title: string, error: unknown) => {
    setActionError(title);
    setDialog({ kind: 'error', title, message: portalErrorMessage(error) });
  }, []);

  const setStatus = (id: number, status: User['status'], version?: number) =>
    queryClient.setQueryData<User[]>(USERS_QUERY_KEY, (list) =>
      list?.map((u) => (u.id === id ? { ...u, status, ...(version !== undefined ? { version } : {}) } : u)),
    );

  const confirmToggle = async () => {
    const user = toggling;
    if (!user) return;
    setToggling(null);
    if (user.status === 'pending') return;
    const next = user.status === 'active' ? 'inactive' : 'active';
    setStatus(user.id, next);
    try {
      await updateUserStatus(user.id, next, user.version);
      // The server moved the account's version on: the next change of this row sends the new one.
      if (user.version !== undefined) setStatus(user.id, next, user.version + 1);
      setActionError(null);
      setDialog({ kind: 'success', title: next === 'active' ? 'User activated' : 'User deactivated' });
    } catch (error) {
      setStatus(user.id, user.status);
      fail('Failed to update status', error);
      // Someone else changed the account: show its latest state behind the message.
      if (error instanceof ApiError && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    }
  };

  const confirmReset = async () => {
    const user = resetting;
    setResetting(null);
    if (!user) return;
    try {
      await resetUserTwoFactor(user.id);
      await queryClient.invalidateQueries({ queryKey: twoFactorUsersQueryKey });
      setDialog({ kind: 'success', title: 'Success', message: 'Two-step sign-in reset' });
    } catch (error) {
      fail('Failed to reset two-step sign-in', error);
    }
  };

  const confirmUnlock = async () => {
    const user = unlocking;
    if (!user) return;
    setUnlocking(null);
    try {
      await unlockUser(user.id);
      setActionError(null);
      // The spec's generic 'Success' for an action it names no message of.
      setDialog({ kind: 'success', title: 'Success', message: `Sign-in unlocked for ${user.email}.` });
    } catch (error) {
      fail('Failed to unlock sign-in', error);
    }
  };

  const resend = async (user: User) => {
    try {
      const message = await resendInvitation(user.id);
      setActionError(null);
      setDialog({
        kind: 'success',
        title: 'Success',
        message: `${message} (${user.email}). The earlier link no longer works.`,
      });
    } catch (error) {
      fail('Failed to resend the invitation', error);
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    }
  };

  const loadError = users.isError ? 'Failed to fetch' : null;
  // A list that cannot load says so in a dialog as well as in the red line.
  const loadFailure = users.isError ? users.error : null;
  useEffect(() => {
    if (loadFailure)
      setDialog({ kind: 'error', title: 'Failed to fetch', message: portalErrorMessage(loadFailure) });
  }, [loadFailure]);
  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Manage Users</h1>
        {users.data ? (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
            {users.data.length} {users.data.length === 1 ? 'account' : 'accounts'}
          </span>
        ) : null}
      </div>
      <ErrorLine message={actionError ?? loadError} />
      <div className="flex flex-col gap-6">
        <section
          aria-labelledby="users-list-title"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="users-list-title" className="text-lg font-semibold text-slate-900">
              Accounts
            </h2>
            <SearchBox
              label="Search by email"
              placeholder="Search email…"
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
            />
          </div>
          <UsersTable
            users={rows}
            isLoading={users.isPending}
            onToggle={setToggling}
            onUnlock={setUnlocking}
            onResendInvitation={resend}
            twoFactorIds={twoFactorIds}
            onResetTwoFactor={setResetting}
          />
          {filtered.length > 0 ? (
            <Pager page={current} pages={pages} onPage={setPage} label="Accounts pages" />
          ) : null}
        </section>
        <CreateUserForm
          onCreated={(message) => {
            setActionError(null);
            setDialog({ kind: 'success', title: 'User created', message });
            void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
          }}
          onFailed={(error) => fail('Create failed', error)}
        />
      </div>
      <ConfirmDialog
        isOpen={toggling !== null}
        title={toggling?.status === 'active' ? 'Deactivate user?' : 'Activate user?'}
        message={
          toggling?.status === 'active'
            ? `${toggling.email} will no longer be able to sign in or use the admin portal.`
            : `${toggling?.email ?? ''} will be able to sign in again.`
        }
        confirmLabel={toggling?.status === 'active' ? 'Deactivate' : 'Activate'}
        tone={toggling?.status === 'active' ? 'danger' : 'primary'}
        onConfirm={confirmToggle}
        onCancel={() => setToggling(null)}
      />
      <ConfirmDialog
        isOpen={resetting !== null}
        title="Reset two-step sign-in?"
        message={`${resetting?.email ?? ''} will be signed out everywhere and can sign in with the password alone until they set up an authenticator again.`}
        confirmLabel="Reset"
        tone="danger"
        onConfirm={confirmReset}
        onCancel={() => setResetting(null)}
      />
      <ConfirmDialog
        isOpen={unlocking !== null}
        title="Unlock sign-in?"
        message={`Failed sign-in attempts for ${unlocking?.email ?? ''} will be cleared, so they can sign in again at once.`}
        confirmLabel="Unlock"
        tone="primary"
        onConfirm={confirmUnlock}
        onCancel={() => setUnlocking(null)}
      />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDialog({ kind: 'success', title: 'User deleted' });
          void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
        }}
        onFailed={(error) => fail('Delete failed', error)}
      />
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}
