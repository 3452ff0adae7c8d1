// One published document's page, /documents/{id} (docs/decisions/0047-device-alerts-and-document-pages.md): its
// title, description, office, period and dates, the current file to read or download, and every earlier version
// marked superseded. A small server-drawn document without scripts in the Transparency Seal page's look; only
// published documents reach it (services/documents.ts publicDocument).
import { findTransparencySection } from '../../../content/transparency.ts';
import type { DocumentItem, DocumentVersion } from '../../shared/contract/documents.ts';
import { campusDay } from '../../shared/dates.ts';
import { DOCUMENTS_PATH, documentPath, TRANSPARENCY_PATH } from '../../shared/routes.ts';
import { page } from './alert-pages.ts';
import { escapeHtml, renderHead } from './head.ts';
import { dateTag, FORMAT_LABEL, fileSize } from './transparency-page.ts';

const CSS = `.wrap{max-width:48rem}.preview{display:block;max-width:100%;height:auto;border:1px solid #d5ddd8;margin:1rem 0;background:#fff}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0 0}.actions a{display:inline-flex;align-items:center;min-height:44px;padding:.5rem 1rem;border-radius:.5rem;font-weight:700;text-decoration:none;border:2px solid #006633}
.actions a.primary{background:#006633;color:#fff}.versions li{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:baseline}.versions a{display:inline-block;padding:.6rem 0;min-height:44px}
.tag{font-size:.8rem;font-weight:700;padding:.1rem .5rem;border-radius:1rem;background:#e7f3ec;color:#064e2b}.tag.old{background:#f3e8e8;color:#7f1d1d}.desc{white-space:pre-line;overflow-wrap:anywhere}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}`;

const facts = (v: DocumentVersion) =>
  [
    FORMAT_LABEL[v.format],
    fileSize(v.size_bytes),
    v.pages ? `${v.pages} page${v.pages === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * "View" opens a PDF in the browser (sandboxed); other formats, and "Download", save the file. In the versions
 * list each link also names its version and document for screen readers, after its visible text.
 */
function fileLinks(v: DocumentVersion, title: string, primary: boolean): string {
  const which = primary ? '' : `<span class="sr-only"> version ${v.number} of ${escapeHtml(title)}</span>`;
  const download = `<a href="${escapeHtml(v.file_url)}?download=1">Download${which} (${escapeHtml(facts(v))})</a>`;
  if (v.format !== 'pdf') return download;
  const view = `<a href="${escapeHtml(v.file_url)}"${primary ? ' class="primary"' : ''}>${primary ? 'View the PDF' : `View${which}`}</a>`;
  return `${view}${primary ? '' : ' · '}${download}`;
}

function versionItem(v: DocumentVersion, title: string): string {
  const state = v.superseded ? '<span class="tag old">Superseded</span>' : '<span class="tag">Current</span>';
  return `<li><strong>Version ${v.number}</strong> ${state} <span class="when">Uploaded ${dateTag(campusDay(v.uploaded_at))}</span> <span>${fileLinks(v, title, false)}</span></li>`;
}

export function documentPageHtml(d: DocumentItem, baseUrl: string): string {
  const section = d.section ? findTransparencySection(d.section) : undefined;
  const c = d.current;
  const description = d.description || `${d.title}, published by the ${d.office_name}.`;
  const head = renderHead({
    title: d.title,
    description: description.slice(0, 300),
    url: `${baseUrl}${documentPath(d.id)}`,
    type: 'article',
    ...(c.preview_url
      ? { image: { url: `${baseUrl}${c.preview_url}`, alt: `First page of ${d.title}` } }
      : {}),
  });
  const rows = [
    ['Office', escapeHtml(d.office_name)],
    d.period ? ['Period', escapeHtml(d.period)] : undefined,
    ['As of', dateTag(d.published_on)],
    ['Last updated', dateTag(campusDay(d.updated_at))],
    section
      ? [
          'Transparency Seal',
          `<a href="${TRANSPARENCY_PATH}#${escapeHtml(section.key)}">${escapeHtml(section.title)}</a>`,
        ]
      : undefined,
  ].filter((r): r is string[] => r !== undefined);
  const older = d.versions.length > 1;
  const body = `    <main class="wrap">
      <article class="card">
        <p class="kicker">Document${section ? ' · Transparency Seal' : ''}</p>
        <h1>${escapeHtml(d.title)}</h1>
        ${d.description ? `<p class="desc">${escapeHtml(d.description)}</p>` : ''}
        <dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
        ${
          c.preview_url
            ? `<img class="preview" src="${escapeHtml(c.preview_url)}" alt="First page of ${escapeHtml(d.title)}" width="300" height="388" loading="lazy">`
            : ''
        }
        <p class="actions">${fileLinks(c, d.title, true)}</p>
      </article>
      <section class="card" aria-labelledby="versions">
        <h2 id="versions">Versions</h2>
        <p class="note">${
          older
            ? 'A replaced file is kept and marked superseded: the current version is the one in force.'
            : 'This is the first and only version of this document.'
        }</p>
        <ol class="versions">${d.versions.map((v) => versionItem(v, d.title)).join('')}</ol>
      </section>
      <nav aria-label="More"><a href="${DOCUMENTS_PATH}">All documents</a><a href="${TRANSPARENCY_PATH}">Transparency Seal</a><a href="/search">Search the site</a><a href="/">Campus home</a></nav>
    </main>`;
  return page(head, body, CSS);
}
