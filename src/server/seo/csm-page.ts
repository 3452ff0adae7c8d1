// The Client Satisfaction Measurement survey (docs/decisions/0046-client-satisfaction.md): ARTA's prescribed
// form as one page with no script, reached by a closed case's link or from a service page. Every question is
// a fieldset of radio buttons a thumb can hit (44 px rows), so it reads on a 375 px phone; a refused post
// comes back with the errors next to their questions and every answer kept.
import { siteConfig } from '../../../config/site.ts';
import {
  CC_INTRO,
  CC_QUESTIONS,
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  SCALE,
  SEX_LABELS,
  SEXES,
  SQD_QUESTIONS,
} from '../../shared/contract/csm.ts';
import { SERVICES_PATH } from '../../shared/routes.ts';
import { page } from './alert-pages.ts';
import { escapeHtml as e, renderHead } from './head.ts';

const CSS = `form{margin:0}fieldset{border:0;border-top:1px solid #e2e8e4;padding:.75rem 0 0;margin:0 0 1rem;min-width:0}legend{font-weight:700;padding:0;overflow-wrap:anywhere}
.opts{display:flex;flex-wrap:wrap;gap:0 1rem}.opt{display:flex;align-items:center;gap:.6rem;min-height:44px;flex:0 1 auto}.opts.stack{flex-direction:column}.opt input{width:1.3rem;height:1.3rem;flex:none;margin:0}
label{cursor:pointer}.field{margin:0 0 1rem}.field label{display:block;font-weight:700;margin-bottom:.25rem}input[type=text],input[type=number],textarea{display:block;width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #6b7a71;border-radius:.5rem;min-height:44px}
button{font:inherit;font-weight:700;color:#fff;background:#006633;border:0;border-radius:.5rem;padding:.7rem 1.2rem;min-height:44px;cursor:pointer}button:hover{background:#00522a}
.error{color:#991b1b;font-weight:700;margin:.25rem 0}.errors{border:2px solid #991b1b;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}.done{border-left:6px solid #006633}.hint{font-size:.9rem;color:#4a524d;margin:.25rem 0 .5rem}
h2{margin-top:.5rem}`;

export type SurveyValues = Record<string, string | undefined>;
export type SurveyErrors = Record<string, string | undefined>;

interface SurveyPage {
  /** Where the form posts (the link with its token, or the service's survey address). */
  action: string;
  /** The service or the case the survey is about. */
  about: string;
  values?: SurveyValues;
  errors?: SurveyErrors;
  /** The address of the page in the head (without a token). */
  path: string;
}

const TITLE = 'Client Satisfaction Measurement';

const head = (baseUrl: string, path: string) =>
  `${renderHead({
    title: TITLE,
    description: `Tell ${siteConfig.campus_name} how it served you: the Anti-Red Tape Authority's client satisfaction survey.`,
    url: `${baseUrl}${path}`,
    type: 'website',
  })}\n    <meta name="robots" content="noindex" />`;

function radios(
  name: string,
  options: ReadonlyArray<{ value: string; label: string }>,
  values: SurveyValues,
  stack: boolean,
): string {
  return `<div class="opts${stack ? ' stack' : ''}">${options
    .map((o) => {
      const id = `${name}-${o.value}`;
      return `<span class="opt"><input type="radio" id="${id}" name="${name}" value="${e(o.value)}"${values[name] === o.value ? ' checked' : ''}><label for="${id}">${e(o.label)}</label></span>`;
    })
    .join('')}</div>`;
}

function question(
  name: string,
  legend: string,
  options: ReadonlyArray<{ value: string; label: string }>,
  state: { values: SurveyValues; errors: SurveyErrors },
  opts: { stack?: boolean; hint?: string } = {},
): string {
  const error = state.errors[name];
  const described = [opts.hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<fieldset id="q-${name}"${described ? ` aria-describedby="${described}"` : ''}><legend>${e(legend)}</legend>${
    opts.hint ? `<p class="hint" id="${name}-hint">${e(opts.hint)}</p>` : ''
  }${error ? `<p class="error" id="${name}-error">${e(error)}</p>` : ''}${radios(name, options, state.values, opts.stack ?? false)}</fieldset>`;
}

function textField(
  name: string,
  label: string,
  state: { values: SurveyValues; errors: SurveyErrors },
  attrs: string,
): string {
  const error = state.errors[name];
  return `<div class="field"><label for="${name}">${e(label)}</label>${
    error ? `<p class="error" id="${name}-error">${e(error)}</p>` : ''
  }<input type="text" id="${name}" name="${name}" value="${e(state.values[name] ?? '')}" ${attrs}${
    error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }></div>`;
}

/** The survey form, empty or as posted with its errors. */
export function surveyFormHtml(baseUrl: string, p: SurveyPage): string {
  const state = { values: p.values ?? {}, errors: p.errors ?? {} };
  const listed = Object.entries(state.errors).filter(([, m]) => m) as Array<[string, string]>;
  const summary = listed.length
    ? `<div class="errors" role="alert"><p class="error">There is a problem</p><ul>${listed
        .map(([k, m]) => `<li><a href="#q-${k}">${e(m)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const numbered = (options: readonly string[]) =>
    options.map((label, i) => ({ value: String(i + 1), label }));
  const suggestionsError = state.errors.suggestions;
  const body = `    <main class="wrap">
      <section class="card">
        <h1>${TITLE}</h1>
        <p>${e(p.about)}</p>
        <p>This survey tracks the experience of the clients of government offices. Your feedback on your recently concluded transaction will help this office provide a better service. Personal information shared will be kept confidential, and you always have the option not to answer a question marked optional.</p>
        ${summary}
        <form method="post" action="${e(p.action)}" novalidate>
          ${question(
            'client_type',
            'Client type',
            CLIENT_TYPES.map((v) => ({ value: v, label: CLIENT_TYPE_LABELS[v] })),
            state,
            { stack: true },
          )}
          <h2>Citizen’s Charter</h2>
          <p class="hint">${e(CC_INTRO)}</p>
          ${CC_QUESTIONS.map((q) => question(q.key, `${q.code}. ${q.text}`, numbered(q.options), state, { stack: true })).join('\n          ')}
          <h2>Service quality</h2>
          <p class="hint">How much do you agree with each statement? Choose N/A when it does not apply to you.</p>
          ${SQD_QUESTIONS.map((q) => question(q.key, `${q.code}. ${q.text}`, SCALE, state, { stack: true })).join('\n          ')}
          <h2>About you (optional)</h2>
          ${question(
            'sex',
            'Sex (optional)',
            SEXES.map((v) => ({ value: v, label: SEX_LABELS[v] })),
            state,
          )}
          ${textField('age', 'Age (optional)', state, 'inputmode="numeric" maxlength="3" autocomplete="off"')}
          ${textField('region', 'Region of residence (optional)', state, 'maxlength="80" autocomplete="address-level1"')}
          ${textField('service_availed', 'Service availed (optional)', state, 'maxlength="160" autocomplete="off"')}
          <div class="field"><label for="suggestions">Suggestions on how we can further improve our services (optional)</label>${
            suggestionsError ? `<p class="error" id="suggestions-error">${e(suggestionsError)}</p>` : ''
          }<textarea id="suggestions" name="suggestions" rows="4" maxlength="2000">${e(state.values.suggestions ?? '')}</textarea></div>
          <button type="submit">Send my answers</button>
        </form>
      </section>
      <nav aria-label="More"><a href="${SERVICES_PATH}">All services</a><a href="/">Campus home</a></nav>
    </main>`;
  return page(head(baseUrl, p.path), body, CSS);
}

/** A page with one message: thanks, a link already used, or one not valid. */
export function surveyMessageHtml(baseUrl: string, path: string, text: string, done = false): string {
  const body = `    <main class="wrap">
      <section class="card${done ? ' done' : ''}">
        <h1>${TITLE}</h1>
        <p${done ? ' role="status"' : ''}>${e(text)}</p>
      </section>
      <nav aria-label="More"><a href="${SERVICES_PATH}">All services</a><a href="/">Campus home</a></nav>
    </main>`;
  return page(head(baseUrl, path), body, CSS);
}
