// The campus alerts' own pages (docs/decisions/0032-alert-pages-and-subscriptions.md): /alerts/{id}, the
// permanent address to share instead of a screenshot, and /alerts, every past alert. Each is one small HTML
// document with its CSS inline and no script, so it loads on a weak phone signal on the morning of a
// suspension, and it carries an Open Graph card drawn for that alert (alertCardSvg) so the official link is
// recognisable where it is shared.
import { siteConfig } from '../../../config/site.ts';
import { alertsPage } from '../../../content/pages/alerts.ts';
import { ALERT_SEVERITY_LABELS } from '../../shared/contract/alert-severities.ts';
import type { SiteAlert } from '../../shared/contract/site.ts';
import { formatPostedTime, isoDate } from '../../shared/dates.ts';
import { ALERTS_PATH, alertCardPath, alertPath, SUBSCRIBE_PATH } from '../../shared/routes.ts';
import { escapeHtml, renderHead } from './head.ts';

/** The campus crest (public/favicon.svg), drawn inline so the page needs no other request. */
const CREST = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#006633"/><path d="M32 12 10 23l22 11 22-11z" fill="#fff"/><path d="M18 29v12c0 4 7 9 14 9s14-5 14-9V29l-14 7z" fill="#f5c518"/></svg>`;

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f1c;background:#f4f6f5}
a{color:#006633}a:hover{text-decoration:none}.top{background:#006633;color:#fff}.top a{color:#fff;text-decoration:none;display:flex;gap:.75rem;align-items:center;font-weight:700;line-height:1.25}
.top small{display:block;font-weight:400;opacity:.9}.wrap{max-width:44rem;margin:0 auto;padding:1rem}main.wrap{padding-top:1.5rem}
.card{background:#fff;border:1px solid #d5ddd8;border-radius:.75rem;padding:1.25rem;margin-bottom:1rem}.kicker{margin:0 0 .25rem;font-size:.875rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
.urgent .kicker{color:#991b1b}.advisory .kicker{color:#8a4b00}.information .kicker{color:#075985}.urgent{border-top:6px solid #991b1b}.advisory{border-top:6px solid #d97706}.information{border-top:6px solid #0284c7}
h1{font-size:1.6rem;line-height:1.25;margin:.25rem 0 .75rem;overflow-wrap:anywhere}h2{font-size:1.15rem;margin:0 0 .5rem}.status{display:inline-block;font-weight:700;padding:.15rem .6rem;border-radius:1rem;background:#e7f3ec;color:#064e2b;margin:0 0 .75rem}
.status.over{background:#eceeed;color:#333}.msg{font-size:1.1rem;margin:0 0 1rem;overflow-wrap:anywhere;white-space:pre-line}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:700}dd{margin:0}
ol{list-style:none;padding:0;margin:0}ol li{border-left:3px solid #006633;padding:.1rem 0 .1rem .75rem;margin-bottom:.75rem}ol p{margin:0;overflow-wrap:anywhere}.when{font-size:.9rem;color:#4a524d}
.note{font-size:.9rem;color:#3c4540}.list a{font-weight:700}.list li{border-color:#b7c4bc}footer{font-size:.85rem;color:#4a524d}nav a{margin-right:1rem}`;

/** "In effect until …", "Lifted …", "Ended …" or "Takes effect …": the alert's validity at `now`. */
export function alertValidity(a: SiteAlert, now: Date): { text: string; over: boolean } {
  const t = now.getTime();
  if (a.lifted_at) return { text: `Lifted ${formatPostedTime(a.lifted_at)}`, over: true };
  if (a.ends_at && Date.parse(a.ends_at) <= t)
    return { text: `Ended ${formatPostedTime(a.ends_at)}`, over: true };
  if (Date.parse(a.starts_at) > t)
    return { text: `Takes effect ${formatPostedTime(a.starts_at)}`, over: false };
  return {
    text: a.ends_at ? `In effect until ${formatPostedTime(a.ends_at)}` : 'In effect until lifted',
    over: false,
  };
}

const time = (iso: string) =>
  `<time datetime="${escapeHtml(isoDate(iso) ?? iso)}">${formatPostedTime(iso)}</time>`;

/** A small server-drawn document in the alerts' look; `css` adds a page's own rules (seo/transparency-page.ts). */
export function page(head: string, body: string, css = ''): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
${head}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${CSS}${css}</style>
  </head>
  <body>
    <header class="top"><div class="wrap"><a href="/">${CREST(40)}<span>${escapeHtml(siteConfig.university_name)}<small>${escapeHtml(siteConfig.subtitle)}</small></span></a></div></header>
${body}
    <footer class="wrap"><p>${escapeHtml(siteConfig.campus_name)} · ${escapeHtml(siteConfig.address)} · ${escapeHtml(siteConfig.contact)}</p></footer>
  </body>
</html>
`;
}

const summary = (a: SiteAlert) => `${a.office_name} · Posted ${formatPostedTime(a.posted_at)}`;

/** The permanent page of one alert. */
export function alertPageHtml(a: SiteAlert, baseUrl: string, now: Date): string {
  const validity = alertValidity(a, now);
  const label = ALERT_SEVERITY_LABELS[a.severity];
  const head = renderHead({
    title: a.title,
    description: `${a.message} (${summary(a)})`,
    url: `${baseUrl}${alertPath(a.id)}`,
    type: 'article',
    image: {
      url: `${baseUrl}${alertCardPath(a.id)}`,
      alt: `${siteConfig.campus_name}: ${a.title}. Posted ${formatPostedTime(a.posted_at)}`,
    },
  });
  const updates = a.updates.length
    ? `<section class="card" aria-labelledby="updates"><h2 id="updates">Updates</h2><ol>${[...a.updates]
        .reverse()
        .map(
          (u) =>
            `<li><p class="when">${u.lifts ? 'Lifted' : 'Update'} · ${time(u.posted_at)}</p><p>${escapeHtml(u.message)}</p></li>`,
        )
        .join('')}</ol></section>`
    : '';
  const link = a.link
    ? `<p><a href="${escapeHtml(a.link)}"${a.link.startsWith('/') ? '' : ' rel="noopener noreferrer"'}>More information</a></p>`
    : '';
  const body = `    <main class="wrap">
      <article class="card ${a.severity}">
        <p class="kicker">Campus alert · ${escapeHtml(label)}</p>
        <h1>${escapeHtml(a.title)}</h1>
        <p class="status${validity.over ? ' over' : ''}">${escapeHtml(validity.text)}</p>
        <p class="msg">${escapeHtml(a.message)}</p>
        <dl>
          <dt>Posted</dt><dd>${time(a.posted_at)}</dd>
          <dt>By</dt><dd>${escapeHtml(a.office_name)}</dd>
          <dt>Valid</dt><dd>From ${time(a.starts_at)}${a.ends_at ? ` until ${time(a.ends_at)}` : ' until lifted'}</dd>
        </dl>
        ${link}
      </article>
      ${updates}
      <p class="note">${escapeHtml(alertsPage.official(baseUrl))}</p>
      <nav aria-label="Alerts"><a href="${ALERTS_PATH}">All campus alerts</a><a href="${SUBSCRIBE_PATH}">Get alerts by e-mail</a><a href="/">Campus home</a></nav>
    </main>`;
  return page(head, body);
}

/** Every alert, the latest first. */
export function alertsIndexHtml(alerts: readonly SiteAlert[], baseUrl: string, now: Date): string {
  const head = renderHead({
    title: alertsPage.title,
    description: alertsPage.lead,
    url: `${baseUrl}${ALERTS_PATH}`,
    type: 'website',
  });
  const items = alerts
    .map((a) => {
      const v = alertValidity(a, now);
      return `<li><p><a href="${alertPath(a.id)}">${escapeHtml(a.title)}</a></p><p class="when">${escapeHtml(ALERT_SEVERITY_LABELS[a.severity])} · ${escapeHtml(a.office_name)} · Posted ${time(a.posted_at)}</p><p class="when">${escapeHtml(v.text)}</p></li>`;
    })
    .join('');
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${escapeHtml(alertsPage.title)}</h1>
        <p>${escapeHtml(alertsPage.intro)}</p>
        ${items ? `<ol class="list">${items}</ol>` : `<p>${escapeHtml(alertsPage.empty)}</p>`}
      </section>
      <nav aria-label="Alerts"><a href="${SUBSCRIBE_PATH}">Get alerts by e-mail</a><a href="/">Campus home</a></nav>
    </main>`;
  return page(head, body);
}

/** Splits a title into at most `maxLines` lines of about `width` characters, the last one ending "…" if cut. */
export function wrapLines(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (!line) line = w;
    else if (line.length + 1 + w.length <= width) line = `${line} ${w}`;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, width - 1))}…`;
  return kept;
}

const SEVERITY_COLOUR = { urgent: '#991b1b', advisory: '#b45309', information: '#0369a1' } as const;

/**
 * The alert's Open Graph card, 1200 × 630: the campus crest and name, the alert's kind and title, when it was
 * posted and by whom. Turned into a PNG by the route (sharp); fonts are the system's sans-serif.
 */
export function alertCardSvg(a: SiteAlert): string {
  const x = (s: string) => escapeHtml(s);
  const title = wrapLines(a.title, 30, 3);
  const status = a.lifted_at ? 'LIFTED' : ALERT_SEVERITY_LABELS[a.severity].toUpperCase();
  const crest = CREST(96).replace('<svg ', '<svg x="64" y="56" ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#ffffff"/><rect width="1200" height="200" fill="#006633"/><rect y="200" width="1200" height="10" fill="${SEVERITY_COLOUR[a.severity]}"/>
<rect x="56" y="48" width="112" height="112" rx="22" fill="#ffffff"/>
${crest}
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
<text x="184" y="100" font-size="38" font-weight="700" fill="#ffffff">${x(siteConfig.university_name)}</text>
<text x="184" y="146" font-size="30" fill="#e6f2ea">${x(siteConfig.subtitle)} · Official campus alert</text>
<text x="64" y="272" font-size="30" font-weight="700" fill="${SEVERITY_COLOUR[a.severity]}">${x(status)}</text>
${title.map((l, i) => `<text x="64" y="${340 + i * 64}" font-size="54" font-weight="700" fill="#1a1f1c">${x(l)}</text>`).join('\n')}
<text x="64" y="580" font-size="30" fill="#3c4540">Posted ${x(formatPostedTime(a.posted_at))} · ${x(a.office_name)}</text>
</g>
</svg>`;
}
