// Authorisation matrix: every sign-in, account and user endpoint × every kind of caller. The rows run in three
// files side by side (auth-matrix-1-of-3.test.ts …), each a consecutive share of them on its own database: one
// file of 1,262 calls took three minutes alone while the other test files had finished.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/server/lib/clock.ts';
import { SESSION_LIFETIME_MS, signSessionToken } from '../../src/server/lib/tokens.ts';
import { type TokenClaims, tokenClaimsSchema } from '../../src/shared/contract/auth.ts';
import { caseEndpoints } from '../../src/shared/contract/cases.ts';
import { concernEndpoints } from '../../src/shared/contract/concern.ts';
import { siteAdminEndpoints } from '../../src/shared/contract/site.ts';
import { bearer, createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { contractEndpoints } from '../support/contract-endpoints.ts';
import { multipartBody } from '../support/image-fixtures.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertArticle } from './articles-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Endpoint {
  name: string;
  /** Builds the request; may create what it needs (a user to delete) with the superadmin token. */
  request(): Promise<{ method: Method; url: string; payload?: object; contentType?: string }>;
  admin: number;
  superadmin: number;
  /** A contributor of the admin's office (issue 39): drafts of that office and their own account only. */
  contributor: number;
  /** Runs after each call, to put back what a successful call changed for the rows after it. */
  after?(status: number): Promise<void>;
}
interface Caller {
  name: string;
  headers(): Promise<Record<string, string>>;
  /** Runs around the request (the expired caller moves the clock past the token's lifetime). */
  around?<T>(fn: () => Promise<T>): Promise<T>;
}

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** Declares part `part` (1-based) of `parts` of the matrix: a consecutive share of the endpoint rows. */
export function describeAuthMatrix(part: number, parts: number): void {
  describe(`authorisation matrix, part ${part} of ${parts}`, () => {
    let t: TestApp;
    const clock = manualClock();
    let superToken: string;
    let admin: { id: number; email: string; password: string };
    let contributor: { id: number; email: string; password: string };
    let victimId: number;
    let libraryDocId: number;
    /** A concern nobody has assigned yet: superadmins see it, the BSIT admin does not. */
    let unassignedCase: { id: number; reference: string };
    let n = 0;

    beforeAll(async () => {
      t = await createTestApp({ clock });
      superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
      admin = await createUser(t.app, superToken, { office: 'bsit' });
      contributor = await createUser(t.app, superToken, { office: 'bsit', role: 'contributor' });
      victimId = (await createUser(t.app, superToken, { office: 'library' })).id;
      libraryDocId = (
        await t.app.inject({ method: 'POST', url: '/api/admin/documents', ...documentForm(superToken) })
      ).json().id;
      const { reference } = (
        await inject(t.app, concernEndpoints.submit, {
          body: { replyEmail: 'ana@example.com', message: 'The enrolment portal rejects my student number.' },
        })
      ).json();
      const found = await inject(t.app, caseEndpoints.byReference, {
        params: { reference },
        token: superToken,
      });
      unassignedCase = { id: found.json().id, reference };
    });

    /** The seeded library service (content/citizens-charter.ts), which the BSIT admin may not manage. */
    const libraryServiceId = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('citizen_services')
            .select('id')
            .where('slug', '=', 'library-use-by-outside-researchers')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const serviceBody = () => ({
      title: 'Use of the Library by Outside Researchers',
      slug: 'library-use-by-outside-researchers',
      office: 'library',
      unit: 'Campus Library',
      classification: 'simple',
      who_may_avail: 'Researchers',
      requirements: [],
      steps: [{ client: 'Ask', agency: 'Answer', time: '5 minutes', person: 'Librarian' }],
      total_fees: 'None',
      total_time: '5 minutes',
    });

    /** A directory entry's current version, so each superadmin save in the matrix is a fresh one. */
    const directoryVersion = async (table: 'directory_offices' | 'directory_faculty', id: string | number) =>
      Number(
        (
          await t.db.kysely
            .selectFrom(table)
            .select('version')
            .where('id', '=', id as never)
            .executeTakeFirstOrThrow()
        ).version,
      );
    /** A faculty member of BSA, whose entry the BSIT admin may not change. */
    const bsaFacultyId = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('directory_faculty as f')
            .innerJoin('offices as o', 'o.office_id', 'f.office_id')
            .select('f.id')
            .where('o.slug', '=', 'bsa')
            .orderBy('f.id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const registrarContact = {
      phone: '(042) 724-0158 local 102',
      email: 'registrar.sanisidro@smsu.edu.ph',
      room: 'Windows 2 to 4',
      building: 'Administration Building',
      hours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
      head_name: 'Ms. Registrar',
      head_title: 'Campus Registrar',
    };

    /** A document upload form (a small CSV) for the library office; without `withFile`, the file is missing. */
    const documentForm = (token?: string, withFile = true) => {
      const fields: Array<[string, string]> = [
        ['title', 'Matrix document'],
        ['office', 'library'],
        ['published_on', '2026-01-10'],
      ];
      const files = withFile ? [{ field: 'file', filename: 'a.csv', data: Buffer.from('a,b\n1,2\n') }] : [];
      const { payload, headers } = multipartBody(fields, files);
      return { payload, headers: { ...headers, ...(token ? bearer(token) : {}) } as Record<string, string> };
    };
    /** The multipart request of a document upload, the caller's headers added by the matrix. */
    const multipartRequest = (url: string) => {
      const { payload, headers } = documentForm(undefined, false);
      return { method: 'POST' as const, url, payload, contentType: headers['content-type'] };
    };
    afterAll(async () => {
      await t.close();
    });
    /** A valid procurement opportunity with a reference of its own. */
    const opportunity = () => ({
      reference: `MATRIX-${++n}`,
      title: 'Matrix opportunity',
      abc: '100000',
      mode: 'shopping',
      office: 'bids-awards',
      posted_on: '2026-01-10',
      deadline_at: '2026-01-20T10:00',
    });

    const freshAdminToken = () => signIn(t.app, admin.email, admin.password);
    const freshContributorToken = () => signIn(t.app, contributor.email, contributor.password);
    /** A fresh article of the admin's and the contributor's office (bsit), written straight to the database. */
    const bsitArticle = (status: 'draft' | 'scheduled' | 'published') =>
      insertArticle(t.db, { office: 'bsit', status, title: `Matrix ${status} ${++n}`, thumbnail: null });
    /** A draft of bsit sent for review by the contributor; returns the request's id. */
    const openReview = async () => {
      const id = await bsitArticle('draft');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/articles/${id}/review`,
        headers: bearer(await freshContributorToken()),
        payload: { note: '' },
      });
      return (res.json() as { review: { id: number } }).review.id;
    };
    const freshSuperToken = () => signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    /** A library event made by the superadmin, which the BSIT admin may not see. */
    const libraryEvent = async () =>
      (await inject(t.app, siteAdminEndpoints.events.create, { body: eventBody(), token: superToken })).json()
        .id as number;
    const eventBody = () => ({
      title: `Matrix event ${++n}`,
      office: 'library' as const,
      date: '2026-03-02',
      place: 'Campus Library',
      description: 'Open house.',
    });
    const alertBody = () => ({
      severity: 'information',
      title: `Matrix alert ${++n}`,
      message: 'The library closes early today.',
      starts_at: '2026-01-10T00:00:00.000Z',
    });
    const vacancyBody = () => ({
      title: `Matrix vacancy ${++n}`,
      office: 'Campus Library',
      closing_date: '2026-02-28',
      description: 'Shelving and circulation.',
      requirements: 'A diploma.',
      how_to_apply: 'Write to the library.',
    });
    /** The case-holiday dates the superadmin adds, one new date per call. */
    const holidayDate = () =>
      `2027-${String((n % 12) + 1).padStart(2, '0')}-${String((++n % 28) + 1).padStart(2, '0')}`;
    const claimsOf = (token: string): TokenClaims => tokenClaimsSchema.parse(decodeJwt(token));

    const endpoints: Endpoint[] = [
      {
        name: 'POST /api/auth/logout',
        request: async () => ({ method: 'POST', url: '/api/auth/logout' }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        name: 'GET /api/admin/me',
        request: async () => ({ method: 'GET', url: '/api/admin/me' }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        name: 'POST /api/admin/change-password',
        // A wrong current password: a 400 shows the call got past authorisation without changing anything.
        request: async () => ({
          method: 'POST',
          url: '/api/admin/change-password',
          payload: {
            current_password: 'Not-The-Password1',
            new_password: 'Fresh7Harbour',
            new_password_confirm: 'Fresh7Harbour',
          },
        }),
        admin: 400,
        superadmin: 400,
        contributor: 400,
      },
      {
        name: 'POST /api/admin/account/two-factor/recovery-codes',
        // Neither caller has two-step sign-in on: a 409 shows the call got past authorisation.
        request: async () => ({
          method: 'POST',
          url: '/api/admin/account/two-factor/recovery-codes',
          payload: { current_password: 'Not-The-Password1' },
        }),
        admin: 409,
        superadmin: 409,
        contributor: 409,
      },
      {
        name: 'GET /api/admin/offices',
        request: async () => ({ method: 'GET', url: '/api/admin/offices' }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        name: 'GET /api/users',
        request: async () => ({ method: 'GET', url: '/api/users' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/users',
        request: async () => {
          n += 1;
          return {
            method: 'POST',
            url: '/api/admin/users',
            payload: {
              email: `matrix${n}@campus.test`,
              first_name: 'Matrix',
              last_name: 'Case',
              password: 'Matrix7Harbour',
              password_confirm: 'Matrix7Harbour',
              role: 'superadmin',
              office_id: 1,
            },
          };
        },
        admin: 403,
        superadmin: 201,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/users/invitations',
        request: async () => {
          n += 1;
          return {
            method: 'POST',
            url: '/api/admin/users/invitations',
            payload: {
              email: `invited${n}@campus.test`,
              first_name: 'Matrix',
              last_name: 'Invite',
              office_id: 1,
            },
          };
        },
        admin: 403,
        superadmin: 201,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/users/{id}/invitation',
        // The account is active, not waiting for an invitation: a 409 shows the call got past authorisation.
        request: async () => ({ method: 'POST', url: `/api/admin/users/${admin.id}/invitation` }),
        admin: 403,
        superadmin: 409,
        contributor: 403,
      },
      {
        name: 'PATCH /api/admin/users/{id}',
        request: async () => ({
          method: 'PATCH',
          url: `/api/admin/users/${victimId}`,
          payload: { status: 'inactive' },
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
        // Put the victim back for the next caller.
        after: async (status) => {
          if (status === 200)
            await t.app.inject({
              method: 'PATCH',
              url: `/api/admin/users/${victimId}`,
              headers: bearer(superToken),
              payload: { status: 'active' },
            });
        },
      },
      {
        name: 'GET /api/admin/site/alert-publishers',
        request: async () => ({ method: 'GET', url: '/api/admin/site/alert-publishers' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'PUT /api/admin/site/alert-publishers/{id}',
        // Unmarking an account that is not a publisher changes nothing: a 200 shows the call got through.
        request: async () => ({
          method: 'PUT',
          url: `/api/admin/site/alert-publishers/${victimId}`,
          payload: { publisher: false },
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/subscribers/counts',
        request: async () => ({ method: 'GET', url: '/api/admin/subscribers/counts' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/subscribers.csv',
        request: async () => ({ method: 'GET', url: '/api/admin/subscribers.csv' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        // Counts only: every staff member sees the satisfaction figures (issue 36).
        name: 'GET /api/admin/csm-report',
        request: async () => ({ method: 'GET', url: '/api/admin/csm-report?year=2026' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/csm-report.csv',
        request: async () => ({ method: 'GET', url: '/api/admin/csm-report.csv?year=2026' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/documents',
        request: async () => ({ method: 'GET', url: '/api/admin/documents' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/documents/{id} (another office)',
        request: async () => ({ method: 'GET', url: `/api/admin/documents/${libraryDocId}` }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        // No file: a 400 shows the call got past authorisation without storing anything.
        name: 'POST /api/admin/documents (another office, no file)',
        request: async () => multipartRequest('/api/admin/documents'),
        admin: 403,
        superadmin: 400,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/documents/{id}/versions (another office, no file)',
        request: async () => multipartRequest(`/api/admin/documents/${libraryDocId}/versions`),
        admin: 403,
        superadmin: 400,
        contributor: 403,
      },
      {
        name: 'PATCH /api/admin/documents/{id} (another office)',
        request: async () => ({
          method: 'PATCH',
          url: `/api/admin/documents/${libraryDocId}`,
          payload: { title: 'Matrix document', office: 'library', published_on: '2026-01-10' },
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/services',
        request: async () => ({ method: 'GET', url: '/api/admin/services' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/services/{id} (another office)',
        request: async () => ({ method: 'GET', url: `/api/admin/services/${await libraryServiceId()}` }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        // A taken address: a 400 shows the call got past authorisation without storing anything.
        name: 'POST /api/admin/services (another office, address taken)',
        request: async () => ({ method: 'POST', url: '/api/admin/services', payload: serviceBody() }),
        admin: 403,
        superadmin: 400,
        contributor: 403,
      },
      {
        name: 'PATCH /api/admin/services/{id} (another office)',
        request: async () => ({
          method: 'PATCH',
          url: `/api/admin/services/${await libraryServiceId()}`,
          payload: serviceBody(),
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/directory',
        request: async () => ({ method: 'GET', url: '/api/admin/directory' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        // The Registrar's entry is kept by Administration, not by the BSIT admin.
        name: 'PATCH /api/admin/directory/offices/{id} (another office)',
        request: async () => ({
          method: 'PATCH',
          url: '/api/admin/directory/offices/registrar',
          payload: { ...registrarContact, version: await directoryVersion('directory_offices', 'registrar') },
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'PATCH /api/admin/directory/faculty/{id} (another programme)',
        request: async () => {
          const id = await bsaFacultyId();
          return {
            method: 'PATCH',
            url: `/api/admin/directory/faculty/${id}`,
            payload: {
              email: 'faculty@smsu.edu.ph',
              consultation_hours: 'Fridays, 1:00 to 3:00 p.m.',
              version: await directoryVersion('directory_faculty', id),
            },
          };
        },
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/review-dates',
        request: async () => ({ method: 'GET', url: '/api/admin/review-dates' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        // The Registrar's entry is kept by Administration, not by the BSIT admin.
        name: 'POST /api/admin/review-dates/{kind}/{key} (another office)',
        request: async () => ({
          method: 'POST',
          url: '/api/admin/review-dates/directory_office/registrar',
          payload: {},
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/transparency',
        request: async () => ({ method: 'GET', url: '/api/admin/transparency' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/transparency/checklist.csv',
        request: async () => ({ method: 'GET', url: '/api/admin/transparency/checklist.csv' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'DELETE /api/admin/users/{id}',
        request: async () => {
          const doomed = await createUser(t.app, superToken, { office: 'bsa' });
          return { method: 'DELETE', url: `/api/admin/users/${doomed.id}` };
        },
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        // No file: a 400 shows the call got past authorisation (office admins add their own events' pictures).
        name: 'POST /api/admin/site/event-images (no file)',
        request: async () => multipartRequest('/api/admin/site/event-images'),
        admin: 400,
        superadmin: 400,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/site/alerts/{id}/updates',
        // No such alert: a 404 shows the call got past authorisation.
        request: async () => ({
          method: 'POST',
          url: '/api/admin/site/alerts/999999/updates',
          payload: { message: 'Classes resume Monday.' },
        }),
        admin: 403,
        superadmin: 404,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/procurement',
        request: async () => ({ method: 'GET', url: '/api/admin/procurement' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        // No such opportunity: a 404 shows the call got past authorisation.
        name: 'GET /api/admin/procurement/{id}',
        request: async () => ({ method: 'GET', url: '/api/admin/procurement/999999' }),
        admin: 403,
        superadmin: 404,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/procurement',
        request: async () => ({ method: 'POST', url: '/api/admin/procurement', payload: opportunity() }),
        admin: 403,
        superadmin: 201,
        contributor: 403,
      },
      {
        name: 'PUT /api/admin/procurement/{id}',
        request: async () => ({
          method: 'PUT',
          url: '/api/admin/procurement/999999',
          payload: opportunity(),
        }),
        admin: 403,
        superadmin: 404,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/foi',
        request: async () => ({ method: 'GET', url: '/api/admin/foi' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        // Not assigned to the admin's office: it answers as a missing request.
        name: 'GET /api/admin/foi/{id}',
        request: async () => ({ method: 'GET', url: `/api/admin/foi/${await newFoiRequest(null)}` }),
        admin: 404,
        superadmin: 200,
        contributor: 403,
      },
      {
        // Assigned to the admin's office: the receiving officer sees it but only the decision maker decides.
        name: 'POST /api/admin/foi/{id}/actions (decide)',
        request: async () => ({
          method: 'POST',
          url: `/api/admin/foi/${await newFoiRequest(2)}/actions`,
          payload: { action: 'decide', decision: 'granted', text: 'Released.' },
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      // Articles (issue 39): a contributor writes drafts of their office and never publishes, schedules,
      // changes privacy or deletes a published article, whichever endpoint they call.
      {
        // No files: a 400 shows the call got past authorisation and the contributor rule without storing anything.
        name: 'POST /api/admin/articles (a draft, no files)',
        request: async () => ({
          method: 'POST',
          url: '/api/admin/articles',
          payload: {
            title: 'Matrix draft',
            content: '<p>Draft.</p>',
            type: 'News',
            office: 'bsit',
            status: 'draft',
          },
        }),
        admin: 400,
        superadmin: 400,
        contributor: 400,
      },
      {
        name: 'POST /api/admin/articles (published, no files)',
        request: async () => ({
          method: 'POST',
          url: '/api/admin/articles',
          payload: {
            title: 'Matrix post',
            content: '<p>Post.</p>',
            type: 'News',
            office: 'bsit',
            status: 'published',
          },
        }),
        admin: 400,
        superadmin: 400,
        contributor: 403,
      },
      {
        name: 'PUT /api/admin/articles/{id} (edit a draft)',
        request: async () => ({
          method: 'PUT',
          url: `/api/admin/articles/${await bsitArticle('draft')}`,
          payload: { title: 'Edited draft', status: 'draft' },
        }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        name: 'PUT /api/admin/articles/{id} (publish a draft)',
        request: async () => ({
          method: 'PUT',
          url: `/api/admin/articles/${await bsitArticle('draft')}`,
          payload: { status: 'published' },
        }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'PUT /api/admin/articles/{id} (schedule a draft)',
        request: async () => ({
          method: 'PUT',
          url: `/api/admin/articles/${await bsitArticle('draft')}`,
          payload: {
            status: 'scheduled',
            publish_at: new Date(clock.now().getTime() + 86_400_000).toISOString(),
          },
        }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'PUT /api/admin/articles/{id} (privacy of a draft)',
        request: async () => ({
          method: 'PUT',
          url: `/api/admin/articles/${await bsitArticle('draft')}`,
          payload: { privacy: 'private' },
        }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'PUT /api/admin/articles/{id} (edit a published article)',
        request: async () => ({
          method: 'PUT',
          url: `/api/admin/articles/${await bsitArticle('published')}`,
          payload: { title: 'Edited article', status: 'draft' },
        }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'DELETE /api/admin/articles/{id} (a draft)',
        request: async () => ({ method: 'DELETE', url: `/api/admin/articles/${await bsitArticle('draft')}` }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        name: 'DELETE /api/admin/articles/{id} (published)',
        request: async () => ({
          method: 'DELETE',
          url: `/api/admin/articles/${await bsitArticle('published')}`,
        }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'DELETE /api/admin/articles/{id} (scheduled)',
        request: async () => ({
          method: 'DELETE',
          url: `/api/admin/articles/${await bsitArticle('scheduled')}`,
        }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/dashboard',
        request: async () => ({ method: 'GET', url: '/api/admin/dashboard' }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        name: 'GET /api/admin/articles/{id}/revisions',
        request: async () => ({
          method: 'GET',
          url: `/api/admin/articles/${await bsitArticle('draft')}/revisions`,
        }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        // No such revision: a 404 shows the call got past authorisation.
        name: 'GET /api/admin/articles/{id}/revisions/{rev}',
        request: async () => ({
          method: 'GET',
          url: `/api/admin/articles/${await bsitArticle('draft')}/revisions/999999`,
        }),
        admin: 404,
        superadmin: 404,
        contributor: 404,
      },
      {
        // No such revision: a 404 shows the call got past authorisation (and, for the contributor, the rule).
        name: 'POST /api/admin/articles/{id}/revisions/{rev}/restore (of a published article)',
        request: async () => ({
          method: 'POST',
          url: `/api/admin/articles/${await bsitArticle('published')}/revisions/999999/restore`,
          payload: {},
        }),
        admin: 404,
        superadmin: 404,
        contributor: 403,
      },
      // Review before publishing: anyone of the office sends a draft; only its admin or a superadmin decides.
      {
        name: 'POST /api/admin/articles/{id}/review',
        request: async () => ({
          method: 'POST',
          url: `/api/admin/articles/${await bsitArticle('draft')}/review`,
          payload: { note: 'Please check.' },
        }),
        admin: 201,
        superadmin: 201,
        contributor: 201,
      },
      {
        name: 'GET /api/admin/articles/{id}/reviews',
        request: async () => ({
          method: 'GET',
          url: `/api/admin/articles/${await bsitArticle('draft')}/reviews`,
        }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        name: 'GET /api/admin/approvals',
        request: async () => ({ method: 'GET', url: '/api/admin/approvals' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: "POST /api/admin/approvals/{id} (approve a contributor's draft)",
        request: async () => ({
          method: 'POST',
          url: `/api/admin/approvals/${await openReview()}`,
          payload: { decision: 'approve' },
        }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/approvals/{id} (return)',
        request: async () => ({
          method: 'POST',
          url: `/api/admin/approvals/${await openReview()}`,
          payload: { decision: 'return', comment: 'Shorter, please.' },
        }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      // Four-eyes review per office (ADR 0049): superadmins only. Set to off, so other rows are unaffected.
      {
        name: 'GET /api/admin/settings/review',
        request: async () => ({ method: 'GET', url: '/api/admin/settings/review' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'PUT /api/admin/settings/review/{office}',
        request: async () => ({
          method: 'PUT',
          url: '/api/admin/settings/review/bsit',
          payload: { review_required: false },
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      // Broken links of published articles (ADR 0050): office admins see their office's, superadmins all.
      {
        name: 'GET /api/admin/links/broken',
        request: async () => ({ method: 'GET', url: '/api/admin/links/broken' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      // Concern cases: office admins see their office's cases; one nobody has assigned answers them as missing.
      {
        name: 'GET /api/admin/cases',
        request: async () => ({ method: 'GET', url: '/api/admin/cases' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/cases/by-reference/{reference} (unassigned)',
        request: async () => ({
          method: 'GET',
          url: `/api/admin/cases/by-reference/${unassignedCase.reference}`,
        }),
        admin: 404,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/cases/{id} (unassigned)',
        request: async () => ({ method: 'GET', url: `/api/admin/cases/${unassignedCase.id}` }),
        admin: 404,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/cases/{id}/mail-status (unassigned)',
        request: async () => ({ method: 'GET', url: `/api/admin/cases/${unassignedCase.id}/mail-status` }),
        admin: 404,
        superadmin: 200,
        contributor: 403,
      },
      {
        // The status it already has: a 200 shows the call got through without changing the case.
        name: 'PATCH /api/admin/cases/{id} (unassigned)',
        request: async () => ({
          method: 'PATCH',
          url: `/api/admin/cases/${unassignedCase.id}`,
          payload: { status: 'new' },
        }),
        admin: 404,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/cases/{id}/notes (unassigned)',
        request: async () => ({
          method: 'POST',
          url: `/api/admin/cases/${unassignedCase.id}/notes`,
          payload: { body: 'Asked the registrar.' },
        }),
        admin: 404,
        superadmin: 201,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/cases/{id}/replies (unassigned)',
        request: async () => ({
          method: 'POST',
          url: `/api/admin/cases/${unassignedCase.id}/replies`,
          payload: { body: 'Your student number works again.' },
        }),
        admin: 404,
        superadmin: 201,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/case-holidays',
        request: async () => ({ method: 'GET', url: '/api/admin/case-holidays' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/case-holidays',
        request: async () => ({
          method: 'POST',
          url: '/api/admin/case-holidays',
          payload: { date: holidayDate(), name: 'Matrix holiday' },
        }),
        admin: 403,
        superadmin: 201,
        contributor: 403,
      },
      {
        // Not on the list: a 404 shows the call got past authorisation.
        name: 'DELETE /api/admin/case-holidays/{date}',
        request: async () => ({ method: 'DELETE', url: '/api/admin/case-holidays/2031-02-03' }),
        admin: 403,
        superadmin: 404,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/case-report',
        request: async () => ({ method: 'GET', url: '/api/admin/case-report?month=2026-01' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/case-report.csv',
        request: async () => ({ method: 'GET', url: '/api/admin/case-report.csv?month=2026-01' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/audit',
        request: async () => ({ method: 'GET', url: '/api/admin/audit' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/audit.csv',
        request: async () => ({ method: 'GET', url: '/api/admin/audit.csv' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      // Each account's own sessions and two-step sign-in: every signed-in role, contributors included.
      {
        name: 'GET /api/admin/account/sessions',
        request: async () => ({ method: 'GET', url: '/api/admin/account/sessions' }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        // Not one of the caller's sessions: a 404 shows the call got past authorisation.
        name: 'DELETE /api/admin/account/sessions/{id}',
        request: async () => ({ method: 'DELETE', url: '/api/admin/account/sessions/0123456789abcdef' }),
        admin: 404,
        superadmin: 404,
        contributor: 404,
      },
      {
        name: 'POST /api/admin/account/sessions/sign-out-others',
        request: async () => ({ method: 'POST', url: '/api/admin/account/sessions/sign-out-others' }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
        // The superadmin's call also ended the session the other rows build their requests with.
        after: async (status) => {
          if (status === 200) superToken = await freshSuperToken();
        },
      },
      {
        name: 'GET /api/admin/account/two-factor',
        request: async () => ({ method: 'GET', url: '/api/admin/account/two-factor' }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        // Starts a setup that is never confirmed: sign-in stays one step.
        name: 'POST /api/admin/account/two-factor/setup',
        request: async () => ({ method: 'POST', url: '/api/admin/account/two-factor/setup' }),
        admin: 200,
        superadmin: 200,
        contributor: 200,
      },
      {
        // A wrong password: a 400 shows the call got past authorisation without turning anything on.
        name: 'POST /api/admin/account/two-factor/confirm',
        request: async () => ({
          method: 'POST',
          url: '/api/admin/account/two-factor/confirm',
          payload: { current_password: 'Not-The-Password1', code: '123456' },
        }),
        admin: 400,
        superadmin: 400,
        contributor: 400,
      },
      {
        // Two-step sign-in is not on: a 409 shows the call got past authorisation.
        name: 'POST /api/admin/account/two-factor/disable',
        request: async () => ({
          method: 'POST',
          url: '/api/admin/account/two-factor/disable',
          payload: { current_password: 'Not-The-Password1', code: '123456' },
        }),
        admin: 409,
        superadmin: 409,
        contributor: 409,
      },
      {
        name: 'GET /api/admin/settings/security',
        request: async () => ({ method: 'GET', url: '/api/admin/settings/security' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        // Saves the setting as it is (off), so every account keeps signing in with a password alone.
        name: 'PUT /api/admin/settings/security',
        request: async () => ({
          method: 'PUT',
          url: '/api/admin/settings/security',
          payload: { require_superadmin_2fa: false },
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/users/two-factor',
        request: async () => ({ method: 'GET', url: '/api/admin/users/two-factor' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/users/{id}/two-factor/reset',
        request: async () => ({ method: 'POST', url: `/api/admin/users/${victimId}/two-factor/reset` }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/users/{id}/unlock',
        request: async () => ({ method: 'POST', url: `/api/admin/users/${victimId}/unlock` }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      // The Site area: blocks and slides (superadmins), alerts (superadmins and alert publishers, which the
      // BSIT admin is not), events (office admins for their own office), vacancies (superadmins).
      {
        name: 'GET /api/admin/site/blocks',
        request: async () => ({ method: 'GET', url: '/api/admin/site/blocks' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        // The quick links as they are: a 200 shows the call got through without changing the site.
        name: 'PUT /api/admin/site/blocks/{key}',
        request: async () => ({
          method: 'PUT',
          url: '/api/admin/site/blocks/quick_links',
          payload: (await inject(t.app, siteAdminEndpoints.blocks, { token: superToken })).json().quick_links,
        }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/site/slide-images (no file)',
        request: async () => multipartRequest('/api/admin/site/slide-images'),
        admin: 403,
        superadmin: 400,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/site/alerts',
        request: async () => ({ method: 'GET', url: '/api/admin/site/alerts' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/site/alerts',
        request: async () => ({ method: 'POST', url: '/api/admin/site/alerts', payload: alertBody() }),
        admin: 403,
        superadmin: 201,
        contributor: 403,
      },
      {
        // No such alert: a 404 shows the call got past authorisation.
        name: 'PUT /api/admin/site/alerts/{id}',
        request: async () => ({ method: 'PUT', url: '/api/admin/site/alerts/999999', payload: alertBody() }),
        admin: 403,
        superadmin: 404,
        contributor: 403,
      },
      {
        name: 'DELETE /api/admin/site/alerts/{id}',
        request: async () => ({ method: 'DELETE', url: '/api/admin/site/alerts/999999' }),
        admin: 403,
        superadmin: 404,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/site/events',
        request: async () => ({ method: 'GET', url: '/api/admin/site/events' }),
        admin: 200,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/site/events (another office)',
        request: async () => ({ method: 'POST', url: '/api/admin/site/events', payload: eventBody() }),
        admin: 403,
        superadmin: 201,
        contributor: 403,
      },
      {
        // Another office's event answers the admin as a missing one.
        name: 'PUT /api/admin/site/events/{id} (another office)',
        request: async () => ({
          method: 'PUT',
          url: `/api/admin/site/events/${await libraryEvent()}`,
          payload: eventBody(),
        }),
        admin: 404,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'DELETE /api/admin/site/events/{id} (another office)',
        request: async () => ({ method: 'DELETE', url: `/api/admin/site/events/${await libraryEvent()}` }),
        admin: 404,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'GET /api/admin/site/vacancies',
        request: async () => ({ method: 'GET', url: '/api/admin/site/vacancies' }),
        admin: 403,
        superadmin: 200,
        contributor: 403,
      },
      {
        name: 'POST /api/admin/site/vacancies',
        request: async () => ({ method: 'POST', url: '/api/admin/site/vacancies', payload: vacancyBody() }),
        admin: 403,
        superadmin: 201,
        contributor: 403,
      },
      {
        // No such vacancy: a 404 shows the call got past authorisation.
        name: 'PUT /api/admin/site/vacancies/{id}',
        request: async () => ({
          method: 'PUT',
          url: '/api/admin/site/vacancies/999999',
          payload: vacancyBody(),
        }),
        admin: 403,
        superadmin: 404,
        contributor: 403,
      },
      {
        name: 'DELETE /api/admin/site/vacancies/{id}',
        request: async () => ({ method: 'DELETE', url: '/api/admin/site/vacancies/999999' }),
        admin: 403,
        superadmin: 404,
        contributor: 403,
      },
    ];

    /** A fresh FOI request (public form), assigned to an office when given; returns its id. */
    async function newFoiRequest(officeId: number | null): Promise<number> {
      const form = {
        name: 'Matrix Requester',
        email: 'matrix@example.com',
        subject: `Matrix ${++n}`,
        information: 'Any record.',
        purpose: 'Testing.',
        format: 'pdf',
      };
      // Each from its own address, so the form's rate limit never answers instead.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/foi',
        payload: form,
        remoteAddress: `198.51.100.${n % 250}`,
      });
      const { reference } = res.json() as { reference: string };
      const row = await t.db.kysely
        .selectFrom('concern_cases')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      if (officeId !== null)
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/foi/${row.id}/actions`,
          headers: bearer(superToken),
          payload: { action: 'assign', office_id: officeId },
        });
      return row.id;
    }

    const callers: Caller[] = [
      { name: 'anonymous', headers: async () => ({}) },
      { name: 'admin', headers: async () => bearer(await freshAdminToken()) },
      { name: 'contributor', headers: async () => bearer(await freshContributorToken()) },
      { name: 'superadmin', headers: async () => bearer(await freshSuperToken()) },
      {
        name: 'inactive user',
        headers: async () => {
          // Status flipped in the database without revoking sessions: the status itself must be checked.
          const u = await createUser(t.app, superToken, { role: 'superadmin', office: 'administration' });
          await t.db.kysely.updateTable('users').set({ status: 'inactive' }).where('id', '=', u.id).execute();
          return bearer(u.token);
        },
      },
      {
        name: 'signed-out token',
        headers: async () => {
          const token = await freshSuperToken();
          const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
          expect(out.statusCode).toBe(200);
          return bearer(token);
        },
      },
      {
        name: 'expired token',
        headers: async () => bearer(await freshSuperToken()),
        async around(fn) {
          clock.advance(SESSION_LIFETIME_MS + 60_000);
          try {
            return await fn();
          } finally {
            clock.advance(-(SESSION_LIFETIME_MS + 60_000));
          }
        },
      },
      {
        name: 'token signed with another key',
        headers: async () => {
          const claims = claimsOf(await freshSuperToken());
          const now = clock.now();
          const forged = await signSessionToken(
            'another-secret-another-secret-another-secret',
            claims,
            now,
            new Date(now.getTime() + SESSION_LIFETIME_MS),
          );
          return bearer(forged);
        },
      },
      {
        name: 'alg-none token',
        headers: async () => {
          const payload = decodeJwt(await freshSuperToken());
          return bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`);
        },
      },
      {
        name: 'admin token edited to superadmin',
        headers: async () => {
          const [h, p, s] = (await freshAdminToken()).split('.');
          const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
          return bearer(`${h}.${b64({ ...payload, role: 'superadmin' })}.${s}`);
        },
      },
      {
        name: 'contributor token edited to admin',
        headers: async () => {
          const [h, p, s] = (await freshContributorToken()).split('.');
          const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
          return bearer(`${h}.${b64({ ...payload, role: 'admin' })}.${s}`);
        },
      },
      { name: 'malformed bearer', headers: async () => ({ authorization: 'Bearer not.a.token' }) },
    ];

    const share = endpoints.filter((_, i) => Math.floor((i * parts) / endpoints.length) === part - 1);
    for (const endpoint of share) {
      for (const caller of callers) {
        const expected =
          caller.name === 'admin'
            ? endpoint.admin
            : caller.name === 'superadmin'
              ? endpoint.superadmin
              : caller.name === 'contributor'
                ? endpoint.contributor
                : 401;
        it(`${endpoint.name} as ${caller.name} → ${expected}`, async () => {
          const headers = await caller.headers();
          const { contentType, ...req } = await endpoint.request();
          const send = () =>
            t.app.inject({
              ...req,
              headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) },
            });
          const res = await (caller.around ? caller.around(send) : send());
          await endpoint.after?.(res.statusCode);
          expect(res.statusCode, res.body).toBe(expected);
          if (expected >= 400) {
            expect(res.json()).toMatchObject({ ok: false, message: expect.any(String) });
          }
        });
      }
    }

    it.runIf(part === 1)('has a row for every signed-in endpoint of the contract', async () => {
      const rows = new Set(endpoints.map((e) => e.name.replace(/ \(.*\)$/, '').replace(/\{(\w+)\}/g, ':$1')));
      const signedIn = (await contractEndpoints())
        .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`)
        .filter((e) => e.includes(' /api/admin/') || e === 'POST /api/auth/logout');
      const missing = [...new Set(signedIn)].filter((e) => !rows.has(e));
      expect(missing, 'add a row to `endpoints` above for each new endpoint').toEqual([]);
    });

    it('left the victim account as it was after every refused call', async () => {
      const row = await t.db.kysely
        .selectFrom('users')
        .select(['status'])
        .where('id', '=', victimId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('active');
      const created = await t.db.kysely
        .selectFrom('users')
        .select('email')
        .where('email', 'like', 'matrix%')
        .execute();
      // Only the one call by the superadmin created an account, in the share that has that row.
      expect(created).toHaveLength(share.some((e) => e.name === 'POST /api/admin/users') ? 1 : 0);
    });
  });
}
