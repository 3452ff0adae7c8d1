// /administrator/account/sessions: where the user is signed in (device, address, signed in, last seen),
// with sign-out for any one and for all others. Signing out the current one is signing out.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { SessionInfo } from '../../../../shared/contract/sessions.ts';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import {
  ConfirmDialog,
  type DialogMessage,
  MessageDialog,
} from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine } from '../../../components/admin/form-field.tsx';
import { useShellActions } from '../../../lib/admin-session.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { getSessions, sessionsQueryKey, signOutOtherSessions, signOutSession } from '../api/account.ts';

const when = (iso: string | null) => (iso ? formatPortalDateTime(iso) : '—');

export function Component() {
  usePageTitle('Sessions');
  const queryClient = useQueryClient();
  const { signOut } = useShellActions();
  const sessions = useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });
  const [ending, setEnding] = useState<SessionInfo | 'others' | null>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  const confirm = async () => {
    const target = ending;
    setEnding(null);
    if (!target) return;
    try {
      if (target === 'others') {
        const n = await signOutOtherSessions();
        setDialog({
          kind: 'success',
          title: 'Success',
          message: n === 1 ? 'Signed out of 1 session' : `Signed out of ${n} sessions`,
        });
      } else if (target.current) {
        await signOut();
        return;
      } else {
        await signOutSession(target.id);
        setDialog({ kind: 'success', title: 'Success', message: 'Signed out' });
      }
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    } catch (error) {
      setDialog({ kind: 'error', title: 'Not signed out', message: portalErrorMessage(error) });
    }
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Sessions</h1>
        <p className="mt-1 text-sm text-slate-600">
          Where your account is signed in. Sign out anything you do not recognise, then change your password.
        </p>
      </div>
      <ErrorLine message={sessions.isError ? 'Failed to fetch' : null} />
      <section
        aria-labelledby="sessions-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
            Signed in on {list.length} {list.length === 1 ? 'device' : 'devices'}
          </h2>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={others === 0}
            onClick={() => setEnding('others')}
          >
            Sign out all other sessions
          </button>
        </div>
        {sessions.isPending ? (
          <p className="py-8 text-center text-slate-600">Loading sessions…</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-start gap-3">
                  <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {s.device}
                      {s.current ? (
                        <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                          This device
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-600">Address: {s.ip ?? 'unknown'}</p>
                    <p className="text-sm text-slate-600">
                      Signed in {when(s.created_at)} · Last seen {when(s.last_seen_at)}
                    </p>
                  </div>
                </div>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  aria-label={s.current ? 'Sign out of this device' : `Sign out ${s.device}, ${s.ip ?? ''}`}
                  onClick={() => setEnding(s)}
                >
                  Sign out
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        isOpen={ending !== null}
        title={ending === 'others' ? 'Sign out all other sessions?' : 'Sign out this session?'}
        message={
          ending === 'others'
            ? 'Every other device signed in to your account will have to sign in again.'
            : ending?.current
              ? 'You will be signed out on this device.'
              : `${ending?.device ?? ''} will have to sign in again.`
        }
        confirmLabel="Sign out"
        tone="danger"
        onConfirm={confirm}
        onCancel={() => setEnding(null)}
      />
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}
