// All campus news (/news): one page of public articles, newest first, with office, type and text filters.
import type { Kysely } from 'kysely';
import { NEWS_PAGE_SIZE, type NewsQuery, type NewsResponse } from '../../shared/contract/news.ts';
import { findOffice } from '../../shared/contract/offices.ts';
import type { DbKind } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { listPublicArticlePage } from '../repositories/news.ts';

export async function newsPage(
  deps: { db: Kysely<Database>; kind: DbKind },
  query: NewsQuery,
): Promise<NewsResponse> {
  const limit = NEWS_PAGE_SIZE;
  const { articles, total } = await listPublicArticlePage(deps.db, deps.kind, {
    officeId: query.office ? findOffice(query.office)?.office_id : undefined,
    type: query.type,
    text: query.q,
    limit,
    offset: (query.page - 1) * limit,
  });
  return {
    ok: true,
    articles,
    pagination: { page: query.page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
