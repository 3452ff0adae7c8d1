// The Admissions block: seeded from content/pages/admissions.ts on a fresh install (and read from it on an
// install seeded before the block existed), read publicly at GET /api/site/admissions, changed only by
// superadmins with the contract's checks, audited and announced on the change bus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionsSeed } from '../../content/pages/admissions.ts';
import type { ArticleChange } from '../../src/server/domain/changes.ts';
import { admissionsResponseSchema, SITE_MESSAGES, siteEndpoints } from '../../src/shared/contract/site.ts';
import { bearer, type CreatedUser, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('admissions', () => {
  let t: TestApp;
  let superToken: string;
  let bsit: CreatedUser;
  const changes: ArticleChange[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    t.app.articleEvents.onChange((c) => changes.push(c));
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    bsit = await createUser(t.app, superToken, { office: 'bsit' });
  });
  afterAll(async () => {
    await t.close();
  });

  const read = async () => {
    const res = await inject(t.app, siteEndpoints.admissions, {});
    expect(res.statusCode).toBe(200);
    return admissionsResponseSchema.parse(res.json()).admissions;
  };
  const put = (body: unknown, token = superToken) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/site/blocks/admissions',
      headers: bearer(token),
      payload: body as object,
    });

  it('a fresh install shows the content file: an intake without dates yet', async () => {
    const a = await read();
    expect(a).toEqual(admissionsSeed);
    expect(a.intake.opens).toBeNull();
  });

  it('an install seeded before the block existed reads the content file', async () => {
    await t.db.kysely.deleteFrom('site_blocks').where('key', '=', 'admissions').execute();
    // The cached snapshot is dropped by a content change; any block save is one.
    expect((await put(admissionsSeed)).statusCode).toBe(200);
    await t.db.kysely.deleteFrom('site_blocks').where('key', '=', 'admissions').execute();
    expect(await read()).toEqual(admissionsSeed);
  });

  it('superadmins set the dates, steps and documents; the checks name the field', async () => {
    const intake = {
      ...admissionsSeed.intake,
      opens: '2027-02-01',
      closes: '2027-04-30',
      exam: '2027-05-15',
    };
    expect((await put({ ...admissionsSeed, intake }, bsit.token)).statusCode).toBe(403);
    expect(
      (await put({ ...admissionsSeed, intake: { ...intake, closes: '2027-01-01' } })).json().message,
    ).toBe(SITE_MESSAGES.intakeOrder);
    expect(
      (await put({ ...admissionsSeed, intake: { ...intake, opens: '2027-02-30' } })).json().message,
    ).toBe(SITE_MESSAGES.dateInvalid);
    expect((await put({ ...admissionsSeed, steps: [] })).json().message).toBe(SITE_MESSAGES.stepsCount);
    expect((await put({ ...admissionsSeed, requirements: [' '] })).json().message).toBe(
      SITE_MESSAGES.required('Document'),
    );

    const steps = [{ title: 'Apply online', text: 'Fill in the form in the enrolment portal.' }];
    const saved = { intake, steps, requirements: ['PSA birth certificate'] };
    const res = await put(saved);
    expect(res.statusCode).toBe(200);
    expect(await read()).toEqual({ ...saved, intake: { ...intake, classes: null } });
    expect(changes).toContainEqual({ kind: 'content', area: 'admissions' });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('target_id')
      .where('action', '=', 'site.block.update')
      .execute();
    expect(audit.map((r) => r.target_id)).toContain('admissions');
  });

  it('is found by the site search and listed in the sitemap', async () => {
    const search = await t.app.inject({ url: '/api/articles/search?q=how%20to%20apply' });
    expect((search.json() as { pages: { path: string }[] }).pages[0]?.path).toBe('/admissions');
    const free = await t.app.inject({ url: '/api/articles/search?q=RA%2010931' });
    expect((free.json() as { pages: { path: string }[] }).pages.map((p) => p.path)).toContain('/admissions');
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toMatch(/<loc>[^<]*\/admissions<\/loc>/);
  });
});
