// The attributes every news search field shares (the header's two and the results page's): the name the
// results page reads (?q=), the longest query (SEARCH_MAX_QUERY in src/shared/contract/search.ts, written
// out here because the header is on every public page and the contract module would bring zod with it),
// and the phone keyboard's Search key.
export const searchFieldProps = {
  type: 'search',
  name: 'q',
  maxLength: 200,
  autoComplete: 'off',
  enterKeyHint: 'search',
} as const;
