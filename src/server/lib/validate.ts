// Parses request parts with the shared zod contract; the first issue's message becomes the 400 reply.
import type { z } from 'zod';
import { controlCharacterMessage, controlCharacterPath } from '../../shared/contract/common.ts';
import { HttpError } from './http-errors.ts';

export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const message =
      issue?.code === 'invalid_type' && issue.path.length > 0
        ? `${issue.path.join('.')} is missing or of the wrong type`
        : (issue?.message ?? 'Invalid request');
    throw new HttpError(400, message, { field: issue?.path.join('.') || undefined });
  }
  // NUL and the other control characters are refused in every field, on both databases alike.
  const bad = controlCharacterPath(result.data);
  if (bad) {
    throw new HttpError(400, controlCharacterMessage(bad), { field: bad.join('.') || undefined });
  }
  return result.data;
}
