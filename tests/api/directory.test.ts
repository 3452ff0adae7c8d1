// The directories' contacts (docs/decisions/0045-directory-contacts.md): every office and faculty member
// starts with a way to reach them, visitors search by name or service, office admins change only their own
// office's entries (superadmins every one), every save is audited, and a save over a newer one is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffOffices } from '../../content/directories/staff-offices.ts';
import { manualClock } from '../../src/server/lib/clock.ts';
import {
  directoryAdminEndpoints as admin,
  DIRECTORY_MESSAGES,
  type DirectoryOffice,
  type FacultyMember,
  directoryEndpoints as pub,
} from '../../src/shared/contract/directory.ts';
import { telHref } from '../../src/shared/directory-links.ts';
import { createUser, SUPERADMIN, signIn } from '../support/auth-helpers.ts';
import { inject } from '../support/inject.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Listing {
  offices: DirectoryOffice[];
  faculty: FacultyMember[];
}

describe('directory contacts', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-02T02:00:00.000Z'));
  let superToken: string;
  let adminToken: string;
  let bsitToken: string;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    superToken = await signIn(t.app, SUPERADMIN.email, SUPERADMIN.password);
    const administration = await createUser(t.app, superToken, { office: 'administration' });
    adminToken = await signIn(t.app, administration.email, administration.password);
    const bsit = await createUser(t.app, superToken, { office: 'bsit' });
    bsitToken = await signIn(t.app, bsit.email, bsit.password);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string): Promise<Listing> => {
    const res = await inject(t.app, pub.list, { query: { q } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const registrar = async () => (await search('')).offices.find((o) => o.id === 'registrar');

  it('lists every office with how to reach it, its head and its charter services, and every faculty member', async () => {
    const { offices, faculty } = await search('');
    expect(offices.map((o) => o.id)).toEqual(staffOffices.map((o) => o.id));
    for (const o of offices) {
      expect(o.phone).toMatch(/^\(042\) 724-0158/);
      expect(o.email).toMatch(/@smsu\.edu\.ph$/);
      expect(o.hours).not.toBe('');
      expect(o.head_name).not.toBe('');
    }
    const reg = offices.find((o) => o.id === 'registrar');
    expect(reg?.name).toBe('Office of the Campus Registrar');
    expect(reg?.services.map((s) => s.slug)).toEqual([
      'transcript-of-records',
      'certification-of-grades-or-enrolment',
    ]);
    expect(faculty).toHaveLength(47);
    const chair = faculty.find((p) => p.name === 'Engr. Joel P. Mendoza');
    expect(chair).toMatchObject({
      program: 'bsit',
      position: 'Program Chair',
      email: 'jpmendoza@smsu.edu.ph',
    });
    expect(chair?.consultation_hours).not.toBe('');
  });

  it('finds offices by service and people by name, word beginnings only', async () => {
    expect((await search('transcript')).offices.map((o) => o.id)).toEqual(['registrar']);
    expect((await search('ID')).offices.map((o) => o.id)).toContain('registrar');
    // "id" begins no word of the Budget Office's entry, though "provides" holds it.
    expect((await search('ID')).offices.map((o) => o.id)).not.toContain('budget');
    const clearance = (await search('clearance')).offices.map((o) => o.id);
    expect(clearance).toEqual(expect.arrayContaining(['library', 'registrar']));
    const mendoza = await search('mendoza');
    expect(mendoza.faculty.map((p) => p.name)).toEqual(['Engr. Joel P. Mendoza']);
    expect((await search('ordonez')).faculty.map((p) => p.name)).toEqual(['Ms. Camille B. Ordoñez']);
    // A person of an office's chart finds the office.
    expect((await search('Gonzales')).offices.map((o) => o.id)).toEqual(
      expect.arrayContaining(['hr-office', 'admin-finance']),
    );
    expect(await search('zzzz nothing')).toEqual({ ok: true, offices: [], faculty: [] });
  });

  it('lets an office admin change their office’s entry, audited, and the public sees it', async () => {
    const before = await registrar();
    if (!before) throw new Error('no registrar');
    const body = {
      phone: '(042) 724-0158 local 199',
      email: 'records.desk@smsu.edu.ph',
      room: 'Window 5',
      building: 'One-Stop Student Center',
      hours: 'Monday to Saturday, 7:30 a.m. to 4:30 p.m.',
      head_name: 'Ms. Herminia R. Balagtas',
      head_title: 'Campus Registrar',
      version: before.version,
    };
    const res = await inject(t.app, admin.updateOffice, {
      token: adminToken,
      params: { id: 'registrar' },
      body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: DIRECTORY_MESSAGES.saved });
    const after = await registrar();
    expect(after).toMatchObject({ ...body, version: before.version + 1 });
    expect((await search('Balagtas')).offices.map((o) => o.id)).toEqual(['registrar']);

    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'office'])
      .where('action', '=', 'directory.office.update')
      .execute();
    expect(audit).toEqual([
      { action: 'directory.office.update', target_id: 'registrar', office: 'administration' },
    ]);

    // The form loaded before that save may not overwrite it.
    const stale = await inject(t.app, admin.updateOffice, {
      token: superToken,
      params: { id: 'registrar' },
      body: { ...body, room: 'Old room' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DIRECTORY_MESSAGES.stale);
    expect((await registrar())?.room).toBe('Window 5');
  });

  it('refuses another office’s entry, bad addresses and unknown offices', async () => {
    const reg = await registrar();
    const body = {
      phone: '(042) 724-0158',
      email: 'bsit@smsu.edu.ph',
      room: '',
      building: '',
      hours: '',
      head_name: '',
      head_title: '',
      version: reg?.version ?? 1,
    };
    const other = await inject(t.app, admin.updateOffice, {
      token: bsitToken,
      params: { id: 'registrar' },
      body,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(DIRECTORY_MESSAGES.otherOffice);

    const badMail = await inject(t.app, admin.updateOffice, {
      token: superToken,
      params: { id: 'registrar' },
      body: { ...body, email: 'one@x.ph, two@x.ph' },
    });
    expect(badMail.statusCode).toBe(400);
    const badPhone = await inject(t.app, admin.updateOffice, {
      token: superToken,
      params: { id: 'registrar' },
      body: { ...body, phone: 'call us' },
    });
    expect(badPhone.statusCode).toBe(400);
    const unknown = await inject(t.app, admin.updateOffice, {
      token: superToken,
      params: { id: 'nowhere' },
      body,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a programme’s admin change their faculty’s e-mail and consultation hours, not another programme’s', async () => {
    const mine = await inject(t.app, admin.list, { token: bsitToken });
    expect(mine.statusCode).toBe(200);
    const listing: Listing = mine.json();
    expect(listing.offices).toEqual([]);
    expect(new Set(listing.faculty.map((p) => p.program))).toEqual(new Set(['bsit']));
    const person = listing.faculty[0];
    if (!person) throw new Error('no bsit faculty');

    const res = await inject(t.app, admin.updateFaculty, {
      token: bsitToken,
      params: { id: person.id },
      body: {
        email: 'joel.mendoza@smsu.edu.ph',
        consultation_hours: 'Fridays, 9:00 to 11:00 a.m.',
        version: person.version,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().person).toMatchObject({
      email: 'joel.mendoza@smsu.edu.ph',
      consultation_hours: 'Fridays, 9:00 to 11:00 a.m.',
      version: person.version + 1,
    });
    const shown = (await search('')).faculty.find((p) => p.id === person.id);
    expect(shown?.email).toBe('joel.mendoza@smsu.edu.ph');

    const bsa = (await search('')).faculty.find((p) => p.program === 'bsa');
    const other = await inject(t.app, admin.updateFaculty, {
      token: bsitToken,
      params: { id: bsa?.id ?? 0 },
      body: { email: '', consultation_hours: '', version: bsa?.version ?? 1 },
    });
    expect(other.statusCode).toBe(403);
    const all = await inject(t.app, admin.list, { token: superToken });
    expect(all.json().offices).toHaveLength(staffOffices.length);
  });
});

describe('telHref', () => {
  it('writes a Philippine number with its local number as a tel: address', () => {
    expect(telHref('(042) 724-0158 local 101')).toBe('tel:+63427240158;ext=101');
    expect(telHref('+63 917 555 0101')).toBe('tel:+639175550101');
  });
});
