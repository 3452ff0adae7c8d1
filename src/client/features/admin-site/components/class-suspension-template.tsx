// "Class suspension" on the Campus Alerts form: pick what is suspended and the form is filled with an urgent
// alert valid until the end of today, whose message only needs the reason.
import { useId, useState } from 'react';
import {
  CLASS_SUSPENSION_LEVELS,
  type ClassSuspensionLevel,
  classSuspensionAlert,
} from '../../../../shared/alert-templates.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { inputClass } from '../../../components/admin/form-field.tsx';
import { utcToManilaInput } from '../../../lib/manila-time.ts';
import type { FormValues } from './record-editor.tsx';

/** The form's values for a class suspension of `level` posted now. */
export function classSuspensionValues(level: ClassSuspensionLevel): FormValues {
  const a = classSuspensionAlert(level, new Date());
  return {
    severity: a.severity,
    office: a.office,
    title: a.title,
    message: a.message,
    link: '',
    starts_at: utcToManilaInput(a.starts_at),
    ends_at: utcToManilaInput(a.ends_at),
  };
}

export const isSuspensionLevel = (v: string | null): v is ClassSuspensionLevel =>
  CLASS_SUSPENSION_LEVELS.some((l) => l.value === v);

export function ClassSuspensionTemplate({ fill }: { fill: (values: FormValues) => void }) {
  const [level, setLevel] = useState<ClassSuspensionLevel>('classes');
  const id = useId();
  const apply = () => fill(classSuspensionValues(level));
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Class suspension
        </label>
        <select
          id={id}
          className={inputClass}
          value={level}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setLevel(e.target.value as ClassSuspensionLevel)}
        >
          {CLASS_SUSPENSION_LEVELS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Fills in an urgent alert until the end of today; then write the reason.
        </p>
      </div>
      <button type="button" className={buttonClass('secondary')} onClick={apply}>
        Fill in the form
      </button>
    </div>
  );
}
