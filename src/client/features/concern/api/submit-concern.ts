// POST /api/honeypot: the submitted concern (spec public §7).
import type { ConcernSubmitPayload } from '../../../../shared/contract/concern.ts';
import { postConcernJson } from './post-concern-json.ts';

export function submitConcern(payload: ConcernSubmitPayload): Promise<void> {
  return postConcernJson('/api/honeypot', payload);
}
