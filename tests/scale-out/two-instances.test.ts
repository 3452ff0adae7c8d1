// Two real instances on one Postgres schema agree: the sign-in lockout holds across both under a burst, two
// editors saving one article on different instances cannot both win, and a monitor session outlives a
// restart of the instance that issued it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { MONITOR_PASSWORD, SUPERADMIN } from '../support/test-app.ts';
import { sharedInstall, startAll } from './cluster.ts';

let install: Awaited<ReturnType<typeof sharedInstall>>;
let a: ServerProcess;
let b: ServerProcess;
let envA: Record<string, string>;

const post = (p: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${p.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function signIn(p: ServerProcess): Promise<string> {
  const res = await post(p, '/api/auth/login', {
    email: SUPERADMIN.email,
    password: SUPERADMIN.password,
    admin: true,
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in failed: ${res.status}`);
  return body.token;
}

beforeAll(async () => {
  install = await sharedInstall();
  envA = install.env();
  [a, b] = (await startAll([envA, install.env()])) as [ServerProcess, ServerProcess];
});

afterAll(async () => {
  await Promise.all([a?.cleanup(), b?.cleanup()]);
  await install?.cleanup();
});

describe('two instances on one database', () => {
  it('let a burst of 100 wrong passwords over both instances check at most 5, and refuse the right one inside it', async () => {
    const email = 'burst@campus.test';
    const token = await signIn(a);
    const offices = (await (
      await fetch(`${a.baseUrl}/api/admin/offices`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { offices: Array<{ office_id: number }> };
    const created = await post(
      a,
      '/api/admin/users',
      {
        email,
        first_name: 'Burst',
        middle_name: '',
        last_name: 'Target',
        password: 'Correct9Horse',
        password_confirm: 'Correct9Horse',
        role: 'admin',
        office_id: offices.offices[0]?.office_id,
      },
      { authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);

    const attempts = Array.from({ length: 100 }, (_, i) =>
      post(i % 2 ? b : a, '/api/auth/login', {
        email,
        // The right password is the 51st attempt: inside the burst it must be refused like the rest.
        password: i === 50 ? 'Correct9Horse' : `Wrong${i}Password`,
        admin: true,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> })),
    );
    const replies = await Promise.all(attempts);
    // A reply that carries remainingAttempts is a password that was checked and found wrong.
    const checkedWrong = replies.filter((r) => r.status === 401 && 'remainingAttempts' in r.body);
    expect(checkedWrong.length).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => typeof r.body.token === 'string')).toHaveLength(0);
    expect(replies.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  });

  it('refuses the second of two concurrent saves of one article on different instances, losing nothing', async () => {
    const now = new Date().toISOString();
    const [row] = await install.query<{ article_id: number }>(
      `insert into articles (office_id, title, content, excerpt, type, privacy, date, created_at, updated_at, published_at)
       select office_id, 'Two editors', '<p>First text.</p>', 'First text.', 'news', 'public', null, $1, $1, $1
         from offices where slug = 'research'
       returning article_id`,
      [now],
    );
    const id = Number(row?.article_id);
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const save = (p: ServerProcess, token: string, title: string) =>
      fetch(`${p.baseUrl}/api/admin/articles/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        // Saved as drafts: the row has no pictures, and publishing asks for their descriptions.
        body: JSON.stringify({
          title,
          content: `<p>${title}.</p>`,
          type: 'news',
          status: 'draft',
          version: 1,
        }),
      });
    const [ra, rb] = await Promise.all([save(a, tokenA, 'Saved on A'), save(b, tokenB, 'Saved on B')]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = ra.status === 200 ? 'Saved on A' : 'Saved on B';
    const [after] = await install.query<{ title: string; version: number }>(
      'select title, version from articles where article_id = $1',
      [id],
    );
    expect(after).toMatchObject({ title: winner, version: 2 });
  });

  it('keeps a monitor session issued by A valid on B and after A restarts', async () => {
    const verify = await post(a, '/api/honeypot-admin/verify', { password: MONITOR_PASSWORD });
    const { token } = (await verify.json()) as { token: string };
    expect(token).toBeTruthy();
    const stats = (p: ServerProcess) =>
      fetch(`${p.baseUrl}/api/honeypot-admin/stats`, { headers: { authorization: `Bearer ${token}` } });
    expect((await stats(b)).status).toBe(200);

    await a.cleanup();
    a = await startServerProcess(envA);
    expect((await stats(a)).status).toBe(200);
    expect((await stats(b)).status).toBe(200);
  });
});
