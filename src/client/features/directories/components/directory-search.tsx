// The directories' search: offices and people by name or by service ("transcript", "ID", "clearance"). A
// plain GET form, so without JavaScript the server draws the results for ?q=; awake, it filters as the
// visitor types (the same API the server's loader calls) and keeps the address in step, so a search can
// be shared.
import { Search, SearchX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { DirectoryResponse } from '../../../../shared/contract/directory.ts';
import { OFFICES } from '../../../../shared/contract/offices.ts';
import { DIRECTORY_QUERY_MAX } from '../../../../shared/directory-links.ts';
import { directoryKey } from '../../../../shared/pages/directory-pages.ts';
import { island } from '../../../islands/island.tsx';
import { useAsyncData } from '../../../lib/use-async-data.ts';
import { loadDirectory } from '../api/get-directory.ts';
import { FacultyContacts, OfficeContacts } from './contact-details.tsx';

/** How long typing pauses before the results follow. */
const TYPING_PAUSE_MS = 250;

export interface DirectorySearchProps {
  /** The search the page was asked for (?q=). */
  q: string;
  /** The page the form submits to without JavaScript. */
  action: '/staff' | '/faculty';
}

export function DirectorySearch({ q: asked, action }: DirectorySearchProps) {
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState(asked);
  const [query, setQuery] = useState(asked.trim());
  const first = useRef(true);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.history.replaceState(null, '', query ? `${action}?${new URLSearchParams({ q: query })}` : action);
  }, [query, action]);

  const { data, error } = useAsyncData(query ? directoryKey(query) : null, (signal) =>
    loadDirectory(query, signal),
  );
  // While the next results load, the last ones stay, so the list does not flash empty at every key.
  const shown = useRef<{ query: string; data: DirectoryResponse } | undefined>(undefined);
  if (data) shown.current = { query, data };
  const results = query ? shown.current : undefined;

  return (
    <search
      aria-label="Search the directories"
      className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5"
    >
      <form
        method="get"
        action={action}
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label htmlFor={inputId} className="font-semibold text-slate-900">
          Find an office or a person
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          By name or by what you need, like “transcript”, “ID” or “clearance”.
        </p>
        <div className="mt-2 flex gap-2">
          <input
            id={inputId}
            type="search"
            name="q"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            maxLength={DIRECTORY_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
          />
          <button type="submit" className="btn btn-primary">
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
        </div>
      </form>
      <div role="status" aria-live="polite" className="mt-3 text-sm text-slate-700 empty:mt-0">
        {results && countText(results.query, results.data)}
        {query && error !== undefined && !results && 'The search did not answer. Press Search to try again.'}
      </div>
      {results && <Results data={results.data} />}
    </search>
  );
}

function countText(query: string, data: DirectoryResponse): string {
  const offices = data.offices.length;
  const people = data.faculty.length;
  if (offices + people === 0) return `Nothing in the directories matches “${query}”.`;
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${part(offices, 'office', 'offices')} and ${part(people, 'person', 'people')} match “${query}”.`;
}

function Results({ data }: { data: DirectoryResponse }) {
  if (data.offices.length + data.faculty.length === 0) {
    return (
      <p className="mt-3 flex items-center gap-2 text-slate-700">
        <SearchX aria-hidden="true" className="size-5 text-slate-500" />
        Try another word, or choose an office below.
      </p>
    );
  }
  return (
    <div className="mt-4 grid gap-6">
      {data.offices.length > 0 && (
        <section aria-label="Offices found">
          <ul className="grid gap-3">
            {data.offices.map((o) => (
              <li key={o.id} className="rounded-xl border border-slate-200 p-4">
                <h2 className="font-semibold text-slate-900">
                  <a
                    href={`/staff?office=${o.id}`}
                    className="inline-flex min-h-11 items-center text-brand-800 underline sm:min-h-0"
                  >
                    {o.name}
                  </a>
                </h2>
                <div className="mt-2">
                  <OfficeContacts office={o} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.faculty.length > 0 && (
        <section aria-label="People found">
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.faculty.map((p) => (
              <li key={p.id} className="rounded-xl border border-slate-200 p-4">
                <h2 className="font-semibold text-slate-900">{p.name}</h2>
                <p className="text-sm text-slate-600">
                  {p.position},{' '}
                  <a href={`/faculty?program=${p.program}`} className="text-brand-800 underline">
                    {OFFICES.find((o) => o.slug === p.program)?.abbrev ?? p.program} faculty
                  </a>
                </p>
                <FacultyContacts person={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Wakes at once with the results the server drew (data-page), so it fetches nothing until the visitor types. */
export const DirectorySearchIsland = island('directory-search', DirectorySearch, {
  data: (p) => (p.q.trim() ? [directoryKey(p.q.trim())] : []),
});
