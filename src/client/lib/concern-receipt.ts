// The reference and reply date of the concern this tab last sent (issue #34): the concern form's success
// screen keeps them, and home shows them in a notice until the visitor dismisses it or the tab is closed
// (session storage: nothing outlives the session, nothing reaches the server).
import type { CaseReceipt } from '../../shared/contract/page-forms.ts';

const KEY = 'campus-concern-receipt';

export function keepConcernReceipt(receipt: CaseReceipt): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(receipt));
  } catch {
    // Storage off (a private window's quota, a policy): the success screen still shows both.
  }
}

export function readConcernReceipt(): CaseReceipt | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { reference, due_date } = value as Partial<CaseReceipt>;
    return typeof reference === 'string' && typeof due_date === 'string' ? { reference, due_date } : null;
  } catch {
    return null;
  }
}

export function forgetConcernReceipt(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
