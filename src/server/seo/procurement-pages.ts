// The bids and awards pages (docs/decisions/0037-procurement-notices.md): /procurement lists the open
// opportunities first, each with the time left to its deadline of bid submission written by the server at
// the moment of the request (the page is not cached), then the past ones, filtered by a GET form (year,
// status, office); /procurement/{id} is one opportunity with its dates, documents and award. Their RSS feed
// and the calendar of deadlines are here too. Small documents without scripts, like the Transparency Seal's.
import { siteConfig } from '../../../config/site.ts';
import {
  PROCUREMENT_DOCUMENT_LABELS,
  PROCUREMENT_INTRO,
  PROCUREMENT_MODES,
  PROCUREMENT_NO_OPEN,
  PROCUREMENT_NO_PAST,
  PROCUREMENT_STATUS_LABELS,
  PROCUREMENT_TITLE,
} from '../../../content/procurement.ts';
import { ALL_OFFICES } from '../../shared/contract/offices.ts';
import {
  formatPesos,
  type Opportunity,
  type OpportunityListQuery,
  PROCUREMENT_STATUSES,
} from '../../shared/contract/procurement.ts';
import { formatPostedTime } from '../../shared/dates.ts';
import {
  PROCUREMENT_DEADLINES_PATH,
  PROCUREMENT_FEED_PATH,
  PROCUREMENT_PATH,
  procurementPath,
} from '../../shared/routes.ts';
import { page } from './alert-pages.ts';
import { escapeHtml, renderHead } from './head.ts';
import { calendarOf, icsText, icsUtc } from './ics.ts';
import { dateTag } from './transparency-page.ts';
import { xmlEscape } from './xml.ts';

const CSS = `.wrap{max-width:56rem}.opps{list-style:none;padding:0;margin:0}.opps>li{border-top:1px solid #e3e8e5;padding:.85rem 0}.opps>li:first-child{border-top:0;padding-top:0}
.opps h3{font-size:1.05rem;margin:0 0 .2rem;overflow-wrap:anywhere}.ref{font-size:.875rem;color:#3c4540;margin:0}.left{display:inline-block;font-weight:700;padding:.1rem .55rem;border-radius:1rem;background:#fff4d6;color:#6b4100;margin:.3rem 0}
.badge{display:inline-block;font-weight:700;padding:.1rem .55rem;border-radius:1rem;background:#eceeed;color:#333}.badge.open{background:#e7f3ec;color:#064e2b}.badge.awarded{background:#e0eefb;color:#0b3c66}
.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;margin:0 0 1rem}.filters label{display:flex;flex-direction:column;font-weight:700;font-size:.9rem;gap:.25rem;min-width:0;max-width:100%}
.filters select{max-width:100%}.filters select,.filters button{min-height:44px;font:inherit;padding:.35rem .6rem;border:1px solid #8a968f;border-radius:.4rem;background:#fff}.filters button{background:#006633;color:#fff;border-color:#006633;font-weight:700;padding:.35rem 1rem}
.facts{display:grid;grid-template-columns:minmax(9rem,auto) 1fr;gap:.35rem 1rem;margin:0}.facts dt{font-weight:700}.facts dd{margin:0;overflow-wrap:anywhere}.docs{padding-left:1.2rem;margin:0}.docs li{margin:.25rem 0}
.feeds a{display:inline-block;min-height:44px;line-height:44px;margin-right:1rem}nav a{display:inline-block;min-height:44px;line-height:44px}`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Closes in 3 days, 4 hours", "Closes in 25 minutes", or "Deadline passed" at `now`. */
export function timeLeft(deadlineIso: string, now: Date): string {
  const ms = Date.parse(deadlineIso) - now.getTime();
  if (ms <= 0) return 'Deadline passed';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.max(1, Math.floor((ms % HOUR) / 60_000));
  if (days > 0) return `Closes in ${plural(days, 'day')}${hours ? `, ${plural(hours, 'hour')}` : ''}`;
  if (hours > 0)
    return `Closes in ${plural(hours, 'hour')}${minutes ? `, ${plural(minutes, 'minute')}` : ''}`;
  return `Closes in ${plural(minutes, 'minute')}`;
}

/** The status a visitor sees: an open opportunity whose deadline has passed is closed even before the job runs. */
const shownStatus = (o: Opportunity, now: Date) =>
  o.status === 'open' && Date.parse(o.deadline_at) <= now.getTime() ? 'closed' : o.status;

const when = (iso: string) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(formatPostedTime(iso))}</time>`;
const badge = (status: Opportunity['status']) =>
  `<span class="badge ${status}">${PROCUREMENT_STATUS_LABELS[status]}</span>`;

function listItem(o: Opportunity, now: Date): string {
  const status = shownStatus(o, now);
  const award =
    status === 'awarded' && o.contract_centavos !== null
      ? `<p>Awarded to ${escapeHtml(o.awardee)} for ${formatPesos(o.contract_centavos)}</p>`
      : '';
  return `<li><h3><a href="${procurementPath(o.id)}">${escapeHtml(o.title)}</a></h3>
<p class="ref">${escapeHtml(o.reference)} · ${escapeHtml(o.office_name)} · ABC ${formatPesos(o.abc_centavos)}</p>
<p>${badge(status)} Deadline of bid submission: ${when(o.deadline_at)}</p>${
    status === 'open' ? `<p class="left">${timeLeft(o.deadline_at, now)}</p>` : ''
  }${award}</li>`;
}

const feedLinks = `<p class="feeds"><a href="${PROCUREMENT_FEED_PATH}">RSS feed of notices</a><a href="${PROCUREMENT_DEADLINES_PATH}">Calendar of deadlines (.ics)</a></p>`;

function headOf(title: string, description: string, url: string, base: string): string {
  return renderHead({
    title,
    description,
    url,
    type: 'website',
    feeds: [{ title: `${siteConfig.site_name} bids and awards`, url: `${base}${PROCUREMENT_FEED_PATH}` }],
  });
}

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** The list page: open opportunities with the time left, then past ones narrowed by the form. */
export function procurementListHtml(v: {
  open: readonly Opportunity[];
  past: readonly Opportunity[];
  years: readonly number[];
  query: OpportunityListQuery;
  base: string;
  now: Date;
}): string {
  const { open, past, years, query, base, now } = v;
  const form = `<form class="filters" method="get" action="${PROCUREMENT_PATH}#past" role="search" aria-label="Past opportunities">
  <label>Year<select name="year">${option('', 'Any year', !query.year)}${years.map((y) => option(String(y), String(y), query.year === y)).join('')}</select></label>
  <label>Status<select name="status">${option('', 'Any status', !query.status)}${PROCUREMENT_STATUSES.filter(
    (s) => s !== 'open',
  )
    .map((s) => option(s, PROCUREMENT_STATUS_LABELS[s], query.status === s))
    .join('')}</select></label>
  <label>Office<select name="office">${option('', 'Any office', !query.office)}${ALL_OFFICES.map((o) => option(o.slug, o.name, query.office === o.slug)).join('')}</select></label>
  <button type="submit">Show</button>
</form>`;
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${PROCUREMENT_TITLE}</h1>
        <p>${escapeHtml(PROCUREMENT_INTRO)}</p>
        ${feedLinks}
      </section>
      <section class="card" aria-labelledby="open-title">
        <h2 id="open-title">Open for bids</h2>
        ${open.length ? `<ul class="opps">${open.map((o) => listItem(o, now)).join('')}</ul>` : `<p>${PROCUREMENT_NO_OPEN}</p>`}
      </section>
      <section class="card" id="past" aria-labelledby="past-title">
        <h2 id="past-title">Past opportunities and awards</h2>
        ${form}
        ${past.length ? `<ul class="opps">${past.map((o) => listItem(o, now)).join('')}</ul>` : `<p>${PROCUREMENT_NO_PAST}</p>`}
      </section>
      <nav aria-label="More"><a href="/transparency">Transparency Seal</a> <a href="/">Campus home</a> <a href="/search">Search the site</a></nav>
    </main>`;
  return page(headOf(PROCUREMENT_TITLE, PROCUREMENT_INTRO, `${base}${PROCUREMENT_PATH}`, base), body, CSS);
}

/** One opportunity's page. */
export function opportunityPageHtml(o: Opportunity, base: string, now: Date): string {
  const status = shownStatus(o, now);
  const row = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;
  const facts = [
    row('Reference number', escapeHtml(o.reference)),
    row(
      'Status',
      `${badge(status)}${status === 'open' ? ` <span class="left">${timeLeft(o.deadline_at, now)}</span>` : ''}`,
    ),
    row('Approved budget for the contract', formatPesos(o.abc_centavos)),
    row('Mode of procurement', escapeHtml(PROCUREMENT_MODES[o.mode])),
    row('PhilGEPS reference', o.philgeps_reference ? escapeHtml(o.philgeps_reference) : 'Not given'),
    row('Office', escapeHtml(o.office_name)),
    row('Posted', dateTag(o.posted_on)),
    ...(o.prebid_at ? [row('Pre-bid conference', when(o.prebid_at))] : []),
    row('Deadline of bid submission', when(o.deadline_at)),
    ...(o.opening_at ? [row('Opening of bids', when(o.opening_at))] : []),
    ...(o.status === 'awarded'
      ? [
          row('Awardee', escapeHtml(o.awardee)),
          ...(o.contract_centavos !== null ? [row('Contract amount', formatPesos(o.contract_centavos))] : []),
        ]
      : []),
  ].join('');
  const docs = o.documents.length
    ? `<ul class="docs">${o.documents
        .map(
          (d) =>
            `<li><a href="${escapeHtml(d.file_url)}">${PROCUREMENT_DOCUMENT_LABELS[d.kind]}: ${escapeHtml(d.title)}</a> (${dateTag(d.published_on)})</li>`,
        )
        .join('')}</ul>`
    : '<p>No document has been posted yet.</p>';
  const description = `${o.reference}: ${o.title}. ${PROCUREMENT_STATUS_LABELS[status]}; deadline of bid submission ${formatPostedTime(o.deadline_at)}.`;
  const body = `    <main class="wrap">
      <article class="card">
        <p class="kicker">${PROCUREMENT_TITLE}</p>
        <h1>${escapeHtml(o.title)}</h1>
        <dl class="facts">${facts}</dl>
      </article>
      <section class="card" aria-labelledby="docs-title">
        <h2 id="docs-title">Documents</h2>
        ${docs}
      </section>
      <nav aria-label="More"><a href="${PROCUREMENT_PATH}">All bids and awards</a> <a href="/">Campus home</a></nav>
    </main>`;
  return page(headOf(o.title, description, `${base}${procurementPath(o.id)}`, base), body, CSS);
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** RSS 2.0 of the latest notices (newest change first): posting, closing and award each show as a change. */
export function procurementRss(list: readonly Opportunity[], base: string, now: Date): string {
  const items = [...list]
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, 50)
    .map((o) => {
      const url = `${base}${procurementPath(o.id)}`;
      const status = shownStatus(o, now);
      const summary =
        status === 'awarded' && o.contract_centavos !== null
          ? `Awarded to ${o.awardee} for ${formatPesos(o.contract_centavos)}.`
          : `${PROCUREMENT_STATUS_LABELS[status]}. ABC ${formatPesos(o.abc_centavos)}; deadline of bid submission ${formatPostedTime(o.deadline_at)}.`;
      return [
        '    <item>',
        `      <title>${xmlEscape(`${o.reference}: ${o.title}`)}</title>`,
        `      <link>${xmlEscape(url)}</link>`,
        // The guid changes with each change, so readers show a closing or an award as new.
        `      <guid isPermaLink="false">${xmlEscape(`${url}#${o.status}-${o.updated_at}`)}</guid>`,
        `      <pubDate>${rfc822(o.updated_at)}</pubDate>`,
        `      <category>${xmlEscape(o.office_name)}</category>`,
        `      <description>${xmlEscape(summary)}</description>`,
        '    </item>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(`${siteConfig.site_name} bids and awards`)}</title>`,
    `    <link>${xmlEscape(`${base}${PROCUREMENT_PATH}`)}</link>`,
    `    <description>${xmlEscape(PROCUREMENT_INTRO)}</description>`,
    `    <language>${siteConfig.locale.toLowerCase()}</language>`,
    `    <lastBuildDate>${rfc822(
      list
        .map((o) => o.updated_at)
        .sort()
        .at(-1) ?? now.toISOString(),
    )}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${base}${PROCUREMENT_FEED_PATH}`)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** A calendar of the deadlines of bid submission (and pre-bid conferences and openings) of open opportunities. */
export function procurementCalendar(open: readonly Opportunity[], base: string, now: Date): string {
  const host = new URL(base).hostname || 'localhost';
  const event = (o: Opportunity, what: string, uid: string, iso: string): string[] => [
    'BEGIN:VEVENT',
    `UID:procurement-${o.id}-${uid}@${host}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(new Date(iso))}`,
    `DTEND:${icsUtc(new Date(Date.parse(iso) + 30 * 60_000))}`,
    `SUMMARY:${icsText(`${what}: ${o.reference} ${o.title}`)}`,
    `DESCRIPTION:${icsText(`Approved budget ${formatPesos(o.abc_centavos)}. ${PROCUREMENT_MODES[o.mode]}.`)}`,
    `URL:${base}${procurementPath(o.id)}`,
    'END:VEVENT',
  ];
  return calendarOf(
    'bid deadlines',
    open.flatMap((o) => [
      ...(o.prebid_at ? [event(o, 'Pre-bid conference', 'prebid', o.prebid_at)] : []),
      event(o, 'Deadline of bid submission', 'deadline', o.deadline_at),
      ...(o.opening_at ? [event(o, 'Opening of bids', 'opening', o.opening_at)] : []),
    ]),
  );
}
