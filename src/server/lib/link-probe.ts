// One external link checked the way a polite visitor would (docs/decisions/0050-overrides-and-link-checks.md):
// HEAD, then GET when HEAD is refused (405, 501); redirects followed up to a limit (a permanent move to a
// working page is fine, and its new address is kept as a note); a time-out for the whole check. Only http and
// https, and never to a private, loopback or link-local address unless allowed for tests: the checker must not
// be a way to probe the campus network (each connection's resolved address is checked, redirects included).
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LinkOutcome } from '../../shared/contract/link-checks.ts';

export interface ProbeResult {
  outcome: LinkOutcome;
  /** The last HTTP status, when there was an answer. */
  status: number | null;
  /** The new address of a link moved for good (301, 308) to a working page. */
  movedTo: string | null;
}

export interface ProbeOptions {
  timeoutMs: number;
  maxRedirects: number;
  /** Loopback and private addresses are refused unless this is set (tests' local servers). */
  allowPrivate: boolean;
  userAgent: string;
}

const PRIVATE = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net4, bits, 'ipv4');
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net6, bits, 'ipv6');

/** Whether an IP address is loopback, private, link-local, shared, multicast or otherwise not on the Internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

class Blocked extends Error {}
class TimedOut extends Error {}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses private answers, so the address connected to is the one checked. */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, options, (err, address, family) => {
      if (err) return callback(err, address as string, family);
      const list = Array.isArray(address) ? address : [{ address, family }];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address)))
        return callback(new Blocked('private address') as NodeJS.ErrnoException, address as string, family);
      callback(null, address as string, family);
    });
  };
}

function ask(
  url: URL,
  method: 'HEAD' | 'GET',
  opts: ProbeOptions,
  deadline: number,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const left = deadline - Date.now();
    if (left <= 0) return reject(new TimedOut());
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) !== 0 && !opts.allowPrivate && isPrivateAddress(host)) return reject(new Blocked());
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method,
      headers: { 'user-agent': opts.userAgent, accept: '*/*' },
      lookup: guardedLookup(opts.allowPrivate) as never,
    });
    const timer = setTimeout(() => req.destroy(new TimedOut()), left);
    req.on('response', (res) => {
      clearTimeout(timer);
      // Only the status matters: the body of a GET is not read.
      res.destroy();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end();
  });
}

function classify(status: number, movedTo: string | null): ProbeResult {
  if (status >= 200 && status < 300) return { outcome: 'ok', status, movedTo };
  if (status === 404) return { outcome: 'not-found', status, movedTo: null };
  if (status === 410) return { outcome: 'gone', status, movedTo: null };
  if (status >= 500) return { outcome: 'server-error', status, movedTo: null };
  return { outcome: 'refused', status, movedTo: null };
}

/** Checks one address; never throws. */
export async function probeLink(address: string, opts: ProbeOptions): Promise<ProbeResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { outcome: 'unreachable', status: null, movedTo: null };
  }
  const deadline = Date.now() + opts.timeoutMs;
  let movedTo: string | null = null;
  let permanent = true;
  try {
    for (let hop = 0; hop <= opts.maxRedirects; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return { outcome: 'blocked', status: null, movedTo: null };
      let answer = await ask(url, 'HEAD', opts, deadline);
      if (answer.status === 405 || answer.status === 501) answer = await ask(url, 'GET', opts, deadline);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const next = new URL(answer.location, url);
        permanent &&= answer.status === 301 || answer.status === 308;
        movedTo = permanent ? next.href : null;
        url = next;
        continue;
      }
      return classify(answer.status, movedTo);
    }
    return { outcome: 'redirect-loop', status: null, movedTo: null };
  } catch (err) {
    if (err instanceof TimedOut) return { outcome: 'timeout', status: null, movedTo: null };
    if (err instanceof Blocked) return { outcome: 'blocked', status: null, movedTo: null };
    return { outcome: 'unreachable', status: null, movedTo: null };
  }
}
