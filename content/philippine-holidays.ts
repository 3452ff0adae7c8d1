// Philippine regular holidays and special non-working days that can be computed for any year, seeded for
// the current and next year into the editable holiday list (portal: Cases → Holidays). Days fixed each year
// by proclamation (Eid'l Fitr, Eid'l Adha, extra special days) are added in the portal once announced.

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Easter Sunday (Gregorian, anonymous algorithm) as [month, day]. */
function easter(y: number): [number, number] {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  return [Math.floor((h + l - 7 * m + 114) / 31), ((h + l - 7 * m + 114) % 31) + 1];
}

const shift = (y: number, m: number, d: number, days: number) => {
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
};

/** Last Monday of August (National Heroes Day). */
function lastMondayOfAugust(y: number): string {
  const last = new Date(Date.UTC(y, 7, 31));
  const back = (last.getUTCDay() + 6) % 7;
  return iso(y, 8, 31 - back);
}

/** Chinese New Year, a special non-working day; known dates only. */
const CHINESE_NEW_YEAR: Record<number, string> = {
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
};

export function philippineHolidays(y: number): { date: string; name: string }[] {
  const [em, ed] = easter(y);
  const list = [
    { date: iso(y, 1, 1), name: "New Year's Day" },
    { date: iso(y, 2, 25), name: 'EDSA People Power Revolution Anniversary' },
    { date: shift(y, em, ed, -3), name: 'Maundy Thursday' },
    { date: shift(y, em, ed, -2), name: 'Good Friday' },
    { date: shift(y, em, ed, -1), name: 'Black Saturday' },
    { date: iso(y, 4, 9), name: 'Araw ng Kagitingan' },
    { date: iso(y, 5, 1), name: 'Labor Day' },
    { date: iso(y, 6, 12), name: 'Independence Day' },
    { date: iso(y, 8, 21), name: 'Ninoy Aquino Day' },
    { date: lastMondayOfAugust(y), name: 'National Heroes Day' },
    { date: iso(y, 10, 31), name: "All Saints' Day Eve" },
    { date: iso(y, 11, 1), name: "All Saints' Day" },
    { date: iso(y, 11, 30), name: 'Bonifacio Day' },
    { date: iso(y, 12, 8), name: 'Feast of the Immaculate Conception of Mary' },
    { date: iso(y, 12, 24), name: 'Christmas Eve' },
    { date: iso(y, 12, 25), name: 'Christmas Day' },
    { date: iso(y, 12, 30), name: 'Rizal Day' },
    { date: iso(y, 12, 31), name: 'Last Day of the Year' },
  ];
  const cny = CHINESE_NEW_YEAR[y];
  if (cny) list.push({ date: cny, name: 'Chinese New Year' });
  // Two holidays can fall on one date (Araw ng Kagitingan in Holy Week): keep the first name.
  const byDate = new Map<string, { date: string; name: string }>();
  for (const h of list) if (!byDate.has(h.date)) byDate.set(h.date, h);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
