// Links that stay alive (docs/decisions/0050-overrides-and-link-checks.md): the external links of published
// articles are gathered, claimed (once across instances), checked politely (one request at a time per host
// with a pause between them, a few hosts at once, a bounded number per run) and their results stored; the
// portal lists the broken ones per office.
import {
  type BrokenLinkEntry,
  type LinkOutcome,
  linkOutcomeWords,
} from '../../shared/contract/link-checks.ts';
import { findOffice, findOfficeById, OFFICES } from '../../shared/contract/offices.ts';
import { externalLinks } from '../../shared/internal-links.ts';
import type { SignedInUser } from '../domain/actor.ts';
import { isSuperadmin } from '../domain/permissions.ts';
import { badRequest } from '../lib/http-errors.ts';
import { type ProbeOptions, type ProbeResult, probeLink } from '../lib/link-probe.ts';
import {
  brokenLinkRows,
  type ClaimedLink,
  claimDueLinks,
  dropLinksOfHiddenArticles,
  publicArticleBodies,
  saveLinkResult,
  syncArticleLinks,
} from '../repositories/link-checks.ts';
import type { AppContext } from './app-context.ts';

/** A link is checked again a day after its last check. */
const RECHECK_AFTER_MS = 24 * 3600_000;
/** Hosts checked at once (each host still gets one request at a time). */
const HOSTS_AT_ONCE = 4;
const MAX_REDIRECTS = 5;

export type Probe = (url: string, opts: ProbeOptions) => Promise<ProbeResult>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Brings the stored links in line with the published articles' bodies. */
async function gatherLinks(ctx: Pick<AppContext, 'db' | 'config'>): Promise<void> {
  const db = ctx.db.kysely;
  const own = ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
  await dropLinksOfHiddenArticles(db);
  let after = 0;
  for (;;) {
    const page = await publicArticleBodies(db, after, 200);
    for (const article of page)
      await syncArticleLinks(
        db,
        article,
        externalLinks(article.content ?? '', own).map((url) => ({ url, host: new URL(url).host })),
      );
    if (page.length < 200) return;
    after = page[page.length - 1]?.article_id ?? after;
  }
}

/** Checks one host's links in turn, pausing between requests; the same address is asked once per run. */
async function checkHost(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  links: readonly ClaimedLink[],
  probe: Probe,
): Promise<void> {
  const lc = ctx.config.linkCheck;
  const opts: ProbeOptions = {
    timeoutMs: lc.timeoutMs,
    maxRedirects: MAX_REDIRECTS,
    allowPrivate: lc.allowPrivate,
    userAgent: `CampusSite-LinkCheck (+${ctx.config.publicUrl ?? 'localhost'})`,
  };
  const answers = new Map<string, ProbeResult>();
  let first = true;
  for (const link of links) {
    let result = answers.get(link.url);
    if (!result) {
      if (!first) await sleep(lc.hostDelayMs);
      first = false;
      result = await probe(link.url, opts);
      answers.set(link.url, result);
    }
    await saveLinkResult(ctx.db.kysely, link, result, ctx.clock.now().toISOString());
  }
}

/**
 * One run of the link checker: gather the links, claim the due ones (up to the per-run bound), check them
 * host by host. Answers how many links were checked.
 */
export async function runLinkChecks(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  probe: Probe = probeLink,
): Promise<number> {
  await gatherLinks(ctx);
  const now = ctx.clock.now();
  const lc = ctx.config.linkCheck;
  // A claim outlives the slowest run: every link of one host checked in turn, each up to the time-out.
  const claimMs = lc.perRun * (lc.timeoutMs + lc.hostDelayMs) + 60_000;
  const claimed = await claimDueLinks(ctx.db.kysely, {
    now: now.toISOString(),
    staleBefore: new Date(now.getTime() - RECHECK_AFTER_MS).toISOString(),
    claimUntil: new Date(now.getTime() + claimMs).toISOString(),
    limit: lc.perRun,
  });
  const byHost = new Map<string, ClaimedLink[]>();
  for (const link of claimed) byHost.set(link.host, [...(byHost.get(link.host) ?? []), link]);
  const hosts = [...byHost.values()];
  const workers = Array.from({ length: Math.min(HOSTS_AT_ONCE, hosts.length) }, async () => {
    for (let next = hosts.shift(); next; next = hosts.shift()) await checkHost(ctx, next, probe);
  });
  await Promise.all(workers);
  return claimed.length;
}

/** The broken links an admin sees: their office's; a superadmin every office's, or one office's. */
export async function listBrokenLinks(
  ctx: Pick<AppContext, 'db' | 'config'>,
  user: SignedInUser,
  office: string | undefined,
): Promise<BrokenLinkEntry[]> {
  let officeIds: number[] | undefined;
  if (isSuperadmin(user)) {
    if (office) officeIds = [findOffice(office)?.office_id ?? -1];
  } else {
    const own = findOffice(user.office);
    if (!own) throw badRequest('Unknown office');
    officeIds = [own.office_id];
  }
  const timeoutS = Math.round(ctx.config.linkCheck.timeoutMs / 1000);
  const rows = await brokenLinkRows(ctx.db.kysely, officeIds);
  return rows.map((r) => ({
    article_id: r.article_id,
    article_title: r.title,
    office: findOfficeById(r.office_id)?.slug ?? OFFICES[0].slug,
    url: r.url,
    outcome: r.outcome as LinkOutcome,
    status: r.status,
    what_happened: linkOutcomeWords(r.outcome as LinkOutcome, r.status, timeoutS),
    checked_at: r.checked_at ? new Date(r.checked_at).toISOString() : '',
  }));
}
