// Site search: GET /api/articles/search?q=&page=&limit=: public articles, best match first, and on the first
// page the site's own pages (content pages, programmes, offices) that match.
import { z } from 'zod';
import { articleSchema } from './articles.ts';
import { paginationSchema } from './common.ts';
import { documentHitSchema } from './documents.ts';
import { defineEndpoint } from './endpoint.ts';

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_QUERY = 200;
export const SEARCH_MAX_PAGE = 1000;

/**
 * At most this many articles are ranked and paged for one search: when more match, the best of the newest
 * this many are (docs/decisions/0034-search-ranks-a-bounded-set.md), and the reply says more match.
 */
export const SEARCH_MAX_RESULTS = 1000;

export const SEARCH_EMPTY_QUERY = 'Enter a word to search for';

const int = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

export const searchQuerySchema = z.object({
  // A missing q is an empty one: both get the same message.
  q: z.preprocess(
    (v) => v ?? '',
    z
      .string()
      .trim()
      .max(SEARCH_MAX_QUERY, `Search text must be at most ${SEARCH_MAX_QUERY} characters`)
      .refine((s) => /[\p{L}\p{N}]/u.test(s), SEARCH_EMPTY_QUERY),
  ),
  page: int('page', 1, SEARCH_MAX_PAGE).default(1),
  limit: int('limit', 1, SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = articleSchema.extend({
  /**
   * A passage of the body as HTML: text escaped, matches wrapped in <mark>…</mark> (no other markup).
   */
  snippet: z.string(),
  /** The title in the same form. */
  title_highlight: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** A page of the site (not an article) matching the query. */
export const pageHitSchema = z.object({
  /** Address on the site, e.g. /library or /staff?office=registrar. */
  path: z.string(),
  title: z.string(),
  /** The title as HTML: text escaped, matches wrapped in <mark>…</mark> (no other markup). */
  title_highlight: z.string(),
  /** The page's description, plain text. */
  summary: z.string(),
  /** The description, or the passage of the page that matched, in the same form as title_highlight. */
  snippet: z.string(),
  /** The part of the site it belongs to, e.g. 'Campus Staff Directory' ('' when none is shown). */
  section: z.string(),
});
export type PageHit = z.infer<typeof pageHitSchema>;

export const searchResponseSchema = z.object({
  ok: z.literal(true),
  /** Matching pages, best first (at most five): on page 1 only, the articles page on without them. */
  pages: z.array(pageHitSchema),
  articles: z.array(searchHitSchema),
  /** Published documents whose title, description or text match (page 1 only), with the page of the words. */
  documents: z.array(documentHitSchema).default([]),
  /**
   * The articles' pages (page results are not counted). `total` is at most SEARCH_MAX_RESULTS, the articles
   * that are ranked and paged.
   */
  pagination: paginationSchema,
  /** More articles match than `pagination.total`: the best of the newest SEARCH_MAX_RESULTS are shown. */
  more_articles: z.boolean().default(false),
  /** The query as searched (trimmed). */
  query: z.string(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

export const searchEndpoints = {
  articles: defineEndpoint({
    method: 'GET',
    path: '/api/articles/search',
    query: searchQuerySchema,
    response: searchResponseSchema,
  }),
} as const;
