// /administrator/cases/holidays (superadmin): the holidays that Citizen's Charter deadlines skip, per year.
// Adding or removing one moves the deadlines of open cases.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { type Holiday, holidayCreateSchema } from '../../../../shared/contract/cases.ts';
import { campusToday } from '../../../../shared/dates.ts';
import {
  ConfirmDialog,
  type DialogMessage,
  MessageDialog,
} from '../../../components/admin/admin-dialogs.tsx';
import { BackLink } from '../../../components/admin/back-link.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { addHoliday } from '../api/add-holiday.ts';
import { deleteHoliday } from '../api/delete-holiday.ts';
import { getHolidays, holidaysQueryKey } from '../api/get-holidays.ts';
import { formatCaseDay } from '../lib/case-format.ts';
import { CASES_PATH } from '../lib/case-routes.ts';

const thisYear = () => Number(campusToday().slice(0, 4));

export function Component() {
  usePageTitle('Holidays');
  const queryClient = useQueryClient();
  const [year, setYear] = useState(thisYear);
  const holidays = useQuery({ queryKey: holidaysQueryKey(year), queryFn: () => getHolidays(year) });
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ date?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = holidayCreateSchema.safeParse({ date, name });
    if (!parsed.success) {
      const out: { date?: string; name?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'date' | 'name';
        out[key] ??= issue.message;
      }
      setErrors(out);
      return;
    }
    setBusy(true);
    try {
      await addHoliday(parsed.data);
      setDate('');
      setName('');
      await refresh();
      setDialog({ kind: 'success', title: 'Success', message: 'Holiday added' });
    } catch (error) {
      setDialog({ kind: 'error', title: 'Holiday not added', message: portalErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const confirmRemove = async () => {
    const h = removing;
    setRemoving(null);
    if (!h) return;
    try {
      await deleteHoliday(h.date);
      await refresh();
      setDialog({ kind: 'success', title: 'Success', message: 'Holiday removed' });
    } catch (error) {
      setDialog({ kind: 'error', title: 'Holiday not removed', message: portalErrorMessage(error) });
    }
  };

  const years = [thisYear() - 1, thisYear(), thisYear() + 1];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <BackLink to={CASES_PATH}>Back to cases</BackLink>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Holidays</h1>
        <p className="mt-1 text-sm text-slate-600">
          Deadlines count working days: weekends and these dates are skipped. Add days proclaimed during the
          year (such as Eid’l Fitr); open cases’ deadlines follow at once.
        </p>
      </div>
      <ErrorLine message={holidays.isError ? 'Failed to fetch' : null} />
      <section
        aria-labelledby="holiday-list-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="holiday-list-title" className="text-lg font-semibold text-slate-900">
            Holidays in {year}
          </h2>
          <fieldset className="flex gap-2">
            <legend className="sr-only">Year</legend>
            {years.map((y) => (
              <button
                key={y}
                type="button"
                aria-pressed={y === year}
                className={buttonClass(y === year ? 'primary' : 'secondary')}
                onClick={() => setYear(y)}
              >
                {y}
              </button>
            ))}
          </fieldset>
        </div>
        {holidays.isPending ? (
          <p className="py-8 text-center text-slate-600">Loading holidays…</p>
        ) : (holidays.data ?? []).length === 0 ? (
          <p className="py-8 text-center text-slate-600">No holidays listed for {year}.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {(holidays.data ?? []).map((h) => (
              <li key={h.date} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{h.name}</p>
                  <p className="text-sm text-slate-600">{formatCaseDay(h.date)}</p>
                </div>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  aria-label={`Remove ${h.name}, ${formatCaseDay(h.date)}`}
                  onClick={() => setRemoving(h)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="holiday-add-title"
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="holiday-add-title" className="text-lg font-semibold text-slate-900">
          Add a holiday
        </h2>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <Field label="Date" error={errors.date}>
            <input
              type="date"
              value={date}
              disabled={busy}
              onChange={(e) => {
                setDate(e.target.value);
                setErrors((x) => ({ ...x, date: undefined }));
              }}
              className={inputClass}
            />
          </Field>
          <Field label="Name" error={errors.name}>
            <input
              type="text"
              value={name}
              disabled={busy}
              onChange={(e) => {
                setName(e.target.value);
                setErrors((x) => ({ ...x, name: undefined }));
              }}
              className={inputClass}
            />
          </Field>
        </div>
        <button type="submit" className={buttonClass('primary', 'md', 'self-start')} disabled={busy}>
          {busy ? 'Adding…' : 'Add holiday'}
        </button>
      </form>
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove holiday?"
        message={
          removing ? `${removing.name} (${formatCaseDay(removing.date)}) will count as a working day.` : ''
        }
        confirmLabel="Remove"
        tone="danger"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}
