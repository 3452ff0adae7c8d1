// Zod issues as messages per field ('title', '2.label'), the first message of each; an issue of the whole
// input goes under formKey. Portal forms check with the contract's own schema before sending; the server draws a
// public form posted without JavaScript with the same messages (src/server/routes/page-forms.ts).
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function issuesToErrors(error: z.ZodError, formKey = '_form'): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || formKey;
    out[key] ??= issue.message;
  }
  return out;
}
