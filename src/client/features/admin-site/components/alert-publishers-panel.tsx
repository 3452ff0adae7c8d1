// "Who may post alerts" on the Campus Alerts screen (superadmins): the office admins allowed to post, update and
// lift alerts besides the superadmins (the campus head's office, the disaster-risk officer), added or removed here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { getUsers, USERS_QUERY_KEY } from '../../../lib/api/user-list.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { ALERT_PUBLISHERS_KEY, getAlertPublishers, setAlertPublisher } from '../api/alert-publishers.ts';

export function AlertPublishersPanel() {
  const queryClient = useQueryClient();
  const publishers = useQuery({ queryKey: ALERT_PUBLISHERS_KEY, queryFn: getAlertPublishers });
  const users = useQuery({ queryKey: USERS_QUERY_KEY, queryFn: getUsers });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ id, publisher }: { id: number; publisher: boolean }) => setAlertPublisher(id, publisher),
    onSuccess: async (message) => {
      setDone(message);
      setError(null);
      setChosen('');
      await queryClient.invalidateQueries({ queryKey: ALERT_PUBLISHERS_KEY });
    },
    onError: (err) => {
      setDone(null);
      setError(portalErrorMessage(err) ?? 'Saving failed');
    },
  });
  const current = new Set((publishers.data ?? []).map((p) => p.user_id));
  // Office admins only: superadmins may post already, contributors never.
  const candidates = (users.data ?? []).filter(
    (u) => u.role === 'admin' && u.status === 'active' && !current.has(u.id),
  );
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) {
      setError('Choose an account');
      return;
    }
    change.mutate({ id: Number(chosen), publisher: true });
  };

  return (
    <section
      aria-labelledby="publishers-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id="publishers-title" className="text-lg font-semibold text-slate-900">
          Who may post alerts
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Superadmins always may. Add the office admins who should post, update and lift alerts too, such as
          the campus head's office or the disaster-risk officer. Every change is in the audit log.
        </p>
      </div>
      {done ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          {done}
        </p>
      ) : null}
      <ErrorLine
        message={publishers.isError ? (portalErrorMessage(publishers.error) ?? 'Failed to fetch') : null}
      />
      {publishers.data && publishers.data.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-label="Alert publishers">
          {publishers.data.map((p) => (
            <li key={p.user_id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">
                  {p.name} · {p.office_abbrev}
                </p>
                <p className="text-sm break-all text-slate-600">{p.email}</p>
              </div>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                aria-label={`Remove ${p.email}`}
                disabled={change.isPending}
                onClick={() => change.mutate({ id: p.user_id, publisher: false })}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : publishers.data ? (
        <p className="text-sm text-slate-600">Only superadmins may post alerts now.</p>
      ) : null}
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-3">
        <Field label="Office admin" error={error ?? undefined} className="min-w-0 flex-1 basis-64">
          <select className={inputClass} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">Choose an account</option>
            {candidates.map((u) => (
              <option key={u.id} value={u.id}>
                {`${u.first_name} ${u.last_name} · ${u.office_abbrev} · ${u.email}`}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={change.isPending}>
          Allow to post alerts
        </button>
      </form>
    </section>
  );
}
