// All campus news at /news: GET /api/news?page=&office=&type=&q= answers one page of public articles,
// newest first, optionally of one office and one type and matching a search text (title or excerpt).
import { z } from 'zod';
import { articleSchema } from './articles.ts';
import { paginationSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ARTICLE_TYPES, OFFICE_SLUGS } from './offices.ts';

export const NEWS_PAGE_SIZE = 12;
export const NEWS_MAX_PAGE = 1000;
export const NEWS_MAX_QUERY = 200;

/** An empty filter (the form's "All offices") is no filter. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const newsQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(NEWS_MAX_PAGE, `page must be at most ${NEWS_MAX_PAGE}`)
    .default(1),
  office: z.preprocess(blankToUndefined, z.enum(OFFICE_SLUGS, { message: 'Unknown office' }).optional()),
  type: z.preprocess(
    blankToUndefined,
    z.enum(ARTICLE_TYPES, { message: 'Type must be news, proposal or completed' }).optional(),
  ),
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(NEWS_MAX_QUERY, `Search text must be at most ${NEWS_MAX_QUERY} characters`)
      .optional(),
  ),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

export const newsResponseSchema = z.object({
  ok: z.literal(true),
  articles: z.array(articleSchema),
  pagination: paginationSchema,
});
export type NewsResponse = z.infer<typeof newsResponseSchema>;

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

export const newsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/news',
    query: newsQuerySchema,
    response: newsResponseSchema,
  }),
} as const;
