// On phones the list has no column headers to click, so the same sort states are offered as a select.
import { useId } from 'react';
import { inputClass } from '../../../components/admin/form-field.tsx';
import type { SortState } from '../lib/sort-articles.ts';

const OPTIONS: { value: string; label: string; sort: SortState }[] = [
  { value: 'created-desc', label: 'Newest first', sort: { key: 'created', dir: 'desc' } },
  { value: 'created-asc', label: 'Oldest first', sort: { key: 'created', dir: 'asc' } },
  { value: 'title-asc', label: 'Title A–Z', sort: { key: 'title', dir: 'asc' } },
  { value: 'title-desc', label: 'Title Z–A', sort: { key: 'title', dir: 'desc' } },
  { value: 'type-asc', label: 'Type A–Z', sort: { key: 'type', dir: 'asc' } },
  { value: 'type-desc', label: 'Type Z–A', sort: { key: 'type', dir: 'desc' } },
];

export function SortSelect({ sort, onSort }: { sort: SortState; onSort: (sort: SortState) => void }) {
  const id = useId();
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto lg:hidden">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={`${sort.key}-${sort.dir}`}
        onChange={(e) => {
          const next = OPTIONS.find((o) => o.value === e.target.value);
          if (next) onSort(next.sort);
        }}
        className={`${inputClass} py-2`}
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
