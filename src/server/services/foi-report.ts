// The quarterly FOI report (eFOI summary layout): requests received in the quarter (campus dates) and what
// became of each: granted, partly granted, denied (by exception), referred, or pending; how many were extended;
// and the average working days from receipt to decision over the holiday calendar. Counts only, so it is public.
import { FOI_EXCEPTIONS } from '../../../content/foi-manual.ts';
import type { FoiQuarterReport } from '../../shared/contract/foi-report.ts';
import { addCalendarDays, campusDate, workingDaysBetween } from '../lib/working-days.ts';
import { holidayDatesFrom } from '../repositories/concern-cases.ts';
import { foiReceivedBetween } from '../repositories/foi-requests.ts';
import type { AppContext } from './app-context.ts';

/** The quarter a campus date is in. */
export function quarterOf(date: string): { year: number; quarter: number } {
  return { year: Number(date.slice(0, 4)), quarter: Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1 };
}

/** A quarter's first and last days (yyyy-mm-dd). */
export function quarterDays(year: number, quarter: number): { from: string; to: string } {
  const month = (quarter - 1) * 3 + 1;
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = quarter === 4 ? `${year + 1}-01-01` : `${year}-${String(month + 3).padStart(2, '0')}-01`;
  return { from, to: addCalendarDays(next, -1) };
}

export async function foiQuarterReport(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  asked: { year?: number; quarter?: number },
): Promise<FoiQuarterReport> {
  const now = quarterOf(campusDate(ctx.clock.now()));
  const year = asked.year ?? now.year;
  const quarter = asked.quarter ?? (asked.year === undefined ? now.quarter : 1);
  const { from, to } = quarterDays(year, quarter);
  // A day either side in UTC, then the campus date decides (Manila is UTC+8).
  const rows = (
    await foiReceivedBetween(
      ctx.db.kysely,
      `${addCalendarDays(from, -1)}T00:00:00.000Z`,
      `${addCalendarDays(to, 2)}T00:00:00.000Z`,
    )
  ).filter((r) => {
    const day = campusDate(new Date(r.created_at));
    return day >= from && day <= to;
  });
  const holidays = await holidayDatesFrom(ctx.db.kysely, addCalendarDays(from, -1));
  const count = (decision: string) => rows.filter((r) => r.decision === decision).length;
  const decided = rows.filter((r) => r.decision && r.decided_at);
  const days = decided.map((r) =>
    workingDaysBetween(
      campusDate(new Date(r.created_at)),
      campusDate(new Date(r.decided_at as string)),
      holidays,
    ),
  );
  return {
    year,
    quarter,
    from,
    to,
    received: rows.length,
    granted: count('granted'),
    partly_granted: count('partly_granted'),
    denied: count('denied'),
    denied_by_exception: FOI_EXCEPTIONS.map((e) => ({
      id: e.id,
      label: e.label,
      count: rows.filter((r) => r.decision === 'denied' && r.exception === e.id).length,
    })),
    referred: count('referred'),
    pending: rows.filter((r) => !r.decision).length,
    extended: rows.filter((r) => Number(r.extended) > 0).length,
    average_working_days: days.length
      ? Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10
      : null,
  };
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** One header row and one row for the quarter, the denials by exception as columns of their own. */
export function foiReportCsv(r: FoiQuarterReport, agency: string): string {
  const header = [
    'Agency',
    'Year',
    'Quarter',
    'Period',
    'Requests received',
    'Granted',
    'Partially granted',
    'Denied',
    ...r.denied_by_exception.map((e) => `Denied: ${e.label}`),
    'Referred',
    'Pending',
    'Extended',
    'Average working days to decide',
  ];
  const row = [
    agency,
    r.year,
    `Q${r.quarter}`,
    `${r.from} to ${r.to}`,
    r.received,
    r.granted,
    r.partly_granted,
    r.denied,
    ...r.denied_by_exception.map((e) => e.count),
    r.referred,
    r.pending,
    r.extended,
    r.average_working_days ?? '',
  ];
  return `${header.map(csvCell).join(',')}\r\n${row.map(csvCell).join(',')}\r\n`;
}
