// The Citizen's Charter as services (docs/decisions/0038-charter-services.md): a fresh install's services from
// the charter, public pages without scripts, office admins keeping only their office's services, drafts kept
// from visitors, every write audited, the site search and the sitemap finding services, and the charter PDF
// drawn from the same rows.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_SERVICES } from '../../content/citizens-charter.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import {
  citizenServiceAdminEndpoints as admin,
  citizenServiceEndpoints as pub,
  type ServiceInput,
} from '../../src/shared/contract/citizen-services.ts';
import { searchEndpoints } from '../../src/shared/contract/search.ts';
import { createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const input = (over: Partial<ServiceInput> = {}): ServiceInput => ({
  title: 'Borrowing of Library Books by Alumni',
  office: 'library',
  unit: 'Campus Library',
  description: 'Alumni may borrow up to two books for a week.',
  classification: 'simple',
  transaction_type: 'Government to Citizen (G2C)',
  who_may_avail: 'Alumni of the campus',
  requirements: [{ item: 'Alumni ID (1 original)', where: 'Alumni Relations Office' }],
  steps: [
    {
      client: 'Present the alumni ID and the books.',
      agency: 'Record the loan and stamp the due date.',
      fee: 'None',
      time: '5 minutes',
      person: 'Circulation Librarian',
    },
  ],
  total_fees: 'None',
  total_time: '5 minutes',
  status: 'published',
  ...over,
});

describe("Citizen's Charter services", () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T02:00:00.000Z'));
  let superToken: string;
  let libraryToken: string;
  let bsitToken: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const library = await createUser(t.app, superToken, { office: 'library' });
    libraryToken = await signIn(t.app, library.email, library.password);
    const bsit = await createUser(t.app, superToken, { office: 'bsit' });
    bsitToken = await signIn(t.app, bsit.email, bsit.password);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('starts with the charter’s services, listed by office on a page without scripts', async () => {
    const list = await inject(t.app, pub.list, {});
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .services.map((s: { slug: string }) => s.slug)
        .sort(),
    ).toEqual(SEED_SERVICES.map((s) => s.slug).sort());
    const page = await t.app.inject({ method: 'GET', url: '/services' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<h2 id="office-0">Campus Library</h2>');
    expect(page.body).toContain('href="/services/transcript-of-records"');
    // Grouped: the registrar's two services under one heading.
    expect(page.body.match(/>Office of the Campus Registrar</g)).toHaveLength(1);
  });

  it('shows one service in full: classification, requirements with where to get them, steps, fees, time, persons, complaints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/transcript-of-records' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    for (const text of [
      '<h1 id="svc-transcript-of-records">Issuance of Transcript of Records</h1>',
      'Complex (up to 7 working days)',
      'Graduates and former students, or their authorised representatives',
      'Official receipt of payment (1 original)',
      'Where to get it: Cashier&#39;s Office',
      'Step 4',
      'Frontline Clerk',
      '₱100.00 per page',
      '5 working days and 20 minutes',
      'How to file a complaint',
    ])
      expect(res.body).toContain(text);
    expect((await t.app.inject({ method: 'GET', url: '/services/no-such-service' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/services/Bad_Slug' })).statusCode).toBe(404);
  });

  it('lets an office admin add their own office’s service and not another office’s; audited', async () => {
    const other = await inject(t.app, admin.create, { token: bsitToken, body: input() });
    expect(other.statusCode).toBe(403);
    const created = await inject(t.app, admin.create, { token: libraryToken, body: input() });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json().service;
    expect(service).toMatchObject({
      slug: 'borrowing-of-library-books-by-alumni',
      office: 'library',
      status: 'published',
    });
    const page = await t.app.inject({ method: 'GET', url: `/services/${service.slug}` });
    expect(page.body).toContain('Circulation Librarian');

    // The BSIT admin neither sees it in the portal nor may change it.
    const bsitList = await inject(t.app, admin.list, { token: bsitToken });
    expect(bsitList.json().services).toEqual([]);
    const refused = await inject(t.app, admin.update, {
      token: bsitToken,
      params: { id: service.id },
      body: input({ office: 'bsit' }),
    });
    expect(refused.statusCode).toBe(403);
    // Nor may the library admin hand it to BSIT.
    const handOver = await inject(t.app, admin.update, {
      token: libraryToken,
      params: { id: service.id },
      body: input({ office: 'bsit' }),
    });
    expect(handOver.statusCode).toBe(403);

    const libraryList = await inject(t.app, admin.list, { token: libraryToken });
    expect(libraryList.json().services.map((s: { slug: string }) => s.slug)).toEqual([
      'library-use-by-outside-researchers',
      'borrowing-of-library-books-by-alumni',
    ]);
    const superList = await inject(t.app, admin.list, { token: superToken });
    expect(superList.json().services.length).toBe(SEED_SERVICES.length + 1);

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'office', 'target_id'])
      .where('action', 'like', 'service.%')
      .execute();
    expect(audit).toEqual([{ action: 'service.create', office: 'library', target_id: String(service.id) }]);
  });

  it('refuses a taken address and missing fields with the message next to the field', async () => {
    const taken = await inject(t.app, admin.create, {
      token: superToken,
      body: input({ slug: 'transcript-of-records' }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'slug', message: expect.stringContaining('already') });
    const reserved = await inject(t.app, admin.create, {
      token: superToken,
      body: input({ slug: 'charter' }),
    });
    expect(reserved.statusCode).toBe(400);
    const noSteps = await inject(t.app, admin.create, { token: superToken, body: input({ steps: [] }) });
    expect(noSteps.statusCode).toBe(400);
    expect(noSteps.json().message).toContain('Add at least one step');
  });

  it('keeps a draft from visitors, the search and the sitemap until it is published', async () => {
    const created = await inject(t.app, admin.create, {
      token: superToken,
      body: input({ title: 'Issuance of Diploma Replacement', office: 'administration', status: 'draft' }),
    });
    const { id, slug } = created.json().service;
    expect((await t.app.inject({ method: 'GET', url: `/services/${slug}` })).statusCode).toBe(404);
    expect((await inject(t.app, pub.bySlug, { params: { slug } })).statusCode).toBe(404);
    const search = async () =>
      (await inject(t.app, searchEndpoints.articles, { query: { q: 'diploma replacement' } }))
        .json()
        .pages.map((p: { path: string }) => p.path);
    expect(await search()).not.toContain(`/services/${slug}`);
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(await sitemap()).not.toContain(`/services/${slug}`);

    clock.advance(60_000);
    const published = await inject(t.app, admin.update, {
      token: superToken,
      params: { id },
      body: input({ title: 'Issuance of Diploma Replacement', office: 'administration', slug }),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/services/${slug}` })).statusCode).toBe(200);
    expect(await search()).toContain(`/services/${slug}`);
    expect(await sitemap()).toContain(`/services/${slug}`);
  });

  it('finds a service by what it needs, and the services page by "citizens charter"', async () => {
    const res = await inject(t.app, searchEndpoints.articles, { query: { q: 'transcript' } });
    expect(res.json().pages[0]).toMatchObject({
      path: '/services/transcript-of-records',
      section: 'Office of the Campus Registrar',
    });
    const charter = await inject(t.app, searchEndpoints.articles, { query: { q: 'services' } });
    expect(charter.json().pages.map((p: { path: string }) => p.path)).toContain('/services');
  });

  it('prints the whole charter and draws the default charter PDF from the same services', async () => {
    const print = await t.app.inject({ method: 'GET', url: '/services/charter' });
    expect(print.statusCode).toBe(200);
    expect(print.body).toContain('@media print');
    expect(print.body).toContain('Issuance of Diploma Replacement');
    const pdf = await t.app.inject({ method: 'GET', url: '/documents/citizens-charter.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    // Cover and list, one page or more per service, complaints and offices.
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(SEED_SERVICES.length + 4);
    expect(doc.getTitle()).toContain("Citizens' Charter");
  });
});
