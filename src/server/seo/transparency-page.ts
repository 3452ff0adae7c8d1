// The Transparency Seal page, /transparency (docs/decisions/0030-document-library.md): every mandated item
// (content/transparency.ts) with its owner office, update rule, "as of" date and its published documents,
// each with its date, period and earlier versions marked superseded. One small document without scripts.
import { siteConfig } from '../../../config/site.ts';
import { TRANSPARENCY_INTRO } from '../../../content/transparency.ts';
import type { DocumentItem, TransparencyItem } from '../../shared/contract/documents.ts';
import { campusDay, formatLongDate } from '../../shared/dates.ts';
import { DOCUMENTS_PATH, documentPath, TRANSPARENCY_PATH } from '../../shared/routes.ts';
import { page } from './alert-pages.ts';
import { escapeHtml, renderHead } from './head.ts';

export const TRANSPARENCY_TITLE = 'Transparency Seal';

const CSS = `.wrap{max-width:56rem}.toc{columns:2 16rem;column-gap:2rem;padding-left:1.2rem;margin:.5rem 0 0;list-style:disc}.toc li{border:0;padding:0;margin:0 0 .35rem;break-inside:avoid}
.item h2{font-size:1.2rem;margin:0 0 .25rem}.meta{font-size:.9rem;color:#3c4540;margin:0 0 .75rem}.asof{display:inline-block;font-weight:700;padding:.1rem .55rem;border-radius:1rem;background:#e7f3ec;color:#064e2b}
.none{color:#4a524d;font-style:italic;margin:0}.docs{list-style:none;padding:0;margin:0}.docs>li{border-top:1px solid #e3e8e5;padding:.75rem 0}.docs>li:first-child{border-top:0;padding-top:0}
.doc a{font-weight:700}.doc p{margin:.15rem 0}.older{font-size:.875rem;margin:.35rem 0 0;padding-left:1rem}.older li{margin:.1rem 0}`;

export const dateTag = (ymd: string) => `<time datetime="${escapeHtml(ymd)}">${formatLongDate(ymd)}</time>`;

export const FORMAT_LABEL = { pdf: 'PDF', xlsx: 'Excel', docx: 'Word', csv: 'CSV' } as const;

export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One document in a list: its title linking to its page, "as of" date, facts, description and earlier versions. */
export function documentItemHtml(d: DocumentItem): string {
  const c = d.current;
  const facts = [
    FORMAT_LABEL[c.format],
    fileSize(c.size_bytes),
    c.pages ? `${c.pages} page${c.pages === 1 ? '' : 's'}` : '',
    d.period,
  ].filter(Boolean);
  const older = d.versions.filter((v) => v.superseded);
  const olderHtml = older.length
    ? `<ul class="older" aria-label="Earlier versions of ${escapeHtml(d.title)}">${older
        .map(
          (v) =>
            `<li><a href="${escapeHtml(v.file_url)}">Version ${v.number}</a> (superseded, uploaded ${dateTag(campusDay(v.uploaded_at))})</li>`,
        )
        .join('')}</ul>`
    : '';
  return `<li class="doc"><p><a href="${documentPath(d.id)}">${escapeHtml(d.title)}</a></p>
<p class="when">As of ${dateTag(d.published_on)} · ${escapeHtml(facts.join(' · '))}</p>${
    d.description ? `<p>${escapeHtml(d.description)}</p>` : ''
  }${olderHtml}</li>`;
}

export function transparencyPageHtml(items: readonly TransparencyItem[], baseUrl: string): string {
  const head = renderHead({
    title: TRANSPARENCY_TITLE,
    description: TRANSPARENCY_INTRO,
    url: `${baseUrl}${TRANSPARENCY_PATH}`,
    type: 'website',
  });
  const toc = items
    .map((i) => `<li><a href="#${escapeHtml(i.key)}">${escapeHtml(i.title)}</a></li>`)
    .join('');
  const sections = items
    .map(
      (
        i,
      ) => `<section class="card item" id="${escapeHtml(i.key)}" aria-labelledby="${escapeHtml(i.key)}-title">
  <h2 id="${escapeHtml(i.key)}-title">${escapeHtml(i.title)}</h2>
  <p class="meta">${escapeHtml(i.summary)} ${escapeHtml(i.rule_text)} by the ${escapeHtml(i.owner_name)}.</p>
  ${i.as_of ? `<p class="meta"><span class="asof">As of ${dateTag(i.as_of)}</span></p>` : ''}
  ${i.documents.length ? `<ul class="docs">${i.documents.map(documentItemHtml).join('')}</ul>` : '<p class="none">No document has been posted yet.</p>'}
</section>`,
    )
    .join('\n');
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${TRANSPARENCY_TITLE}</h1>
        <p>${escapeHtml(TRANSPARENCY_INTRO)}</p>
        <nav aria-label="Transparency Seal items"><ul class="toc">${toc}</ul></nav>
      </section>
${sections}
      <p class="note">These documents are published by ${escapeHtml(siteConfig.campus_name)} under the Transparency Seal provision of the General Appropriations Act.</p>
      <nav aria-label="More"><a href="${DOCUMENTS_PATH}">All documents</a><a href="/">Campus home</a><a href="/search">Search the site</a></nav>
    </main>`;
  return page(head, body, CSS);
}
