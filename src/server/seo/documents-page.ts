// Every published document, /documents: newest first, narrowed by office, year or Transparency Seal item with a
// plain GET form, so a document filed under no Seal item still has a public place besides search. A small
// server-drawn document without scripts in the Transparency Seal page's look (transparency-page.ts).
import {
  DOCUMENTS_INTRO,
  DOCUMENTS_NONE,
  DOCUMENTS_TITLE,
  TRANSPARENCY_SECTIONS,
} from '../../../content/transparency.ts';
import type { DocumentItem, DocumentsPageQuery } from '../../shared/contract/documents.ts';
import { ALL_OFFICES } from '../../shared/contract/offices.ts';
import { DOCUMENTS_PATH, TRANSPARENCY_PATH } from '../../shared/routes.ts';
import { page } from './alert-pages.ts';
import { escapeHtml, renderHead } from './head.ts';
import { documentItemHtml } from './transparency-page.ts';

const CSS = `.wrap{max-width:56rem}.docs{list-style:none;padding:0;margin:0}.docs>li{border-top:1px solid #e3e8e5;padding:.75rem 0}.docs>li:first-child{border-top:0;padding-top:0}
.doc a{font-weight:700;overflow-wrap:anywhere}.doc p{margin:.15rem 0}.older{font-size:.875rem;margin:.35rem 0 0;padding-left:1rem}.older li{margin:.1rem 0}.count{font-weight:700;margin:0 0 .75rem}
.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;margin:1rem 0 0}.filters label{display:flex;flex-direction:column;font-weight:700;font-size:.9rem;gap:.25rem;min-width:0;max-width:100%}
.filters select{max-width:100%}.filters select,.filters button{min-height:44px;font:inherit;padding:.35rem .6rem;border:1px solid #8a968f;border-radius:.4rem;background:#fff}.filters button{background:#006633;color:#fff;border-color:#006633;font-weight:700;padding:.35rem 1rem}
nav a{display:inline-block;min-height:44px;line-height:44px}`;

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** The year a document belongs to in the list: the year of the date it is as of. */
export const documentYear = (d: Pick<DocumentItem, 'published_on'>) => Number(d.published_on.slice(0, 4));

/** The documents the form's choices leave, in the order given (newest first). */
export function filterDocuments(all: readonly DocumentItem[], query: DocumentsPageQuery): DocumentItem[] {
  return all.filter(
    (d) =>
      (!query.office || d.office === query.office) &&
      (!query.year || documentYear(d) === query.year) &&
      (!query.item || d.section === query.item),
  );
}

export function documentsPageHtml(v: {
  all: readonly DocumentItem[];
  query: DocumentsPageQuery;
  baseUrl: string;
}): string {
  const { all, query, baseUrl } = v;
  const shown = filterDocuments(all, query);
  // Only choices that lead somewhere: offices and years that have a published document.
  const offices = ALL_OFFICES.filter((o) => all.some((d) => d.office === o.slug));
  const years = [...new Set(all.map(documentYear))].sort((a, b) => b - a);
  const items = TRANSPARENCY_SECTIONS.filter((s) => all.some((d) => d.section === s.key));
  const narrowed = Boolean(query.office || query.year || query.item);
  const form = `<form class="filters" method="get" action="${DOCUMENTS_PATH}" role="search" aria-label="Filter documents">
  <label>Office<select name="office">${option('', 'Any office', !query.office)}${offices.map((o) => option(o.slug, o.name, query.office === o.slug)).join('')}</select></label>
  <label>Year<select name="year">${option('', 'Any year', !query.year)}${years.map((y) => option(String(y), String(y), query.year === y)).join('')}</select></label>
  <label>Transparency Seal item<select name="item">${option('', 'Any item', !query.item)}${items.map((s) => option(s.key, s.title, query.item === s.key)).join('')}</select></label>
  <button type="submit">Show documents</button>
</form>`;
  const count = `${shown.length} document${shown.length === 1 ? '' : 's'}`;
  const list = shown.length
    ? `<p class="count" role="status">${count}</p><ul class="docs" aria-label="Documents">${shown.map(documentItemHtml).join('')}</ul>`
    : `<p role="status">${DOCUMENTS_NONE}</p>${narrowed ? `<p><a href="${DOCUMENTS_PATH}">Show every document</a></p>` : ''}`;
  const head = renderHead({
    title: DOCUMENTS_TITLE,
    description: DOCUMENTS_INTRO,
    url: `${baseUrl}${DOCUMENTS_PATH}`,
    type: 'website',
  });
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${DOCUMENTS_TITLE}</h1>
        <p>${escapeHtml(DOCUMENTS_INTRO)}</p>
        ${form}
      </section>
      <section class="card" aria-label="${narrowed ? 'Documents found' : 'All documents'}">
        ${list}
      </section>
      <nav aria-label="More"><a href="${TRANSPARENCY_PATH}">Transparency Seal</a> <a href="/search">Search the site</a> <a href="/">Campus home</a></nav>
    </main>`;
  return page(head, body, CSS);
}
