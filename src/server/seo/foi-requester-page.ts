// The FOI requester's own page (docs/decisions/0052-csm-overall-score-and-foi-requester-side.md): reached by
// the signed link in their mails, it shows the request's status and due date in plain words and, when open,
// the form to answer a clarification or ask for an internal review. One server-drawn document, no script: the
// forms post to the page itself and the answer comes back as the page with a message or the error beside its
// field. Not indexed; the route sends it private and no-store.
import { siteConfig } from '../../../config/site.ts';
import type { FoiRequesterView } from '../../shared/contract/foi.ts';
import { formatLongDate } from '../../shared/dates.ts';
import { FOI_REQUESTER_PATH } from '../../shared/routes.ts';
import { page } from './alert-pages.ts';
import { escapeHtml as e, renderHead } from './head.ts';

const CSS = `dl{display:grid;grid-template-columns:minmax(8rem,auto) 1fr;gap:.4rem 1rem;margin:0}dt{font-weight:700}dd{margin:0;overflow-wrap:anywhere}
@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}
form{margin:0}.field{margin:0 0 1rem}.field label{display:block;font-weight:700;margin-bottom:.25rem}textarea{display:block;width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7a71;border-radius:.5rem;min-height:44px}
button{font:inherit;font-weight:700;color:#fff;background:#006633;border:0;border-radius:.5rem;padding:.7rem 1.2rem;min-height:44px;cursor:pointer}button:hover{background:#00522a}
.error{color:#991b1b;font-weight:700;margin:.25rem 0}.done{border-left:6px solid #006633}.hint{font-size:.9rem;color:#4a524d;margin:.25rem 0 .5rem}.answer{white-space:pre-line;overflow-wrap:anywhere}`;

const TITLE = 'Your FOI request';

const head = (baseUrl: string) =>
  `${renderHead({
    title: TITLE,
    description: `Follow your Freedom of Information request to ${siteConfig.campus_name}.`,
    url: `${baseUrl}${FOI_REQUESTER_PATH}`,
    type: 'website',
  })}\n    <meta name="robots" content="noindex" />`;

const nav = `<nav aria-label="More"><a href="/foi">Freedom of Information</a><a href="/foi/register">Disclosure log</a><a href="/">Campus home</a></nav>`;

export interface RequesterPage {
  /** Where the forms post: the page's own address with its token. */
  action: string;
  view: FoiRequesterView;
  /** A message over the page: the step was taken (done) or is no longer open. */
  message?: { text: string; done: boolean };
  /** A refused post: the field's error and what was typed. */
  error?: { action: 'clarify' | 'review'; text: string; value: string };
}

/** Where the request stands, said plainly. */
function stateLine(v: FoiRequesterView): string {
  switch (v.status) {
    case 'new':
    case 'in_progress':
      return `We are working on your request and will answer by ${formatLongDate(v.due_date)}.`;
    case 'awaiting_clarification':
      return 'We asked you to make your request clearer (see our message). The time we have to answer is paused until you answer below.';
    case 'answered':
      return 'We have decided on your request.';
    case 'under_review':
      return `Your request for an internal review is recorded; it will be decided by ${formatLongDate(v.due_date)}.`;
    case 'closed':
      return 'Your request is closed.';
  }
}

function textForm(
  p: RequesterPage,
  action: 'clarify' | 'review',
  o: { heading: string; intro: string; label: string; button: string; required: boolean },
): string {
  const error = p.error?.action === action ? p.error : undefined;
  const id = `${action}-text`;
  return `<section class="card" aria-labelledby="${action}-heading">
        <h2 id="${action}-heading">${e(o.heading)}</h2>
        <p>${e(o.intro)}</p>
        <form method="post" action="${e(p.action)}" novalidate>
          <input type="hidden" name="action" value="${action}">
          <div class="field"><label for="${id}">${e(o.label)}</label>${
            error ? `<p class="error" id="${id}-error">${e(error.text)}</p>` : ''
          }<textarea id="${id}" name="text" rows="5" maxlength="5000"${o.required ? ' required' : ''}${
            error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
          }>${e(error?.value ?? '')}</textarea></div>
          <button type="submit">${e(o.button)}</button>
        </form>
      </section>`;
}

/** The requester's page: the request, its state, and the step open to them now. */
export function requesterPageHtml(baseUrl: string, p: RequesterPage): string {
  const v = p.view;
  const row = (term: string, value: string | null) =>
    value ? `<dt>${e(term)}</dt><dd>${e(value)}</dd>` : '';
  const message = p.message
    ? `<section class="card${p.message.done ? ' done' : ''}"><p role="status">${e(p.message.text)}</p></section>`
    : '';
  const decision = v.decision
    ? `<section class="card" aria-labelledby="decision"><h2 id="decision">Our decision</h2><dl>${row('Decision', v.decision)}${row(
        'Exception invoked',
        v.exception,
      )}${row('Decided on', v.decided_on ? formatLongDate(v.decided_on) : null)}${row('Internal review', v.review_outcome)}</dl>${
        v.answer ? `<p class="answer">${e(v.answer)}</p>` : ''
      }${
        v.released_documents.length
          ? `<h3>Documents released to you</h3><ul>${v.released_documents
              .map((d) => `<li><a href="${e(d.url)}">${e(d.title)}</a></li>`)
              .join('')}</ul>`
          : ''
      }</section>`
    : '';
  const forms = [
    v.steps.includes('clarify')
      ? textForm(p, 'clarify', {
          heading: 'Answer our question',
          intro:
            'Write the clarification we asked for. Once we have it, the time we have to answer runs again.',
          label: 'Your clarification',
          button: 'Send my clarification',
          required: true,
        })
      : '',
    v.steps.includes('review')
      ? textForm(p, 'review', {
          heading: 'Ask for an internal review',
          intro: `If you disagree with our decision, you may ask for an internal review until ${formatLongDate(v.review_last_day)}. The review is decided within 30 working days.`,
          label: 'Why you disagree (optional)',
          button: 'Ask for a review',
          required: false,
        })
      : '',
  ].join('\n      ');
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${TITLE}</h1>
        <p>${e(stateLine(v))}</p>
        <dl>${row('Reference', v.reference)}${row('Subject', v.subject)}${row('Received', formatLongDate(v.received_on))}${row(
          'Status',
          v.status_label,
        )}${row('Due', v.due_date ? formatLongDate(v.due_date) : null)}</dl>
      </section>
      ${message}
      ${decision}
      ${forms}
      ${nav}
    </main>`;
  return page(head(baseUrl), body, CSS);
}

/** A link that names no request, or one that has expired: said plainly, with where to go. */
export function requesterMessageHtml(baseUrl: string, text: string): string {
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${TITLE}</h1>
        <p>${e(text)}</p>
      </section>
      ${nav}
    </main>`;
  return page(head(baseUrl), body, CSS);
}
