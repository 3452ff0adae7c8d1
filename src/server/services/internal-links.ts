// Links of an article body to pages of this site that do not exist (docs/decisions/0050-overrides-and-link-checks.md):
// the route table's verdict (src/shared/internal-links.ts, which the editor runs too), and for addresses that
// name a record (/news/12, /documents/3, /procurement/7, /services/{slug}) whether it exists and is public.
import {
  type BrokenLinkIssue,
  brokenLinkIssue,
  internalLinks,
  type SiteTarget,
  siteTargetOf,
} from '../../shared/internal-links.ts';
import { findArticleAccess, isPublicRow } from '../repositories/articles.ts';
import { findServiceBySlug } from '../repositories/citizen-services.ts';
import { findDocument } from '../repositories/documents.ts';
import { findOpportunity } from '../repositories/procurement.ts';
import type { AppContext } from './app-context.ts';

/** Lookups per save at most: a body with more links to records is checked for its first ones. */
const MAX_LOOKUPS = 50;

async function targetExists(ctx: Pick<AppContext, 'db'>, target: SiteTarget): Promise<boolean> {
  const db = ctx.db.kysely;
  switch (target.kind) {
    case 'page':
      return true;
    case 'article': {
      const row = await findArticleAccess(db, target.id);
      return row !== undefined && isPublicRow(row);
    }
    case 'document':
      return (await findDocument(db, target.id))?.status === 'published';
    case 'procurement':
      return (await findOpportunity(db, target.id)) !== undefined;
    case 'service':
      return (await findServiceBySlug(db, target.slug))?.status === 'published';
  }
}

/** The body's links to pages of this site that do not exist, each a warning with its place and a fix. */
export async function brokenInternalLinks(
  ctx: Pick<AppContext, 'db' | 'config'>,
  html: string,
): Promise<BrokenLinkIssue[]> {
  const origin = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  const out: BrokenLinkIssue[] = [];
  const known = new Map<string, boolean>();
  let lookups = 0;
  for (const link of internalLinks(html, origin)) {
    const target = siteTargetOf(link.path);
    let ok = target !== undefined;
    if (target && target.kind !== 'page') {
      const key = JSON.stringify(target);
      const seen = known.get(key);
      if (seen !== undefined) ok = seen;
      else if (lookups < MAX_LOOKUPS) {
        lookups += 1;
        ok = await targetExists(ctx, target);
        known.set(key, ok);
      }
    }
    if (!ok) out.push(brokenLinkIssue(link));
  }
  return out;
}
