// The search field at the top of the results page: a plain GET form to /search (?q=), so it works before and
// without JavaScript, and results can be bookmarked, shared and reached with Back.
import { Search } from 'lucide-react';
import { useId } from 'react';
import { searchFieldProps } from '../../../lib/search-field.ts';

export function SearchForm({ query }: { query: string }) {
  const id = useId();
  return (
    <search className="mt-8 block max-w-2xl">
      <form method="get" action="/search">
        <label htmlFor={id} className="block text-sm font-semibold text-brand-50">
          Search the site
        </label>
        <div className="mt-2 flex gap-2 rounded-full bg-white p-1.5 shadow-lg shadow-brand-900/20 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-gold-400">
          <Search aria-hidden="true" className="my-auto ml-3 size-5 shrink-0 text-slate-500" />
          <input
            // A new address (Back, a header search inside the portal's application) draws its own query.
            key={query}
            id={id}
            {...searchFieldProps}
            defaultValue={query}
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
