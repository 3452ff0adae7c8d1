// The Citizen's Charter as pages (docs/decisions/0038-charter-services.md): /services lists every published
// service grouped by the office that delivers it, /services/{slug} shows one in full (requirements, steps as a
// list a phone can read, fees, time, persons responsible and how to complain), and /services/charter is the
// whole charter on one page with a print stylesheet. Small documents with no script, like the Transparency
// Seal page (seo/transparency-page.ts).
import { siteConfig } from '../../../config/site.ts';
import { charterFeedback, charterFront, charterOffices } from '../../../content/citizens-charter.ts';
import {
  byUnit,
  type CitizenService,
  CLASSIFICATION_LABELS,
} from '../../shared/contract/citizen-services.ts';
import { formatLongDate } from '../../shared/dates.ts';
import {
  CHARTER_PDF_PATH,
  CHARTER_PRINT_PATH,
  SERVICES_PATH,
  serviceFeedbackPath,
  servicePath,
} from '../../shared/routes.ts';
import { page } from './alert-pages.ts';
import { escapeHtml, renderHead } from './head.ts';

const e = escapeHtml;

const CSS = `.wrap{max-width:52rem}.lead{font-size:1.05rem}.actions{display:flex;flex-wrap:wrap;gap:.5rem 1rem;margin:.75rem 0 0}
.actions a,.button{display:inline-flex;align-items:center;min-height:44px;font-weight:700}.office h2{font-size:1.15rem}
.svc{list-style:none;padding:0;margin:0}.svc li{border-top:1px solid #e3e8e5;padding:.6rem 0}.svc li:first-child{border-top:0}
.svc a{display:inline-flex;min-height:44px;align-items:center;font-weight:700}.svc p{margin:0;font-size:.9rem;color:#3c4540}
.tag{display:inline-block;font-weight:700;font-size:.85rem;padding:.1rem .55rem;border-radius:1rem;background:#e7f3ec;color:#064e2b}
dl.facts{grid-template-columns:minmax(6rem,11rem) minmax(0,1fr)}dl.facts dd{overflow-wrap:break-word}
@media (max-width:32rem){dl.facts{grid-template-columns:minmax(0,1fr);gap:0}dl.facts dd{margin-bottom:.6rem}}
.req{list-style:none;padding:0;margin:0}.req li{border-left:3px solid #006633;padding:.1rem 0 .1rem .75rem;margin-bottom:.6rem}.req p{margin:0}.where{font-size:.9rem;color:#3c4540}
ol.steps{list-style:none;padding:0;margin:0;counter-reset:step}ol.steps>li{border-left:0;padding:0;margin:0 0 1rem;border:1px solid #d5ddd8;border-radius:.5rem;overflow:hidden}
.steps h3{margin:0;padding:.5rem .75rem;background:#e7f3ec;font-size:1rem;color:#064e2b}.steps dl{padding:.6rem .75rem}
.total{font-weight:700}.reviewed{font-size:.9rem;color:#3c4540;margin:.25rem 0 1rem}nav a{display:inline-flex;min-height:44px;align-items:center}.complain dt{margin-top:.35rem}
@media print{body{background:#fff;font-size:11pt}.top,footer,nav,.actions,.noprint{display:none}.card{border:0;padding:0;margin:0 0 1rem}
.wrap{max-width:none;padding:0}.service{break-before:page}.steps>li{break-inside:avoid}a{color:#000;text-decoration:none}}`;

const classificationTag = (s: CitizenService) =>
  `<span class="tag">${e(CLASSIFICATION_LABELS[s.classification])}</span>`;

/** One service in full; `level` is the heading level of its title (1 on its own page, 2 in the charter). */
export function serviceHtml(s: CitizenService, level: 1 | 2): string {
  const h = `h${level}`;
  const sub = `h${level + 1}`;
  const id = `svc-${e(s.slug)}`;
  const facts = [
    ['Office', s.unit],
    ['Classification', CLASSIFICATION_LABELS[s.classification]],
    ...(s.transaction_type ? [['Type of transaction', s.transaction_type]] : []),
    ['Who may avail', s.who_may_avail],
    ['Fees', s.total_fees],
    ['Processing time', s.total_time],
  ]
    .map(([k, v]) => `<dt>${e(k ?? '')}</dt><dd>${e(v ?? '')}</dd>`)
    .join('');
  const requirements = s.requirements.length
    ? `<ul class="req">${s.requirements
        .map((r) => `<li><p>${e(r.item)}</p><p class="where">Where to get it: ${e(r.where)}</p></li>`)
        .join('')}</ul>`
    : '<p>No documents are needed.</p>';
  const steps = s.steps
    .map(
      (
        st,
        i,
      ) => `<li><${level === 1 ? 'h3' : 'h4'}>Step ${i + 1}</${level === 1 ? 'h3' : 'h4'}><dl class="facts">
<dt>What you do</dt><dd>${e(st.client)}</dd><dt>What we do</dt><dd>${e(st.agency)}</dd>
<dt>Fee</dt><dd>${e(st.fee || 'None')}</dd><dt>Processing time</dt><dd>${e(st.time)}</dd>
<dt>Person responsible</dt><dd>${e(st.person)}</dd></dl></li>`,
    )
    .join('');
  return `<section class="card service" aria-labelledby="${id}">
  <${h} id="${id}">${e(s.title)}</${h}>
  <p>${classificationTag(s)}</p>
  ${s.description ? `<p class="lead">${e(s.description)}</p>` : ''}
  <dl class="facts">${facts}</dl>
  <${sub}>Checklist of requirements</${sub}>
  ${requirements}
  <${sub}>Steps</${sub}>
  <ol class="steps">${steps}</ol>
  <p class="total">Total: ${e(s.total_fees)} · ${e(s.total_time)}</p>
</section>`;
}

const complaintsHtml = (level: 2 | 3) => `<section class="card complain" aria-labelledby="complain">
  <h${level} id="complain">Feedback and complaints</h${level}>
  <dl class="facts">${charterFeedback.map((f) => `<dt>${e(f.label)}</dt><dd>${e(f.text)}</dd>`).join('')}</dl>
  <p class="noprint"><a class="button" href="/send-concern">Send a concern</a></p>
</section>`;

const moreNav = `<nav aria-label="More"><a href="${SERVICES_PATH}">All services</a><a href="/quick-links/citizens-charter">Citizens' Charter</a><a href="/">Campus home</a></nav>`;

/** /services: every published service, grouped by the office that delivers it. */
export function servicesIndexHtml(services: readonly CitizenService[], baseUrl: string): string {
  const head = renderHead({
    title: charterFront.servicesTitle,
    description: charterFront.servicesIntro,
    url: `${baseUrl}${SERVICES_PATH}`,
    type: 'website',
  });
  const groups = byUnit(services)
    .map(
      ([unit, list], i) => `<section class="card office" aria-labelledby="office-${i}">
  <h2 id="office-${i}">${e(unit)}</h2>
  <ul class="svc">${list
    .map(
      (s) =>
        `<li><a href="${e(servicePath(s.slug))}">${e(s.title)}</a><p>${e(CLASSIFICATION_LABELS[s.classification])} · ${e(s.total_time)} · ${e(s.total_fees)}</p></li>`,
    )
    .join('')}</ul>
</section>`,
    )
    .join('\n');
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${e(charterFront.servicesTitle)}</h1>
        <p>${e(charterFront.servicesIntro)}</p>
        <p class="actions"><a href="${CHARTER_PRINT_PATH}">${e(charterFront.printLabel)}</a><a href="${CHARTER_PDF_PATH}">${e(charterFront.pdfLabel)}</a></p>
      </section>
${groups || '<section class="card"><p>No service has been published yet.</p></section>'}
      ${moreNav}
    </main>`;
  return page(head, body, CSS);
}

/** /services/{slug}: one service in full (with when staff last reviewed it), then how to complain. */
export function servicePageHtml(
  s: CitizenService,
  baseUrl: string,
  opts: { extra?: string; lastReviewed?: string } = {},
): string {
  const head = renderHead({
    title: s.title,
    description: s.description || `${s.title}: requirements, steps, fees and processing time.`,
    url: `${baseUrl}${servicePath(s.slug)}`,
    type: 'website',
  });
  const body = `    <main class="wrap">
      <nav aria-label="Breadcrumb"><a href="${SERVICES_PATH}">All services</a></nav>
${serviceHtml(s, 1)}
${opts.lastReviewed ? `<p class="reviewed">Last reviewed ${e(formatLongDate(opts.lastReviewed))}</p>` : ''}
${opts.extra ?? ''}
<section class="card" aria-labelledby="rate">
  <h2 id="rate">How did we do?</h2>
  <p>Used this service? Answer the Anti-Red Tape Authority’s client satisfaction survey: about three minutes, no name asked.</p>
  <p><a class="button" href="${e(serviceFeedbackPath(s.slug))}">Rate this service</a></p>
</section>
${complaintsHtml(2)}
      ${moreNav}
    </main>`;
  return page(head, body, CSS);
}

/** /services/charter: the whole charter on one page, the same rows as the PDF, laid out for printing. */
export function charterPrintHtml(services: readonly CitizenService[], baseUrl: string): string {
  const head = renderHead({
    title: charterFront.title,
    description: charterFront.servicesIntro,
    url: `${baseUrl}${CHARTER_PRINT_PATH}`,
    type: 'website',
  });
  const list = byUnit(services)
    .map(
      ([unit, items]) =>
        `<h3>${e(unit)}</h3><ul>${items.map((s) => `<li><a href="#svc-${e(s.slug)}">${e(s.title)}</a> (${e(CLASSIFICATION_LABELS[s.classification])})</li>`).join('')}</ul>`,
    )
    .join('');
  const offices = charterOffices
    .map((o) => `<dt>${e(o.name)}</dt><dd>${e(o.address)} · ${e(o.contact)}</dd>`)
    .join('');
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${e(charterFront.title)}</h1>
        <p>${e(siteConfig.campus_name)} · ${e(charterFront.edition)}</p>
        <p class="actions"><a href="${CHARTER_PDF_PATH}">${e(charterFront.pdfLabel)}</a><a href="${SERVICES_PATH}">Read one service at a time</a></p>
        <h2>Vision</h2><p>${e(charterFront.vision)}</p>
        <h2>Mission</h2><p>${e(charterFront.mission)}</p>
        <h2>Service pledge</h2><p>${e(charterFront.pledge)}</p>
        <h2>List of services</h2>${list}
      </section>
${services.map((s) => serviceHtml(s, 2)).join('\n')}
${complaintsHtml(2)}
      <section class="card" aria-labelledby="offices"><h2 id="offices">List of offices</h2><dl class="facts">${offices}</dl></section>
      ${moreNav}
    </main>`;
  return page(head, body, CSS);
}
