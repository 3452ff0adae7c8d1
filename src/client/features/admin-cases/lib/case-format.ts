// How cases show dates (always in the campus time zone, Asia/Manila) and their states.
import type { CaseMail, DueState } from '../../../../shared/contract/cases.ts';
import { formatPortalDate, formatPortalDateTime } from '../../../../shared/dates.ts';

/** An instant, e.g. "Thu 15 Jan 2026, 4:00 PM". */
export const formatCaseTime = (iso: string) => formatPortalDateTime(iso);
/** A campus calendar date (yyyy-mm-dd), e.g. "Tue 20 Jan 2026". */
export const formatCaseDay = (date: string) => formatPortalDate(date);

export const DUE_BADGE: Record<DueState, string> = {
  overdue: 'bg-red-100 text-red-900 ring-red-300',
  due_today: 'bg-amber-100 text-amber-950 ring-amber-300',
  on_time: 'bg-slate-100 text-slate-800 ring-slate-200',
  done: 'bg-brand-50 text-brand-900 ring-brand-200',
};

export function mailStateText(m: CaseMail, mailConfigured: boolean): string {
  if (m.state === 'sent') return `Sent ${m.sent_at ? formatCaseTime(m.sent_at) : ''}`.trim();
  if (m.state === 'sending') return 'Sending now';
  if (!mailConfigured) return 'Kept, not sent: e-mail sending is off';
  if (m.attempts === 0) return 'Queued for sending';
  const next = m.next_attempt_at ? `; next try ${formatCaseTime(m.next_attempt_at)}` : '';
  return `Queued: ${m.attempts} ${m.attempts === 1 ? 'attempt' : 'attempts'} failed${next}`;
}
