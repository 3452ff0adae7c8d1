// Changes reach every instance within a second (plugins/article-events.ts): an article made private or deleted
// through instance A stops being served by instance B, whose caches held it, a campus alert published on A shows
// on B, and B recovers the bus after its listening connection is killed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { SUPERADMIN } from '../support/test-app.ts';
import { sharedInstall, startAll, waitFor } from './cluster.ts';

let install: Awaited<ReturnType<typeof sharedInstall>>;
let a: ServerProcess;
let b: ServerProcess;
let token = '';

/** An article written straight into the shared database (no images: this suite is about caches). */
async function insertArticle(title: string): Promise<number> {
  const now = new Date().toISOString();
  const [row] = await install.query<{ article_id: number }>(
    `insert into articles (office_id, title, content, excerpt, type, privacy, date, created_at, updated_at, published_at)
     select office_id, $1, '<p>Body of the article.</p>', 'Body of the article.', 'news', 'public', null, $2, $2, $2
       from offices where slug = 'research'
     returning article_id`,
    [title, now],
  );
  return Number(row?.article_id);
}

const status = async (p: ServerProcess, path: string) => (await fetch(`${p.baseUrl}${path}`)).status;
const officeListTitles = async (p: ServerProcess): Promise<string[]> => {
  const body = (await (await fetch(`${p.baseUrl}/api/articles/office/research`)).json()) as {
    articles: Array<{ title: string }>;
  };
  return body.articles.map((x) => x.title);
};

beforeAll(async () => {
  install = await sharedInstall();
  [a, b] = (await startAll([install.env(), install.env()])) as [ServerProcess, ServerProcess];
  const login = await fetch(`${a.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPERADMIN.email, password: SUPERADMIN.password, admin: true }),
  });
  token = ((await login.json()) as { token: string }).token;
  expect(token).toBeTruthy();
});

afterAll(async () => {
  await Promise.all([a?.cleanup(), b?.cleanup()]);
  await install?.cleanup();
});

describe('changes published to every instance', () => {
  it('hides an article made private on A from B within a second: the read and the office list', async () => {
    const id = await insertArticle('Bus privacy check');
    // B reads it, so its read cache, list cache and reply cache hold it (rendered pages subscribe alike).
    expect(await status(b, `/api/articles/${id}`)).toBe(200);
    expect(await officeListTitles(b)).toContain('Bus privacy check');

    const put = await fetch(`${a.baseUrl}/api/admin/articles/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ privacy: 'private' }),
    });
    expect(put.status).toBe(200);

    await waitFor(async () => (await status(b, `/api/articles/${id}`)) === 404, 1000);
    await waitFor(async () => !(await officeListTitles(b)).includes('Bus privacy check'), 1000);
  });

  it('shows a campus alert published on A on B within a second (site content)', async () => {
    const alertOf = async (p: ServerProcess) =>
      ((await (await fetch(`${p.baseUrl}/api/site`)).json()) as { alert: { title: string } | null }).alert;
    // B reads the site content, so its in-memory copy holds "no alert".
    expect(await alertOf(b)).toBeNull();
    const post = await fetch(`${a.baseUrl}/api/admin/site/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        severity: 'urgent',
        title: 'Bus alert check',
        message: 'Classes are suspended.',
        starts_at: new Date(Date.now() - 60_000).toISOString(),
      }),
    });
    expect(post.status).toBe(201);
    await waitFor(async () => (await alertOf(b))?.title === 'Bus alert check', 1000);
  });

  it('drops a deleted article from B within a second', async () => {
    const id = await insertArticle('Bus delete check');
    expect(await status(b, `/api/articles/${id}`)).toBe(200);
    const del = await fetch(`${a.baseUrl}/api/admin/articles/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.status).toBe(200);
    await waitFor(async () => (await status(b, `/api/articles/${id}`)) === 404, 1000);
  });

  it('reconnects after its listening connection is killed, and clears its caches when it does', async () => {
    const id = await insertArticle('Bus reconnect check');
    expect(await status(b, `/api/articles/${id}`)).toBe(200);
    // Kill every LISTEN connection of this install's channel (both instances), as a database restart would.
    await install.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and query like 'LISTEN "campus_changes_${install.schema}"%'`,
    );
    await waitFor(async () => b.output().includes('change bus connected again'), 10_000);
    expect(b.child.exitCode).toBeNull();

    const put = await fetch(`${a.baseUrl}/api/admin/articles/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ privacy: 'private' }),
    });
    expect(put.status).toBe(200);
    await waitFor(async () => (await status(b, `/api/articles/${id}`)) === 404, 5000);
  });
});
