// The public forms that post to their own page (issue #32: forms work before and without JavaScript): the
// concern form and the FOI request form are plain <form method="post"> elements. The server checks a post with
// the contract's schema and draws the same page again: with the fields as typed and a message under each wrong
// one, or with the success screen. With JavaScript, the page's island sends the same fields as JSON to the
// API instead and shows the same states. No zod here: the public pages import this file.
import type { FieldErrors } from '../field-errors.ts';

export const PAGE_FORM_PATHS = { concern: '/send-concern', foi: '/foi' } as const;
export type PageFormName = keyof typeof PAGE_FORM_PATHS;

/** A form's values as posted (strings, as the browser sends them). */
export type PostedValues = Record<string, string>;

/** What the server hands the page it draws after a post. */
export type PostedForm<Sent> =
  /** Something was wrong: the fields as typed, a message per wrong field, or one for the whole form. */
  | { values: PostedValues; errors: FieldErrors; failed?: string }
  /** Received: what the success screen shows. */
  | { sent: Sent };

/** What both forms' success screens show: the case reference and the last day of the answer (yyyy-mm-dd). */
export interface CaseReceipt {
  reference: string;
  due_date: string;
}

export const isSent = <Sent>(posted: PostedForm<Sent> | undefined): posted is { sent: Sent } =>
  posted !== undefined && 'sent' in posted;

/** Seconds after which the concern form's success screen returns home (docs/product/public-site.md#constants). */
export const CONCERN_RETURN_HOME_S = 2;
