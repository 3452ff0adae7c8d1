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

/** "Saturday 5 December 2026, 8:00 AM" style, in Manila. */
export function formatManilaInstant(iso: string): string {
  return new Intl.DateTimeFormat('en-PH', {
    timeZone: 'Asia/Manila',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
