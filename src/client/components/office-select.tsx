// The office picker of the public GET filter forms (all news, events): a labelled select named `office`
// whose first choice is every office, so a plain form submit filters without JavaScript.
import { OFFICES } from '../../shared/contract/offices.ts';

export function OfficeSelect({
  id,
  label,
  allLabel,
  value,
}: {
  id: string;
  label: string;
  /** The first choice's words (every office). */
  allLabel: string;
  value: string | undefined;
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name="office"
        defaultValue={value ?? ''}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base"
      >
        <option value="">{allLabel}</option>
        {OFFICES.map((o) => (
          <option key={o.slug} value={o.slug}>
            {o.name}
          </option>
        ))}
      </select>
    </>
  );
}
