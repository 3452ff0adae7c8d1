// Runs deploy/nginx/nginx.conf and campus-site.conf for real with Debian's nginx, as a non-root-friendly copy:
// the production paths, ports and certificates are swapped for a temp prefix, free ports and a self-signed
// certificate.
// Every swap must match, so a change to the production file that the test no longer covers fails loudly.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX_BIN = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
    srv.on('error', reject);
  });
}

export interface RunningNginx {
  httpsUrl: string;
  httpUrl: string;
  prefix: string;
  stop(): Promise<void>;
}

function swap(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`deploy/nginx/campus-site.conf no longer contains ${String(from)}`);
  return typeof from === 'string' ? text.replaceAll(from, to) : text.replace(from, to);
}

/** Starts nginx with the production site in front of `upstreams` (two ports), serving `clientDir`. */
export async function startNginx(opts: {
  upstreams: [number, number];
  clientDir: string;
}): Promise<RunningNginx> {
  if (!NGINX_BIN) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-nginx-'));
  // Workers may run as an unprivileged user when the tests run as root: everything must be reachable.
  fs.chmodSync(prefix, 0o755);
  for (const d of ['cache', 'tmp', 'acme']) fs.mkdirSync(path.join(prefix, d), { mode: 0o777 });
  fs.chmodSync(path.join(prefix, 'cache'), 0o777);
  fs.chmodSync(path.join(prefix, 'tmp'), 0o777);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(prefix, 'key.pem'),
      '-out',
      path.join(prefix, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const [httpsPort, httpPort] = [await freePort(), await freePort()];

  let site = fs.readFileSync(path.resolve('deploy/nginx/campus-site.conf'), 'utf8');
  site = swap(site, '127.0.0.1:3001', `127.0.0.1:${opts.upstreams[0]}`);
  site = swap(site, '127.0.0.1:3002', `127.0.0.1:${opts.upstreams[1]}`);
  site = swap(site, '/var/cache/nginx/campus-site', path.join(prefix, 'cache'));
  site = swap(site, '/srv/campus-site/dist/client', opts.clientDir);
  site = swap(site, '/var/www/letsencrypt', path.join(prefix, 'acme'));
  site = swap(site, '/etc/letsencrypt/live/campus.example.edu/fullchain.pem', path.join(prefix, 'cert.pem'));
  site = swap(site, '/etc/letsencrypt/live/campus.example.edu/privkey.pem', path.join(prefix, 'key.pem'));
  site = swap(site, /listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${httpPort};`);
  site = swap(
    site,
    /listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/,
    `listen 127.0.0.1:${httpsPort} ssl;`,
  );
  fs.writeFileSync(path.join(prefix, 'campus-site.conf'), site);

  // The shipped main file (deploy/nginx/nginx.conf: worker and file limits), with its paths moved under prefix.
  const tmp = (name: string) => `${name}_temp_path ${path.join(prefix, 'tmp', name)};`;
  let main = fs.readFileSync(path.resolve('deploy/nginx/nginx.conf'), 'utf8');
  // As root the master would switch workers to www-data; the test's files are world-readable either way.
  main = swap(main, /^user www-data;$/m, '');
  main = swap(main, 'pid /run/nginx.pid;', `pid ${path.join(prefix, 'nginx.pid')};`);
  main = swap(
    main,
    'error_log /var/log/nginx/error.log;',
    `error_log ${path.join(prefix, 'error.log')} warn;`,
  );
  main = swap(
    main,
    'include /etc/nginx/modules-enabled/*.conf;',
    fs.existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
  );
  main = swap(main, 'access_log /var/log/nginx/access.log;', 'access_log off;');
  main = swap(
    main,
    'include /etc/nginx/conf.d/*.conf;',
    `${tmp('client_body')} ${tmp('proxy')} ${tmp('fastcgi')} ${tmp('uwsgi')} ${tmp('scgi')}`,
  );
  main = swap(
    main,
    'include /etc/nginx/sites-enabled/*;',
    `include ${path.join(prefix, 'campus-site.conf')};`,
  );
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), main);
  const child: ChildProcess = spawn(
    NGINX_BIN,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // Listening once a TCP connection to the HTTPS port succeeds.
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(httpsPort, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || i > 100) {
      const log = fs.existsSync(path.join(prefix, 'error.log'))
        ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')
        : '';
      throw new Error(`nginx did not start: ${stderr}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    prefix,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
