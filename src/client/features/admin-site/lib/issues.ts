// Zod issues as messages per field ('title', '2.label'), the first message of each.
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export function issuesToErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form';
    out[key] ??= issue.message;
  }
  return out;
}
