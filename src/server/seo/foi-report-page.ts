// /foi/report: the quarterly FOI report in the eFOI summary's terms, with a plain GET form to pick the quarter
// and the same figures as CSV. A small server-drawn document with no script, like the Transparency Seal page.
import { siteConfig } from '../../../config/site.ts';
import {
  FOI_REPORT_CSV_PATH,
  FOI_REPORT_PATH,
  type FoiQuarterReport,
} from '../../shared/contract/foi-report.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { page } from './alert-pages.ts';
import { escapeHtml as e, renderHead } from './head.ts';

export const FOI_REPORT_TITLE = 'Quarterly FOI report';

const CSS = `.wrap{max-width:48rem}form.pick{display:flex;flex-wrap:wrap;gap:.75rem 1rem;align-items:flex-end}form.pick label{display:flex;flex-direction:column;font-weight:700;font-size:.9rem}
select,button{min-height:44px;font:inherit;padding:.3rem .6rem;border:1px solid #8a968f;border-radius:.4rem;background:#fff}button{background:#006633;color:#fff;border-color:#006633;font-weight:700;padding:.3rem 1rem}
dl.figures{grid-template-columns:minmax(0,1fr) auto}dl.figures dd{text-align:right;font-variant-numeric:tabular-nums;font-weight:700}
.csv{display:inline-flex;min-height:44px;align-items:center;font-weight:700}nav a{display:inline-flex;min-height:44px;align-items:center}`;

export function foiReportHtml(r: FoiQuarterReport, years: readonly number[], baseUrl: string): string {
  const query = `?year=${r.year}&quarter=${r.quarter}`;
  const head = renderHead({
    title: `${FOI_REPORT_TITLE}: ${r.year}, quarter ${r.quarter}`,
    description: `Freedom of Information requests received by ${siteConfig.campus_name} and how they were decided, by quarter.`,
    url: `${baseUrl}${FOI_REPORT_PATH}${query}`,
    type: 'website',
  });
  const option = (value: number, label: string, selected: boolean) =>
    `<option value="${value}"${selected ? ' selected' : ''}>${e(label)}</option>`;
  const figures: Array<[string, number | string]> = [
    ['Requests received', r.received],
    ['Granted', r.granted],
    ['Partially granted', r.partly_granted],
    ['Denied', r.denied],
    ['Referred to another agency', r.referred],
    ['Pending', r.pending],
    ['Extended', r.extended],
    [
      'Average working days to decide',
      r.average_working_days === null ? 'No decision yet' : String(r.average_working_days),
    ],
  ];
  const denials = r.denied_by_exception.filter((x) => x.count > 0);
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${FOI_REPORT_TITLE}</h1>
        <p>The Freedom of Information requests received from ${formatLongDate(r.from)} to ${formatLongDate(r.to)} and what became of each, as the eFOI summary report counts them. No personal data is shown.</p>
        <form class="pick" method="get" action="${FOI_REPORT_PATH}">
          <label>Year<select name="year">${years.map((y) => option(y, String(y), y === r.year)).join('')}</select></label>
          <label>Quarter<select name="quarter">${[1, 2, 3, 4].map((q) => option(q, `Quarter ${q}`, q === r.quarter)).join('')}</select></label>
          <button type="submit">Show</button>
        </form>
      </section>
      <section class="card" aria-labelledby="figures">
        <h2 id="figures">${r.year}, quarter ${r.quarter}</h2>
        <dl class="figures">${figures.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(String(v))}</dd>`).join('')}</dl>
        <a class="csv" href="${FOI_REPORT_CSV_PATH}${e(query)}">Download as CSV (eFOI summary layout)</a>
      </section>
      <section class="card" aria-labelledby="denials">
        <h2 id="denials">Denials by exception</h2>
        ${
          denials.length
            ? `<dl class="figures">${denials.map((x) => `<dt>${e(x.label)}</dt><dd>${x.count}</dd>`).join('')}</dl>`
            : '<p>No request was denied in this quarter.</p>'
        }
      </section>
      <nav aria-label="More"><a href="/foi">Request information</a><a href="/foi/register">Disclosure log</a><a href="/">Campus home</a></nav>
    </main>`;
  return page(head, body, CSS);
}
