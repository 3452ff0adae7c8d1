// The document library (docs/decisions/0030-document-library.md): uploads judged by their bytes, hostile PDFs
// refused, text found by the site search with its page, versions kept, files served safely, drafts private,
// the Transparency Seal register with overdue items at a moved clock, and the compliance checklist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { documentAdminEndpoints, documentEndpoints } from '../../src/shared/contract/documents.ts';
import { searchEndpoints } from '../../src/shared/contract/search.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import {
  attachmentPdf,
  docxFile,
  encryptedPdf,
  launchPdf,
  macroXlsx,
  scriptPdf,
  textPdf,
  xlsxFile,
} from '../support/document-fixtures.ts';
import { multipartBody } from '../support/image-fixtures.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Saved {
  status: number;
  body: {
    ok: boolean;
    message: string;
    field?: string;
    id?: number;
    document?: {
      id: number;
      current: { file_url: string; preview_url: string | null; pages: number | null };
    };
  };
}

describe('document library', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-02-01T02:00:00.000Z'));
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

  const meta = (over: Record<string, string> = {}): Array<[string, string]> =>
    Object.entries({
      title: 'Information inventory 2026',
      description: 'What the campus library holds',
      office: 'library',
      section: 'information-inventory',
      period: 'FY 2026',
      published_on: '2026-01-20',
      status: 'published',
      ...over,
    });

  async function upload(
    token: string | undefined,
    fields: Array<[string, string]>,
    file?: Buffer,
    name = 'file.pdf',
  ): Promise<Saved> {
    const { payload, headers } = multipartBody(
      fields,
      file ? [{ field: 'file', filename: name, data: file }] : [],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/documents',
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('stores a PDF under a generated name with its page text and a preview, found by a phrase from page 3', async () => {
    const pdf = await textPdf([
      'Page one: the inventory of the campus library.',
      'Page two: periodicals and theses.',
      'Page three: the rare Ilocano manuscripts of Father Dizon are kept in the vault.',
    ]);
    const saved = await upload(libraryToken, meta(), pdf, '../../etc/passwd.pdf');
    expect(saved.status, saved.body.message).toBe(201);
    expect(saved.body.document?.current.pages).toBe(3);
    expect(saved.body.document?.current.preview_url).toMatch(/preview$/);
    const keys = await t.app.storage.list('documents/');
    expect(keys.some((k) => /^documents\/[0-9a-f-]{36}\.pdf$/.test(k))).toBe(true);
    expect(keys.some((k) => /^documents\/previews\/[0-9a-f-]{36}\.webp$/.test(k))).toBe(true);

    const res = await inject(t.app, searchEndpoints.articles, { query: { q: 'Ilocano manuscripts Dizon' } });
    expect(res.statusCode).toBe(200);
    const hit = res.json().documents[0];
    expect(hit).toMatchObject({ id: saved.body.id, title: 'Information inventory 2026', page: 3 });
    expect(hit.snippet).toContain('<mark>Ilocano</mark>');
    expect(hit.url).toMatch(/#page=3$/);
  });

  it('serves the file inline with nosniff, a sandboxing policy and a download name; the preview is an image', async () => {
    const list = await inject(t.app, documentEndpoints.list, { query: { section: 'information-inventory' } });
    const doc = list.json().documents[0];
    const res = await t.app.inject({ method: 'GET', url: doc.current.file_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.headers['content-disposition']).toBe('inline; filename="Information-inventory-2026.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await t.app.inject({ method: 'GET', url: `${doc.current.file_url}?download=1` });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const preview = await t.app.inject({ method: 'GET', url: doc.current.preview_url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    // The storage key is not served as media (a draft's preview must not leak through it).
    const [key] = (await t.app.storage.list('documents/previews/')) as string[];
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });

  it.each([
    ['a script', scriptPdf, /run scripts/],
    ['a launch action', launchPdf, /open other programs/],
    ['an attached file', attachmentPdf, /attached files/],
    ['encryption', encryptedPdf, /encrypted/],
  ])('refuses a PDF with %s', async (_name, make, message) => {
    const before = (await t.app.storage.list('documents/')).length;
    const saved = await upload(libraryToken, meta({ title: 'Hostile' }), await make());
    expect(saved.status).toBe(400);
    expect(saved.body.field).toBe('file');
    expect(saved.body.message).toMatch(message);
    expect((await t.app.storage.list('documents/')).length).toBe(before);
  });

  it('refuses truncated PDFs, polyglots, disguised files and files over the size limit', async () => {
    const pdf = await textPdf(['A complete page']);
    const cases: Array<[Buffer, RegExp, string?]> = [
      [pdf.subarray(0, Math.floor(pdf.length / 2)), /damaged or incomplete/],
      [Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), pdf]), /not a plain PDF|only PDF/],
      [Buffer.concat([pdf, macroXlsx()]), /other data after the end/],
      [Buffer.from('<html><body>hello, world</body></html>'), /only PDF/, 'page.csv'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), /only PDF/, 'tool.pdf'],
      [macroXlsx(), /macros/, 'book.xlsx'],
      [
        Buffer.concat([
          Buffer.from('%PDF-1.7\n'),
          Buffer.alloc(30 * 1024 * 1024, 0x20),
          Buffer.from('\n%%EOF\n'),
        ]),
        /larger than 25 MB/,
      ],
    ];
    for (const [bytes, message, name] of cases) {
      const saved = await upload(libraryToken, meta({ title: 'Refused' }), bytes, name);
      expect(saved.status, String(message)).toBe(400);
      expect(saved.body.message).toMatch(message);
    }
    const list = await inject(t.app, documentAdminEndpoints.list, { query: {}, token: superToken });
    expect(list.json().documents.some((d: { title: string }) => d.title === 'Refused')).toBe(false);
  });

  it('accepts Excel, Word and CSV files by their contents and serves them as downloads', async () => {
    for (const [bytes, format, name] of [
      [xlsxFile(), 'xlsx', 'sheet.bin'],
      [docxFile(), 'docx', 'letter.pdf'],
      [Buffer.from('Item,Amount\nBooks,12000\n'), 'csv', 'list.txt'],
    ] as const) {
      const saved = await upload(libraryToken, meta({ title: `A ${format} file`, section: '' }), bytes, name);
      expect(saved.status, saved.body.message).toBe(201);
      const res = await t.app.inject({ method: 'GET', url: saved.body.document?.current.file_url ?? '' });
      expect(res.headers['content-disposition']).toBe(`attachment; filename="A-${format}-file.${format}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps earlier versions when a document is replaced, marked superseded and still downloadable', async () => {
    const first = await upload(
      libraryToken,
      meta({ title: 'Citizen charter', section: '' }),
      await textPdf(['Version one text']),
    );
    const id = first.body.id as number;
    const { payload, headers } = multipartBody(
      [],
      [{ field: 'file', filename: 'v2.pdf', data: await textPdf(['Version two text']) }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${id}/versions`,
      payload,
      headers: { ...headers, ...bearer(libraryToken) },
    });
    expect(res.statusCode).toBe(201);
    const doc = (await inject(t.app, documentEndpoints.byId, { params: { id } })).json().document;
    expect(
      doc.versions.map((v: { number: number; superseded: boolean }) => [v.number, v.superseded]),
    ).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(doc.current.number).toBe(2);
    const old = await t.app.inject({ method: 'GET', url: doc.versions[1].file_url });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-disposition']).toContain('-v1.pdf');
    // The search reads the current version only.
    const search = await inject(t.app, searchEndpoints.articles, { query: { q: 'Version one text' } });
    expect(
      search
        .json()
        .documents.filter((d: { id: number; page: number | null }) => d.id === id && d.page !== null),
    ).toEqual([]);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', String(id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['document.create', 'document.replace']);
  });

  it('gives each published document a page of its own: details, versions with the superseded marked, in the sitemap and search', async () => {
    const first = await upload(
      libraryToken,
      meta({
        title: 'Annual procurement plan 2026',
        description: 'Every purchase the campus plans for the year.',
        office: 'library',
        section: 'procurement',
        period: 'FY 2026',
        published_on: '2026-01-15',
      }),
      await textPdf(['The plan lists the Kalachuchi reading lamps for the reading room.']),
    );
    expect(first.status, first.body.message).toBe(201);
    const id = first.body.id as number;
    const { payload, headers } = multipartBody(
      [],
      [{ field: 'file', filename: 'v2.pdf', data: await textPdf(['Amended: Kalachuchi lamps and shelves']) }],
    );
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${id}/versions`,
      payload,
      headers: { ...headers, ...bearer(libraryToken) },
    });
    expect(replaced.statusCode).toBe(201);
    const draft = await upload(
      libraryToken,
      meta({ title: 'Unreleased procurement draft', status: 'draft' }),
      await textPdf(['Not yet']),
    );

    const res = await t.app.inject({ method: 'GET', url: `/documents/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).not.toContain('<script');
    expect(html).toContain('<h1>Annual procurement plan 2026</h1>');
    expect(html).toContain('Every purchase the campus plans for the year.');
    expect(html).toContain('<dt>Office</dt><dd>Campus Library</dd>');
    expect(html).toContain('<dt>Period</dt><dd>FY 2026</dd>');
    expect(html).toContain('<dt>As of</dt><dd><time datetime="2026-01-15">January 15, 2026</time></dd>');
    expect(html).toContain('href="/transparency#procurement"');
    expect(html).toContain(`href="/api/documents/${id}/versions/2/file" class="primary">View the PDF</a>`);
    expect(html).toContain(`href="/api/documents/${id}/versions/2/file?download=1">Download (PDF`);
    expect(html).toContain(`src="/api/documents/${id}/versions/2/preview"`);
    expect(html).toMatch(/<strong>Version 2<\/strong> <span class="tag">Current<\/span>/);
    expect(html).toMatch(/<strong>Version 1<\/strong> <span class="tag old">Superseded<\/span>/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/documents/${id}" />`));
    // Every link of the page serves its file.
    for (const [, href] of html.matchAll(/href="(\/api\/documents\/[^"]+)"/g)) {
      const file = await t.app.inject({ method: 'GET', url: href as string });
      expect(file.statusCode, href).toBe(200);
    }

    // Drafts, unknown and malformed ids are the site's 404, with nothing of the draft in it.
    for (const url of [`/documents/${draft.body.id}`, '/documents/999999', '/documents/abc']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).not.toContain('Unreleased procurement draft');
    }

    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/documents/${id}</loc><lastmod>`);
    expect(sitemap).not.toContain(`/documents/${draft.body.id}</loc>`);
    const search = await inject(t.app, searchEndpoints.articles, { query: { q: 'Kalachuchi shelves' } });
    expect(search.json().documents[0]).toMatchObject({ id, page: 1, page_url: `/documents/${id}` });
    const transparency = (await t.app.inject({ method: 'GET', url: '/transparency' })).body;
    expect(transparency).toContain(`<a href="/documents/${id}">Annual procurement plan 2026</a>`);
  });

  it('lets office admins manage only their own office; visitors never see drafts', async () => {
    expect((await upload(undefined, meta(), await textPdf(['x']))).status).toBe(401);
    const other = await upload(bsitToken, meta(), await textPdf(['x']));
    expect(other.status).toBe(403);

    const draft = await upload(
      libraryToken,
      meta({ title: 'Draft budget secret', status: 'draft' }),
      await textPdf(['Zebracorn allocation']),
    );
    expect(draft.status).toBe(201);
    const id = draft.body.id as number;
    const url = draft.body.document?.current.file_url ?? '';
    expect((await inject(t.app, documentEndpoints.byId, { params: { id } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(bsitToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(libraryToken) })).statusCode).toBe(200);
    const publicList = await inject(t.app, documentEndpoints.list, { query: {} });
    expect(JSON.stringify(publicList.json())).not.toContain('Draft budget secret');
    const search = await inject(t.app, searchEndpoints.articles, { query: { q: 'Zebracorn' } });
    expect(search.json().documents).toEqual([]);
    const register = await inject(t.app, documentEndpoints.transparency, {});
    expect(JSON.stringify(register.json())).not.toContain('Draft budget secret');

    // The office's own list holds the draft; another office's admin does not see it.
    const own = await inject(t.app, documentAdminEndpoints.list, { query: {}, token: libraryToken });
    expect(own.json().documents.some((d: { id: number }) => d.id === id)).toBe(true);
    const theirs = await inject(t.app, documentAdminEndpoints.list, { query: {}, token: bsitToken });
    expect(theirs.json().documents.some((d: { id: number }) => d.id === id)).toBe(false);
    expect(
      (await inject(t.app, documentAdminEndpoints.byId, { params: { id }, token: bsitToken })).statusCode,
    ).toBe(403);

    // Publishing it makes it public.
    const body = {
      ...Object.fromEntries(meta({ title: 'Draft budget secret' })),
      status: 'published',
    } as never;
    const published = await inject(t.app, documentAdminEndpoints.update, {
      params: { id },
      body,
      token: libraryToken,
    });
    expect(published.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('takes back everything of a document unpublished again, and never searches a superseded version', async () => {
    const first = await upload(
      libraryToken,
      meta({ title: 'Withdrawn board resolution', section: '' }),
      await textPdf(['Quokkaphrase in the first version']),
    );
    expect(first.status).toBe(201);
    const id = first.body.id as number;
    const { payload, headers } = multipartBody(
      [],
      [{ field: 'file', filename: 'v2.pdf', data: await textPdf(['Wombatphrase in the second version']) }],
    );
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/admin/documents/${id}/versions`,
      payload,
      headers: { ...headers, ...bearer(libraryToken) },
    });
    expect(replaced.statusCode).toBe(201);
    const found = async (q: string) =>
      (await inject(t.app, searchEndpoints.articles, { query: { q } })).json().documents.length;
    // The search reads the current version only: a superseded text leads nowhere current.
    expect(await found('Wombatphrase')).toBe(1);
    expect(await found('Quokkaphrase')).toBe(0);
    const urls = [
      `/documents/${id}`,
      `/api/documents/${id}`,
      `/api/documents/${id}/versions/1/file`,
      `/api/documents/${id}/versions/2/file`,
      `/api/documents/${id}/versions/1/preview`,
    ];
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
      `/documents/${id}</loc>`,
    );

    // Back to draft: the page, every version's file and preview, the sitemap and the search (its cached
    // result included: the search ran a moment ago) let go of it at once.
    const body = {
      ...Object.fromEntries(meta({ title: 'Withdrawn board resolution', section: '' })),
      status: 'draft',
    };
    const withdrawn = await inject(t.app, documentAdminEndpoints.update, {
      params: { id },
      body: body as never,
      token: libraryToken,
    });
    expect(withdrawn.statusCode).toBe(200);
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    expect(await found('Wombatphrase')).toBe(0);
    const searchPage = await t.app.inject({ method: 'GET', url: '/search?q=Wombatphrase' });
    expect(searchPage.body).not.toContain('Withdrawn board resolution');
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(
      `/documents/${id}</loc>`,
    );
    const list = await inject(t.app, documentEndpoints.list, { query: {} });
    expect(JSON.stringify(list.json())).not.toContain('Withdrawn board resolution');
  });

  it('draws /transparency on the server with every item, its published documents and "as of" dates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/transparency' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h2 id="far-title">Quarterly financial accountability reports</h2>');
    expect(res.body).toContain('Information inventory 2026');
    expect(res.body).toContain('As of <time datetime="2026-01-20">January 20, 2026</time>');
    expect(res.body).not.toMatch(/overdue/i);
    expect(res.body).not.toContain('<script');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/transparency</loc>');
    const search = await inject(t.app, searchEndpoints.articles, { query: { q: 'transparency seal' } });
    expect(search.json().pages[0].path).toBe('/transparency');
  });

  it('flags overdue Transparency Seal items to staff by the clock, never to visitors, and exports the checklist', async () => {
    const quarterly = await upload(
      superToken,
      meta({
        title: 'FAR No. 1, 4th quarter 2025',
        office: 'administration',
        section: 'far',
        published_on: '2026-01-15',
      }),
      await textPdf(['Report']),
    );
    expect(quarterly.status).toBe(201);
    const itemOf = async (token?: string) => {
      const res = token
        ? await inject(t.app, documentAdminEndpoints.transparency, { token })
        : await inject(t.app, documentEndpoints.transparency, {});
      return res.json().items.find((i: { key: string }) => i.key === 'far');
    };
    expect(await itemOf(libraryToken)).toMatchObject({
      as_of: '2026-01-15',
      overdue: false,
      owner: 'administration',
    });
    const empty = (await inject(t.app, documentAdminEndpoints.transparency, { token: libraryToken }))
      .json()
      .items.find((i: { key: string }) => i.key === 'budget');
    expect(empty).toMatchObject({ as_of: null, overdue: true });

    clock.set(new Date('2026-05-01T02:00:00.000Z'));
    // Sessions from three months ago have ended: sign in again at the new time.
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const library = await createUser(t.app, superToken, { office: 'library' });
    libraryToken = await signIn(t.app, library.email, library.password);
    expect(await itemOf(libraryToken)).toMatchObject({ overdue: true });
    expect(await itemOf()).toMatchObject({ as_of: '2026-01-15', overdue: false });

    const csv = await inject(t.app, documentAdminEndpoints.checklistCsv, { token: superToken });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Item,Owner office,Update rule,Latest document,As of,Link,State');
    expect(lines.find((l) => l.startsWith('Quarterly financial'))).toMatch(
      /FAR No. 1.*2026-01-15,http.*\/file,Overdue$/,
    );
    expect(
      (await inject(t.app, documentAdminEndpoints.checklistCsv, { token: libraryToken })).statusCode,
    ).toBe(403);
  });
  it('lists every published document at /documents, narrowed by office, year and Seal item, with no draft', async () => {
    const unfiled = await upload(
      superToken,
      meta({
        title: 'Laboratory safety manual',
        description: 'How the computer laboratories are kept safe',
        office: 'bsit',
        section: '',
        published_on: '2025-06-30',
      }),
      await textPdf(['Laboratory safety manual']),
    );
    expect(unfiled.status, unfiled.body.message).toBe(201);
    const draft = await upload(
      superToken,
      meta({ title: 'Unfinished laboratory inventory', office: 'bsit', section: '', status: 'draft' }),
      await textPdf(['draft']),
    );
    expect(draft.status, draft.body.message).toBe(201);
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toContain('<script');
      expect(res.body).not.toContain('Unfinished laboratory inventory');
      return res.body;
    };
    const manual = `<a href="/documents/${unfiled.body.id}">Laboratory safety manual</a>`;

    const all = await get('/documents');
    expect(all).toContain('<h1>Documents</h1>');
    // A document filed under no Transparency Seal item has its place here, with the Seal documents.
    expect(all).toContain(manual);
    expect(all).toContain('>Information inventory 2026</a>');
    expect(all).toContain('<option value="bsit">Bachelor of Science in Information Technology</option>');
    expect(all).toContain('<option value="2025">2025</option>');

    const bsit = await get('/documents?office=bsit&year=&item=');
    expect(bsit).toContain(manual);
    expect(bsit).not.toContain('>Information inventory 2026</a>');
    expect(bsit).toContain('<option value="bsit" selected>');
    expect(bsit).toContain('1 document</p>');

    const year2026 = await get('/documents?year=2026');
    expect(year2026).not.toContain(manual);
    expect(year2026).toContain('>Information inventory 2026</a>');

    const item = await get('/documents?item=information-inventory');
    expect(item).not.toContain(manual);
    expect(item).toContain('>Information inventory 2026</a>');

    const none = await get('/documents?office=bsit&year=2026');
    expect(none).toContain('No published document matches these choices.');
    expect(none).toContain('<a href="/documents">Show every document</a>');

    // A hand-edited address with nonsense shows every document rather than an error page.
    expect(await get('/documents?year=soon&office=%3Cb%3E')).toContain(manual);

    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain('/documents</loc>');
    expect(await get('/transparency')).toContain('<a href="/documents">All documents</a>');
  });
});
