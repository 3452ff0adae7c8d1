// The reads public pages are drawn from (src/shared/pages/page-module.ts), answered by the services with the
// app's context: a server render calls no route of its own (docs/decisions/0042-a-page-is-one-module.md). Each
// returns what the public API answers for the same record, so the browser hydrates with what it would fetch.

import { findOffice } from '../../shared/contract/offices.ts';
import type { SiteContent } from '../../shared/contract/site.ts';
import { type PageReads, ReadNotFound } from '../../shared/pages/page-module.ts';
import { HttpError } from '../lib/http-errors.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import type { AppContext } from './app-context.ts';
import { articleList, visibleArticle, withSummary } from './article-reads.ts';
import { publicDirectory } from './directory.ts';
import { disclosureLog } from './foi-requests.ts';
import { newsPage } from './news.ts';
import { lastReviewedOf } from './review-dates.ts';
import { admissionsReply, eventsReply, publicEvent, type SiteSnapshot } from './site-content.ts';
import type { SiteSearch } from './site-search.ts';

/** What the instance keeps in memory that pages read: the site content and the site search. */
export interface PageSources {
  site: { view(): Promise<SiteContent>; snapshot(): Promise<SiteSnapshot> };
  search: SiteSearch;
}

/** A service's refusal "not found" as the page's not-found answer. */
async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw new ReadNotFound(error.message);
    throw error;
  }
}

export function pageReadsOf(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  sources: PageSources,
): PageReads {
  const db = ctx.db.kysely;
  return {
    siteContent: () => sources.site.view(),
    async article(id) {
      const article = await visibleArticle(ctx, null, id);
      if (!article) throw new ReadNotFound('Article not found');
      return withSummary(article);
    },
    async officeArticles(office, limit) {
      const officeId = findOffice(office)?.office_id;
      if (officeId === undefined) throw new ReadNotFound('Unknown office');
      return articleList(ctx, { officeId, includePrivate: false, order: 'newest', limit });
    },
    latestArticles: (limit) => articleList(ctx, { includePrivate: false, order: 'newest', limit }),
    event: (id) => orNotFound(publicEvent(db, id, ctx.clock.now())),
    events: async (office) =>
      eventsReply(await sources.site.snapshot(), ctx.clock.now(), siteBaseUrl(ctx.config), office),
    admissions: async () => admissionsReply(await sources.site.snapshot()),
    news: (query) => newsPage({ db, kind: ctx.db.kind }, query),
    foiRegister: (page) => disclosureLog(ctx, page),
    search: ({ q, page, limit }) => sources.search.search({ query: q, page, limit }),
    directory: async (q) => ({ ok: true, ...(await publicDirectory(ctx, q)) }),
    async lastReviewed(kind, key) {
      const at = await lastReviewedOf(ctx, kind, key);
      if (!at) throw new ReadNotFound('Nothing to review');
      return { ok: true, last_reviewed_at: at };
    },
  };
}
