// Article search: GET /api/articles/search?q=&page=&limit= (public articles only, best match first).
import { z } from 'zod';
import { articleSchema } from './articles.ts';
import { paginationSchema } from './common.ts';

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_QUERY = 200;
export const SEARCH_MAX_PAGE = 1000;

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

export const searchResponseSchema = z.object({
  ok: z.literal(true),
  articles: z.array(searchHitSchema),
  pagination: paginationSchema,
  /** The query as searched (trimmed). */
  query: z.string(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
