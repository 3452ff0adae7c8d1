// The words of a search query and the match markers of results, the same on both databases (what each
// database does with them is repositories/search-index.ts).
/** Private-use characters that mark a match in snippets (stripped from indexed text, so never ambiguous). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
/** Both markers, to strip them from indexed text. */
export const MARKERS = /[\uE000\uE001]/g;

/**
 * Postgres's English stop words (never indexed there). Dropped from queries on both databases, so a query
 * such as "rice and corn" finds the same articles on either.
 */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her ' +
    'hers herself it its itself they them their theirs themselves what which who whom this that these ' +
    'those am is are was were be been being have has had having do does did doing a an the and but if or ' +
    'because as until while of at by for with about against between into through during before after ' +
    'above below to from up down in out on off over under again further then once here there when where ' +
    'why how all any both each few more most other some such no nor not only own same so than too very s ' +
    't can will just don should now'
  ).split(' '),
);

/**
 * The words of a visitor's query: letters and digits only (so nothing reaches either engine's query
 * syntax), lower-cased, without accents, stop words or repeats, at most 8 of at most 64 characters.
 */
export function searchTerms(query: string): string[] {
  // Accents fold away as in the index ("Parañaque" and "Paranaque" are the same word).
  const folded = query
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  const words = folded.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 64)))].filter((w) => !STOP_WORDS.has(w)).slice(0, 8);
}
