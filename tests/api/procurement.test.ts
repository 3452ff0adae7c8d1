// Bids and awards (docs/decisions/0037-procurement-notices.md): the Bids and Awards Committee and superadmins
// post and change opportunities (others are refused, every change audited); the public list shows open ones
// first with the time left, past ones by year, status and office, a page each with only published documents;
// the RSS feed, the calendar of deadlines, the sitemap and the site search; and an opportunity closes by
// itself when its deadline passes, exactly once with two instances on one database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Db, openDb } from '../../src/server/db/dialect.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import { closeDueOpportunities } from '../../src/server/services/procurement.ts';
import { documentAdminEndpoints } from '../../src/shared/contract/documents.ts';
import { BIDS_AWARDS_OFFICE } from '../../src/shared/contract/offices.ts';
import {
  type OpportunityFormValues,
  opportunityListResponseSchema,
  opportunityResponseSchema,
  opportunitySavedResponseSchema,
  PROCUREMENT_MESSAGES,
  procurementAdminEndpoints,
  procurementEndpoints,
} from '../../src/shared/contract/procurement.ts';
import { searchEndpoints } from '../../src/shared/contract/search.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { multipartBody } from '../support/image-fixtures.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('bids and awards', () => {
  let t: TestApp;
  // Monday 2 February 2026, 10:00 in Manila.
  const clock = manualClock(new Date('2026-02-02T02:00:00.000Z'));
  let superToken: string;
  let bacToken: string;
  let bsitToken: string;
  let publishedDoc: number;
  let draftDoc: number;

  const upload = async (token: string, title: string, status: 'draft' | 'published') => {
    const { payload, headers } = multipartBody(
      [
        ['title', title],
        ['office', BIDS_AWARDS_OFFICE.slug],
        ['published_on', '2026-02-01'],
        ['status', status],
      ],
      [{ field: 'file', filename: 'notice.csv', data: Buffer.from(`item,amount\n${title},1\n`) }],
    );
    const res = await t.app.inject({
      method: documentAdminEndpoints.create.method,
      url: documentAdminEndpoints.create.path,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };

  const form = (over: Partial<OpportunityFormValues> = {}): OpportunityFormValues => ({
    reference: 'BAC-2026-001',
    title: 'Supply and delivery of laboratory computers',
    abc: '1,250,000.00',
    mode: 'competitive-bidding',
    philgeps_reference: '12345678',
    office: 'bsit',
    posted_on: '2026-02-01',
    prebid_at: '2026-02-05T09:00',
    deadline_at: '2026-02-12T10:00',
    opening_at: '2026-02-12T10:30',
    status: 'open',
    awardee: '',
    contract_amount: '',
    documents: [],
    ...over,
  });
  const create = (body: OpportunityFormValues, token = bacToken) =>
    inject(t.app, procurementAdminEndpoints.create, { body: body as never, token });
  const update = (id: number, body: OpportunityFormValues, token = bacToken) =>
    inject(t.app, procurementAdminEndpoints.update, { params: { id }, body: body as never, token });
  const html = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://campus.example' } });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    bacToken = (await createUser(t.app, superToken, { office_id: BIDS_AWARDS_OFFICE.office_id })).token;
    bsitToken = (await createUser(t.app, superToken, { office: 'bsit' })).token;
    publishedDoc = await upload(bacToken, 'Invitation to bid BAC-2026-001', 'published');
    draftDoc = await upload(bacToken, 'Draft bid bulletin not yet out', 'draft');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('lets the committee post an opportunity, refuses other offices, and audits it', async () => {
    const refused = await create(form(), bsitToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PROCUREMENT_MESSAGES.forbidden);
    expect(
      (await inject(t.app, procurementAdminEndpoints.list, { query: {}, token: bsitToken })).statusCode,
    ).toBe(403);
    // A contributor of the committee writes article drafts only; notices are for its admins to post.
    const contributor = await createUser(t.app, superToken, {
      office_id: BIDS_AWARDS_OFFICE.office_id,
      role: 'contributor',
    });
    expect((await create(form(), contributor.token)).statusCode).toBe(403);

    const res = await create(
      form({
        documents: [
          { document_id: publishedDoc, kind: 'invitation' },
          { document_id: draftDoc, kind: 'bid-bulletin' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { opportunity, message } = opportunitySavedResponseSchema.parse(res.json());
    expect(message).toBe(PROCUREMENT_MESSAGES.created);
    expect(opportunity).toMatchObject({
      reference: 'BAC-2026-001',
      abc_centavos: 125_000_000,
      office: 'bsit',
      status: 'open',
      deadline_at: '2026-02-12T02:00:00.000Z',
      prebid_at: '2026-02-05T01:00:00.000Z',
    });
    // Staff see the draft document too; the public answer leaves it out.
    expect(opportunity.documents.map((d) => d.kind)).toEqual(['invitation', 'bid-bulletin']);
    const pub = opportunityResponseSchema.parse(
      (await inject(t.app, procurementEndpoints.byId, { params: { id: opportunity.id } })).json(),
    ).opportunity;
    expect(pub.documents.map((d) => d.document_id)).toEqual([publishedDoc]);

    const again = await create(form({ title: 'Another' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: PROCUREMENT_MESSAGES.referenceTaken, field: 'reference' });

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'office'])
      .where('action', '=', 'procurement.create')
      .execute();
    expect(audit).toEqual([
      { action: 'procurement.create', target_id: String(opportunity.id), office: 'bsit' },
    ]);
  });

  it('asks for the awardee and contract amount next to their fields when awarded, and shows the award', async () => {
    const created = opportunitySavedResponseSchema.parse(
      (
        await create(
          form({
            reference: 'BAC-2025-014',
            title: 'Repair of the library roof',
            office: 'library',
            mode: 'small-value',
            posted_on: '2025-09-01',
            prebid_at: '',
            deadline_at: '2025-09-15T10:00',
            opening_at: '',
            status: 'closed',
          }),
          superToken,
        )
      ).json(),
    ).opportunity;
    const missing = await update(created.id, form({ ...fromOpportunity(created), status: 'awarded' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: PROCUREMENT_MESSAGES.awardeeRequired, field: 'awardee' });
    const noAmount = await update(
      created.id,
      form({ ...fromOpportunity(created), status: 'awarded', awardee: 'Ilocos Builders Inc.' }),
    );
    expect(noAmount.json()).toMatchObject({ field: 'contract_amount' });

    const awarded = await update(
      created.id,
      form({
        ...fromOpportunity(created),
        status: 'awarded',
        awardee: 'Ilocos Builders Inc.',
        contract_amount: '480000.5',
        documents: [{ document_id: publishedDoc, kind: 'notice-of-award' }],
      }),
    );
    expect(awarded.statusCode).toBe(200);
    expect(opportunitySavedResponseSchema.parse(awarded.json()).opportunity).toMatchObject({
      status: 'awarded',
      awardee: 'Ilocos Builders Inc.',
      contract_centavos: 48_000_050,
    });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['details', 'actor'])
      .where('action', '=', 'procurement.update')
      .where('target_id', '=', String(created.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toMatchObject({ status: 'closed → awarded' });

    const page = await html(`/procurement/${created.id}`);
    expect(page).toContain('Repair of the library roof');
    expect(page).toContain('Ilocos Builders Inc.');
    expect(page).toContain('₱480,000.50');
    expect(page).toContain('Notice of award: Invitation to bid BAC-2026-001');
    expect(page).toContain('Negotiated procurement (small value)');
  });

  it('draws the list with open opportunities first and the time left, and past ones by year, status and office', async () => {
    const list = await html('/procurement');
    const open = list.indexOf('Open for bids');
    const past = list.indexOf('Past opportunities and awards');
    expect(list.indexOf('Supply and delivery of laboratory computers')).toBeGreaterThan(open);
    expect(list.indexOf('Supply and delivery of laboratory computers')).toBeLessThan(past);
    // 2 Feb 10:00 to 12 Feb 10:00 in Manila.
    expect(list).toContain('Closes in 10 days');
    expect(list.indexOf('Repair of the library roof')).toBeGreaterThan(past);
    expect(list).not.toContain('Draft bid bulletin');
    expect(list).toContain('<option value="2025">2025</option>');

    const y2026 = await html('/procurement?year=2026&status=&office=');
    expect(y2026.slice(y2026.indexOf('Past opportunities'))).not.toContain('Repair of the library roof');
    expect(y2026).toContain('<option value="2026" selected>');
    const byOffice = await html('/procurement?year=&status=awarded&office=library');
    expect(byOffice.slice(byOffice.indexOf('Past opportunities'))).toContain('Repair of the library roof');
    const otherOffice = await html('/procurement?office=bsed');
    expect(otherOffice).toContain('No past opportunity matches.');
    // A hand-edited filter shows everything rather than failing.
    expect(await html('/procurement?year=abc')).toContain('Repair of the library roof');

    const api = opportunityListResponseSchema.parse(
      (await inject(t.app, procurementEndpoints.list, { query: { status: 'awarded' } })).json(),
    );
    expect(api.opportunities.map((o) => o.reference)).toEqual(['BAC-2025-014']);
    expect((await t.app.inject({ method: 'GET', url: '/procurement/99999' })).statusCode).toBe(404);
  });

  it('offers an RSS feed, a calendar of deadlines, sitemap entries and a place in the site search', async () => {
    const rss = await t.app.inject({ method: 'GET', url: '/procurement/feed.xml' });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<title>BAC-2026-001: Supply and delivery of laboratory computers</title>');
    expect(rss.body).toContain('Awarded to Ilocos Builders Inc. for ₱480,000.50.');
    expect(rss.body).toContain('<link>https://campus.example/procurement/');

    const ics = await t.app.inject({ method: 'GET', url: '/procurement/deadlines.ics' });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('DTSTART:20260212T020000Z');
    expect(ics.body).toContain('SUMMARY:Deadline of bid submission: BAC-2026-001');
    expect(ics.body).toContain('DTSTART:20260205T010000Z');
    // Only open opportunities have deadlines ahead.
    expect(ics.body).not.toContain('BAC-2025-014');

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://campus.example/procurement</loc>');
    expect(sitemap.body).toMatch(/<loc>https:\/\/campus\.example\/procurement\/\d+<\/loc>/);

    const search = await inject(t.app, searchEndpoints.articles, { query: { q: 'bids and awards' } });
    expect(search.json().pages[0].path).toBe('/procurement');
  });

  it('closes an opportunity when its deadline passes, exactly once with two instances on one database', async () => {
    let db2: Db;
    if (t.db.kind === 'sqlite') {
      db2 = openDb({ kind: 'sqlite', file: `${t.dataDir}/test.db` });
    } else {
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(t.db.kysely);
      db2 = openDb({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', schema: rows[0]?.s });
    }
    const app2 = await buildApp({ config: t.config, db: db2, clock, logger: false });
    await app2.ready();
    try {
      for (let i = 2; i <= 6; i++)
        expect(
          (await create(form({ reference: `BAC-2026-00${i}`, deadline_at: '2026-02-12T10:00' }))).statusCode,
        ).toBe(201);
      // One minute before the deadline nothing closes.
      clock.set(new Date('2026-02-12T01:59:00.000Z'));
      expect(await closeDueOpportunities(t.app.ctx)).toBe(0);
      clock.set(new Date('2026-02-12T02:00:30.000Z'));
      expect(await html('/procurement')).toContain('No opportunity is open for bids right now.');
      const counts = await Promise.all([
        closeDueOpportunities(t.app.ctx),
        closeDueOpportunities(app2.ctx),
        closeDueOpportunities(t.app.ctx),
        closeDueOpportunities(app2.ctx),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
      const closes = await t.db.kysely
        .selectFrom('audit_log')
        .select('target_id')
        .where('action', '=', 'procurement.close')
        .execute();
      expect(closes).toHaveLength(6);
      expect(new Set(closes.map((c) => c.target_id)).size).toBe(6);
      const list = opportunityListResponseSchema.parse(
        (await inject(t.app, procurementEndpoints.list, { query: { status: 'open' } })).json(),
      );
      expect(list.opportunities).toEqual([]);
      const page = await html('/procurement?status=closed');
      expect(page).toContain('BAC-2026-006');
      expect(page).not.toContain('Closes in');
    } finally {
      await app2.close();
      await db2.close();
    }
  });
});

/** The form values an opportunity was saved with (campus times). */
function fromOpportunity(o: {
  reference: string;
  title: string;
  abc_centavos: number;
  mode: OpportunityFormValues['mode'];
  philgeps_reference: string;
  office: string;
  posted_on: string;
  deadline_at: string;
}): Partial<OpportunityFormValues> {
  return {
    reference: o.reference,
    title: o.title,
    abc: (o.abc_centavos / 100).toFixed(2),
    mode: o.mode,
    philgeps_reference: o.philgeps_reference,
    office: o.office as OpportunityFormValues['office'],
    posted_on: o.posted_on,
    prebid_at: '',
    opening_at: '',
    deadline_at: new Date(Date.parse(o.deadline_at) + 8 * 3_600_000).toISOString().slice(0, 16),
  };
}
