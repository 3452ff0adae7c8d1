// "Publish at" is entered and shown in Asia/Manila and stored in UTC. The Philippines keeps UTC+8 all year
// (no daylight saving), so the conversion is a fixed offset; display goes through src/shared/dates.ts.

const OFFSET = '+08:00';

/** A datetime-local value (yyyy-mm-ddThh:mm, Manila) as a UTC ISO string, or null when empty or invalid. */
export function manilaInputToUtc(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const t = Date.parse(`${value}:00${OFFSET}`);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** A UTC ISO string as a datetime-local value in Manila. */
export function utcToManilaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 16);
}
