// The subscription pages (docs/decisions/0039-subscriptions-and-push.md): the form at /subscribe and the pages
// its mail links to. Small documents in the alerts' look (seo/alert-pages.ts) whose forms post without
// JavaScript; a refused form comes back with its errors next to the fields and nothing typed lost.
import { subscribePage as t } from '../../../content/pages/subscribe.ts';
import {
  ALERTS_TOPIC,
  FREQUENCIES,
  FREQUENCY_LABELS,
  TOPICS,
  type TopicChoice,
} from '../../shared/contract/subscriptions.ts';
import { SUBSCRIBE_PATH } from '../../shared/routes.ts';
import { page } from './alert-pages.ts';
import { escapeHtml, renderHead } from './head.ts';

const CSS = `form{margin:0}label{font-weight:700}.field{margin:0 0 1rem}input[type=email]{display:block;width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7a71;border-radius:.5rem;min-height:44px}
fieldset{border:0;padding:0;margin:0 0 1rem}legend{font-weight:700;font-size:1.1rem;margin-bottom:.5rem}.topic{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;padding:.5rem 0;border-bottom:1px solid #e2e8e4}
.topic label{font-weight:400;flex:1 1 14rem}select{font:inherit;min-height:44px;padding:.3rem .5rem;border:1px solid #6b7a71;border-radius:.5rem;background:#fff}.check{display:flex;gap:.6rem;align-items:center;min-height:44px}.check input{width:1.4rem;height:1.4rem}
button{font:inherit;font-weight:700;color:#fff;background:#006633;border:0;border-radius:.5rem;padding:.7rem 1.2rem;min-height:44px;cursor:pointer}button:hover{background:#00522a}
.device-status{font-weight:700}button:disabled{opacity:.7;cursor:default}.error{color:#991b1b;font-weight:700;margin:.25rem 0}.errors{border:2px solid #991b1b;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}.done{border-left:6px solid #006633}.hint{font-size:.9rem;color:#4a524d;margin:0}`;

export interface FormState {
  email?: string;
  topics: readonly TopicChoice[];
  errors: { email?: string; topics?: string };
}

const head = (title: string, baseUrl: string, path: string, description = t.lead) =>
  renderHead({ title, description, url: `${baseUrl}${path}`, type: 'website' });

function topicRows(chosen: readonly TopicChoice[]): string {
  const of = (key: string) => chosen.find((c) => c.topic === key)?.frequency ?? '';
  return TOPICS.map((topic) => {
    const id = `topic-${topic.key}`;
    if (topic.key === ALERTS_TOPIC)
      return `<div class="topic"><span class="check"><input type="checkbox" id="${id}" name="${topic.key}" value="on"${of(topic.key) ? ' checked' : ''}><label for="${id}">${escapeHtml(topic.label)}</label></span><span class="hint">${escapeHtml(t.alertsNote)}</span></div>`;
    const options = [`<option value="">${escapeHtml(t.notSubscribed)}</option>`]
      .concat(
        FREQUENCIES.map(
          (f) =>
            `<option value="${f}"${of(topic.key) === f ? ' selected' : ''}>${escapeHtml(FREQUENCY_LABELS[f])}</option>`,
        ),
      )
      .join('');
    return `<div class="topic"><label for="${id}">${escapeHtml(topic.label)}</label><select id="${id}" name="${topic.key}">${options}</select></div>`;
  }).join('');
}

function topicsFieldset(chosen: readonly TopicChoice[], error: string | undefined): string {
  return `<fieldset${error ? ' aria-describedby="topics-error"' : ''}><legend>${escapeHtml(t.topics)}</legend>${
    error ? `<p class="error" id="topics-error">${escapeHtml(error)}</p>` : ''
  }${topicRows(chosen)}</fieldset>`;
}

const privacy = () =>
  `<section class="card" aria-labelledby="privacy"><h2 id="privacy">${escapeHtml(t.privacyTitle)}</h2>${t.privacy
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}</section>`;

const errorSummary = (errors: FormState['errors']) => {
  const list = [errors.email, errors.topics].filter(Boolean) as string[];
  return list.length
    ? `<div class="errors" role="alert"><p class="error">There is a problem</p><ul>${list.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : '';
};

/**
 * The islands entry and its chunks (seo/server-render.ts islandsScripts), loaded as modules: the one island of
 * /subscribe, "Alerts on this device", needs script, the form does not.
 */
const scriptTags = (scripts: readonly string[]) =>
  scripts
    .map((src, i) =>
      i === 0
        ? `\n    <script type="module" src="${escapeHtml(src)}"></script>`
        : `\n    <link rel="modulepreload" href="${escapeHtml(src)}" />`,
    )
    .join('');

/** Where the browser draws the device's alerts (components/device-alerts.tsx) when it has the Push API. */
const DEVICE_ALERTS_ISLAND = `<div data-island="device-alerts" data-props="${escapeHtml(JSON.stringify({ variant: 'page' }))}"></div>`;

/** The form at /subscribe, empty or as posted with its errors. */
export function subscribeFormHtml(
  baseUrl: string,
  state: FormState = { topics: [], errors: {} },
  scripts: readonly string[] = [],
): string {
  const e = state.errors;
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${escapeHtml(t.title)}</h1>
        <p>${escapeHtml(t.intro)}</p>
        ${errorSummary(e)}
        <form method="post" action="${SUBSCRIBE_PATH}" novalidate>
          <div class="field"><label for="email">${escapeHtml(t.email)}</label>${
            e.email ? `<p class="error" id="email-error">${escapeHtml(e.email)}</p>` : ''
          }<input type="email" id="email" name="email" autocomplete="email" required value="${escapeHtml(state.email ?? '')}"${
            e.email ? ' aria-invalid="true" aria-describedby="email-error"' : ''
          }></div>
          ${topicsFieldset(state.topics, e.topics)}
          <button type="submit">${escapeHtml(t.submit)}</button>
        </form>
      </section>
      ${scripts.length > 0 ? DEVICE_ALERTS_ISLAND : ''}
      ${privacy()}
      <nav aria-label="More"><a href="/alerts">Campus alerts</a><a href="/">Campus home</a></nav>
    </main>`;
  return page(`${head(t.title, baseUrl, SUBSCRIBE_PATH)}${scriptTags(scripts)}`, body, CSS);
}

/** A page with one message, and optionally one button that posts back to `action`. */
export function subscribeMessageHtml(
  baseUrl: string,
  message: { title: string; text: string; action?: string; button?: string; done?: boolean },
): string {
  const form =
    message.action && message.button
      ? `<form method="post" action="${escapeHtml(message.action)}"><button type="submit">${escapeHtml(message.button)}</button></form>`
      : '';
  const body = `    <main class="wrap">
      <section class="card${message.done ? ' done' : ''}">
        <h1>${escapeHtml(message.title)}</h1>
        <p${message.done ? ' role="status"' : ''}>${escapeHtml(message.text)}</p>
        ${form}
      </section>
      <nav aria-label="More"><a href="${SUBSCRIBE_PATH}">Subscriptions</a><a href="/">Campus home</a></nav>
    </main>`;
  return page(
    `${head(message.title, baseUrl, SUBSCRIBE_PATH)}\n    <meta name="robots" content="noindex" />`,
    body,
    CSS,
  );
}

/** The preferences page a subscriber's manage link opens: their choices, to change or to unsubscribe. */
export function manageHtml(
  baseUrl: string,
  s: { email: string; action: string; unsubscribeAction: string },
  state: { topics: readonly TopicChoice[]; error?: string; saved?: boolean },
): string {
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${escapeHtml(t.manage.title)}</h1>
        <p>${escapeHtml(s.email)}</p>
        ${state.saved ? `<p class="done card" role="status">${escapeHtml(t.manage.saved)}</p>` : ''}
        ${state.error ? errorSummary({ topics: state.error }) : ''}
        <form method="post" action="${escapeHtml(s.action)}">
          ${topicsFieldset(state.topics, state.error)}
          <button type="submit">${escapeHtml(t.save)}</button>
        </form>
      </section>
      <section class="card">
        <h2>${escapeHtml(t.unsubscribe.title)}</h2>
        <p>${escapeHtml(t.unsubscribe.text)}</p>
        <form method="post" action="${escapeHtml(s.unsubscribeAction)}"><button type="submit">${escapeHtml(t.unsubscribe.button)}</button></form>
      </section>
      ${privacy()}
    </main>`;
  return page(
    `${head(t.manage.title, baseUrl, SUBSCRIBE_PATH)}\n    <meta name="robots" content="noindex" />`,
    body,
    CSS,
  );
}
