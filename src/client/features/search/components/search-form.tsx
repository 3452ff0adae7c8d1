// The search field at the top of the results page; submitting changes the address (?q=), so results can be
// bookmarked, shared and reached with Back.
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { searchFieldProps } from '../../../lib/search-field.ts';

export function SearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(query);
  // A new address (Back, a header search) puts its query in the field.
  useEffect(() => setValue(query), [query]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };

  return (
    <search className="mt-8 block max-w-2xl">
      <form onSubmit={submit}>
        <label htmlFor={id} className="block text-sm font-semibold text-brand-50">
          Search the site
        </label>
        <div className="mt-2 flex gap-2 rounded-full bg-white p-1.5 shadow-lg shadow-brand-900/20 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-gold-400">
          <Search aria-hidden="true" className="my-auto ml-3 size-5 shrink-0 text-slate-500" />
          <input
            id={id}
            {...searchFieldProps}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="Words from a title or article"
            className="min-w-0 flex-1 bg-transparent px-1 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
          />
          <button type="submit" className="btn btn-primary shrink-0">
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
