// Review before publishing across instances (docs/decisions/0041-contributors-and-review.md): a reviewer
// approving on instance A while another returns the same request on instance B gives one outcome, and the
// article's state matches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../support/server-process.ts';
import { SUPERADMIN } from '../support/test-app.ts';
import { sharedInstall, startAll } from './cluster.ts';

let install: Awaited<ReturnType<typeof sharedInstall>>;
let a: ServerProcess;
let b: ServerProcess;

const call = async (p: ServerProcess, path: string, body: unknown, token?: string) => {
  const res = await fetch(`${p.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const signIn = async (p: ServerProcess, email: string, password: string) => {
  const { body } = await call(p, '/api/auth/login', { email, password, admin: true });
  if (typeof body.token !== 'string') throw new Error(`sign-in of ${email} failed`);
  return body.token;
};

beforeAll(async () => {
  install = await sharedInstall();
  [a, b] = (await startAll([install.env(), install.env()])) as [ServerProcess, ServerProcess];
});
afterAll(async () => {
  await Promise.all([a?.cleanup(), b?.cleanup()]);
  await install?.cleanup();
});

describe('review decisions on two instances', () => {
  it('give one outcome when one reviewer approves on A and another returns on B at the same moment', async () => {
    const superOnB = await signIn(b, SUPERADMIN.email, SUPERADMIN.password);
    const account = async (role: string, email: string) => {
      const res = await call(
        b,
        '/api/admin/users',
        {
          email,
          first_name: role,
          middle_name: '',
          last_name: 'Reviewer',
          password: 'Review9Harbour',
          password_confirm: 'Review9Harbour',
          role,
          office_id: 2,
        },
        superOnB,
      );
      expect(res.status).toBe(201);
      return signIn(a, email, 'Review9Harbour');
    };
    const adminOnA = await account('admin', 'head@campus.test');
    const writer = await account('contributor', 'writer@campus.test');

    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const now = new Date().toISOString();
      const [row] = await install.query<{ article_id: number }>(
        `insert into articles (office_id, title, content, excerpt, type, privacy, date, created_at, updated_at,
           published_at, status, thumbnail_alt)
         values (2, $2, '<p>Text.</p>', 'Text.', 'news', 'public', null, $1, $1, $1, 'draft', 'A picture')
         returning article_id`,
        [now, `Race ${round}`],
      );
      const id = Number(row?.article_id);
      const sent = await call(a, `/api/admin/articles/${id}/review`, { note: 'Ready.' }, writer);
      expect(sent.status).toBe(201);
      const reviewId = (sent.body.review as { id: number }).id;

      const [approve, giveBack] = await Promise.all([
        call(a, `/api/admin/approvals/${reviewId}`, { decision: 'approve' }, adminOnA),
        call(b, `/api/admin/approvals/${reviewId}`, { decision: 'return', comment: 'Not yet.' }, superOnB),
      ]);
      expect([approve.status, giveBack.status].sort()).toEqual([200, 409]);
      const [state] = await install.query<{ state: string; status: string }>(
        `select r.state, a.status from article_reviews r join articles a on a.article_id = r.article_id
          where r.id = $1`,
        [reviewId],
      );
      expect(state).toEqual(
        approve.status === 200
          ? { state: 'approved', status: 'published' }
          : { state: 'returned', status: 'draft' },
      );
      outcomes.push(state?.state ?? '');
      // One decision, one audit entry and one mail to the writer.
      const [counts] = await install.query<{ audits: string; mails: string }>(
        `select (select count(*) from audit_log where target_id = $1 and action in
                  ('article.review_approve', 'article.review_return')) as audits,
                (select count(*) from concern_mail where to_address = 'writer@campus.test'
                  and subject like $2) as mails`,
        [String(id), `%Race ${round}`],
      );
      expect({ audits: Number(counts?.audits), mails: Number(counts?.mails) }).toEqual({
        audits: 1,
        mails: 1,
      });
    }
    expect(outcomes).toHaveLength(6);
  });
});
