// The decision maker's pick of library documents to release with a grant: a title search over the published
// documents, each match a checkbox; what is picked stays listed (and can be unticked) while the search changes.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { inputClass } from '../../../components/admin/form-field.tsx';
import { getPublishedDocuments, LIBRARY_DOCUMENTS_QUERY_KEY } from '../api/library-documents.ts';

const MATCHES_SHOWN = 8;

export function ReleaseDocumentsPicker({
  picked,
  onChange,
  error,
}: {
  picked: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const searchId = useId();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const docs = useQuery({
    queryKey: LIBRARY_DOCUMENTS_QUERY_KEY,
    queryFn: ({ signal }) => getPublishedDocuments(signal),
  });
  const words = search.trim().toLowerCase();
  const all = docs.data ?? [];
  const matches = words
    ? all
        .filter((d) => d.title.toLowerCase().includes(words) && !picked.includes(d.id))
        .slice(0, MATCHES_SHOWN)
    : [];
  const chosen = all.filter((d) => picked.includes(d.id));
  const toggle = (id: number, on: boolean) => onChange(on ? [...picked, id] : picked.filter((x) => x !== id));
  const box = (d: { id: number; title: string; period: string }, on: boolean) => (
    <li key={d.id}>
      <label className="flex min-h-11 items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => toggle(d.id, e.target.checked)}
          className="size-5 shrink-0"
        />
        <span className="break-words">
          {d.title}
          {d.period ? <span className="text-slate-600"> · {d.period}</span> : null}
        </span>
      </label>
    </li>
  );

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Documents from the library <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <p className="text-sm text-slate-600">
        Published documents released with a grant are linked in the requester's mail and in the disclosure
        log.
      </p>
      {chosen.length > 0 ? (
        <ul aria-label="Documents to release">{chosen.map((d) => box(d, true))}</ul>
      ) : null}
      <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
        Find a document by title
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className={inputClass}
        autoComplete="off"
      />
      {docs.isError ? <p className="text-sm text-red-700">The library could not be loaded.</p> : null}
      {words && matches.length === 0 && !docs.isPending ? (
        <p className="text-sm text-slate-600">No published document has that in its title.</p>
      ) : null}
      {matches.length > 0 ? (
        <ul aria-label="Matching documents">{matches.map((d) => box(d, false))}</ul>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
