// Finding pages in the in-memory page index (page-index.ts). A page matches when every word of the query is
// in its title, keywords, description or text, read as word stems in the site's spelling ("Enrollment" finds
// "enrolment", "hours" finds "hour") or as the start of a word, as the article search does ("agri" finds
// agriculture). A query that is the page's whole title or one of its keywords ranks it first; otherwise a
// word in the title weighs most, then keywords, then the description, then the text.
import { spellingVariants } from '../../../content/search-keywords.ts';
import type { PageHit } from '../../shared/contract/search.ts';
import { MARK_END, MARK_START, searchTerms } from '../lib/search-terms.ts';
import { markedToHtml } from '../repositories/search.ts';
import { buildPageEntries, type PageEntry } from './page-index.ts';

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MARKERS = /[\uE000\uE001]/g;

/** Lower case, accents folded away (as searchTerms does to the query), in the site's spelling. */
function fold(word: string): string {
  const folded = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return spellingVariants[folded] ?? folded;
}

/**
 * A light English stemmer: plurals, -ment, -ing and -ed, and the doubled consonant they leave ("enrolled",
 * "enrollment" and "enrolment" all become "enrol"). Query and pages go through the same steps, so a stem
 * only has to be consistent, not a dictionary word.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ment', 'ing', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

interface QueryTerm {
  word: string;
  stem: string;
}

interface Field {
  words: string[];
  stems: Set<string>;
}

function field(texts: readonly string[]): Field {
  const words = texts.flatMap((t) => (t.match(WORD) ?? []).map(fold));
  return { words, stems: new Set(words.map(stem)) };
}

const wordMatches = (word: string, term: QueryTerm) =>
  stem(word) === term.stem || (term.word.length >= 3 && word.startsWith(term.word));

const fieldMatches = (f: Field, term: QueryTerm) =>
  f.stems.has(term.stem) || (term.word.length >= 3 && f.words.some((w) => w.startsWith(term.word)));

/** A phrase as comparable stems: the words a query of it would search for. */
const phraseKey = (text: string) => searchTerms(text).map(fold).map(stem).join(' ');

interface IndexedPage {
  entry: PageEntry;
  title: Field;
  keywords: Field;
  summary: Field;
  body: Field;
  /** The title and every keyword as phrase keys: a query equal to one of them ranks the page first. */
  phrases: Set<string>;
}

/** How much one query word counts where it is found; a whole-title or keyword query adds EXACT. */
const WEIGHT = { title: 30, keywords: 20, summary: 6, body: 2 } as const;
const EXACT = 1000;

/** The most pages a search returns (the results show them above the articles). */
export const PAGE_RESULTS_MAX = 5;

/** Where a passage of the text is cut, in characters, and how much comes before the first match. */
const SNIPPET_CHARS = 200;
const SNIPPET_BEFORE = 60;

export class PageIndex {
  private readonly pages: IndexedPage[];

  constructor(entries: readonly PageEntry[] = buildPageEntries()) {
    this.pages = entries.map((entry) => ({
      entry,
      title: field([entry.title]),
      keywords: field(entry.keywords),
      summary: field([entry.summary]),
      body: field(entry.segments),
      phrases: new Set([entry.title, ...entry.keywords].map(phraseKey).filter(Boolean)),
    }));
  }

  /** This index with more pages after its own (pages kept in the database: the charter's services). */
  with(entries: readonly PageEntry[]): PageIndex {
    const index = new PageIndex(entries);
    index.pages.unshift(...this.pages);
    return index;
  }

  get size(): number {
    return this.pages.length;
  }

  /** Pages matching every word of the query, best first, with the matches marked as search hits are. */
  search(query: string, limit = PAGE_RESULTS_MAX): PageHit[] {
    const terms: QueryTerm[] = searchTerms(query).map((t) => {
      const word = fold(t);
      return { word, stem: stem(word) };
    });
    if (terms.length === 0) return [];
    const key = terms.map((t) => t.stem).join(' ');
    const scored: { page: IndexedPage; score: number }[] = [];
    for (const page of this.pages) {
      let score = page.phrases.has(key) ? EXACT : 0;
      for (const term of terms) {
        const weight = fieldMatches(page.title, term)
          ? WEIGHT.title
          : fieldMatches(page.keywords, term)
            ? WEIGHT.keywords
            : fieldMatches(page.summary, term)
              ? WEIGHT.summary
              : fieldMatches(page.body, term)
                ? WEIGHT.body
                : 0;
        if (weight === 0) {
          score = 0;
          break;
        }
        score += weight;
      }
      if (score > 0) scored.push({ page, score });
    }
    // A stable sort: equal scores keep the index's order (route table first, then the offices).
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, limit).map(({ page }) => toHit(page.entry, terms));
  }
}

/** The text with every word matching a query word between the match markers. */
function mark(text: string, terms: readonly QueryTerm[]): string {
  return text
    .replace(MARKERS, '')
    .replace(WORD, (w) => (terms.some((t) => wordMatches(fold(w), t)) ? `${MARK_START}${w}${MARK_END}` : w));
}

const countMatches = (text: string, terms: readonly QueryTerm[]) => {
  const words = (text.match(WORD) ?? []).map(fold);
  return terms.filter((t) => words.some((w) => wordMatches(w, t))).length;
};

/** Up to SNIPPET_CHARS of the text, from a little before its first match, cut at word boundaries. */
function passage(text: string, terms: readonly QueryTerm[]): string {
  if (text.length <= SNIPPET_CHARS) return text;
  let first = 0;
  for (const m of text.matchAll(WORD)) {
    if (terms.some((t) => wordMatches(fold(m[0]), t))) {
      first = m.index;
      break;
    }
  }
  let start = Math.max(0, first - SNIPPET_BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * A result: the snippet is the description when it holds a match, else the passage of the text with the
 * most query words, else the description as it is (the page was found by a keyword).
 */
function toHit(entry: PageEntry, terms: readonly QueryTerm[]): PageHit {
  let text = entry.summary;
  if (countMatches(entry.summary, terms) === 0) {
    let best = 0;
    for (const segment of entry.segments) {
      const n = countMatches(segment, terms);
      if (n > best) {
        best = n;
        text = passage(segment, terms);
      }
    }
  }
  return {
    path: entry.path,
    title: entry.title,
    title_highlight: markedToHtml(mark(entry.title, terms)),
    summary: entry.summary,
    snippet: markedToHtml(mark(text, terms)),
    section: entry.section,
  };
}
