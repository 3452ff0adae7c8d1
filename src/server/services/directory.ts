// How to reach the campus (docs/decisions/0045-directory-contacts.md): visitors read and search every Staff
// Directory office's contacts and every faculty member's; office admins change their own office's entries and
// superadmins every one. Every save is audited, refused when someone saved the entry since the form was
// loaded, and announced on the change bus, so the rendered directory pages follow.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  CAMPUS_MAIL_DOMAIN,
  CAMPUS_TRUNK_LINE,
  consultationSlots,
  defaultOfficeHours,
  officeContactSeeds,
} from '../../../content/directories/office-contacts.ts';
import {
  coreFunctions,
  genericCoreFunctions,
  genericServices,
  officeServices,
  staffOffices,
} from '../../../content/directories/staff-offices.ts';
import type { OrgNode } from '../../../content/org-charts/chart-types.ts';
import { facultyCharts } from '../../../content/org-charts/faculty.ts';
import { officeCharts } from '../../../content/org-charts/offices.ts';
import { pageKeywords } from '../../../content/search-keywords.ts';
import type { CitizenService } from '../../shared/contract/citizen-services.ts';
import {
  DIRECTORY_MESSAGES,
  type DirectoryOffice,
  type DirectoryResponse,
  type FacultyMember,
  type facultyContactInputSchema,
  type officeContactInputSchema,
} from '../../shared/contract/directory.ts';
import { ALL_OFFICES, type OfficeSlug } from '../../shared/contract/offices.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import { canManageOffice } from '../domain/permissions.ts';
import type { Clock } from '../lib/clock.ts';
import { conflict, forbidden, notFound } from '../lib/http-errors.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import * as repo from '../repositories/directory.ts';
import type { AppContext } from './app-context.ts';
import { publicServices } from './citizen-services.ts';
import { lastReviewedByKey } from './review-dates.ts';

type OfficeContactFields = z.output<typeof officeContactInputSchema>;
type FacultyContactFields = z.output<typeof facultyContactInputSchema>;

const announce = (ctx: AppContext) => ctx.emit({ kind: 'content', area: 'directory' });

function assertKeeps(user: SignedInUser, keeper: string): void {
  if (!canManageOffice(user, keeper as OfficeSlug)) throw forbidden(DIRECTORY_MESSAGES.otherOffice);
}

const officeName = new Map(staffOffices.map((o) => [o.id, o.name]));
const order = new Map(staffOffices.map((o, i) => [o.id, i]));

function toOffice(
  r: repo.OfficeContactRow,
  charter: readonly CitizenService[],
  reviewed: ReadonlyMap<string, string>,
): DirectoryOffice {
  const name = officeName.get(r.id) ?? r.id;
  return {
    id: r.id,
    name,
    office: r.keeper,
    phone: r.phone,
    email: r.email,
    room: r.room,
    building: r.building,
    hours: r.hours,
    head_name: r.head_name,
    head_title: r.head_title,
    // A charter service belongs to the office its `unit` names (ADR 0038: the charter's name of the office).
    services: charter.filter((s) => s.unit === name).map((s) => ({ slug: s.slug, title: s.title })),
    version: r.version,
    updated_at: r.updated_at,
    last_reviewed_at: reviewed.get(r.id) ?? r.updated_at,
  };
}

function toPerson(r: repo.FacultyRow): FacultyMember {
  return {
    id: r.id,
    program: r.program,
    name: r.name,
    position: r.position,
    email: r.email,
    consultation_hours: r.consultation_hours,
    version: r.version,
    updated_at: r.updated_at,
  };
}

// ——— Search ———

/** Lower-case words without accents: "Ordoñez" is found by "ordonez". */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Every query word begins a word of the entry ("transcript" finds "Transcripts"; "id" does not find "provides"). */
function matches(query: readonly string[], words: readonly string[]): boolean {
  return query.every((q) => words.some((w) => w.startsWith(q)));
}

const chartNames = (node: OrgNode): string[] => [
  node.name,
  node.role,
  ...(node.children ?? []).flatMap(chartNames),
];

/** What finds an office: its name, people, functions, services, charter services and search keywords. */
function officeWords(o: DirectoryOffice): string[] {
  const content = staffOffices.find((s) => s.id === o.id);
  const services = officeServices[o.id] ?? genericServices;
  const chart = officeCharts[o.id];
  return wordsOf(
    [
      o.name,
      content?.description ?? '',
      o.head_name,
      o.head_title,
      ...(coreFunctions[o.id] ?? genericCoreFunctions),
      ...services.external,
      ...services.internal,
      ...o.services.map((s) => s.title),
      ...(pageKeywords[`/staff?office=${o.id}`] ?? []),
      ...(chart ? chartNames(chart.root) : []),
    ].join(' '),
  );
}

function personWords(p: FacultyMember): string[] {
  const program = ALL_OFFICES.find((o) => o.slug === p.program);
  return wordsOf([p.name, p.position, program?.abbrev ?? '', program?.name ?? '', 'faculty'].join(' '));
}

/** The entries every word of `q` finds; all of them when `q` has no words. */
export function filterDirectory(directory: Omit<DirectoryResponse, 'ok'>, q: string) {
  const query = wordsOf(q);
  if (query.length === 0) return directory;
  return {
    offices: directory.offices.filter((o) => matches(query, officeWords(o))),
    faculty: directory.faculty.filter((p) => matches(query, personWords(p))),
  };
}

// ——— Reading ———

async function directoryOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  officeId?: number,
): Promise<Omit<DirectoryResponse, 'ok'>> {
  const [offices, faculty, charter, reviewed] = await Promise.all([
    repo.listOfficeContacts(ctx.db.kysely, officeId),
    repo.listFaculty(ctx.db.kysely, officeId),
    publicServices(ctx),
    lastReviewedByKey(ctx, 'directory_office'),
  ]);
  return {
    offices: offices
      .map((r) => toOffice(r, charter, reviewed))
      .sort((a, b) => (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99)),
    faculty: faculty.map(toPerson),
  };
}

/** Every office and faculty member in the directories' order, or those `q` finds. */
export async function publicDirectory(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  q = '',
): Promise<Omit<DirectoryResponse, 'ok'>> {
  return filterDirectory(await directoryOf(ctx), q);
}

/** The entries a staff member keeps: their office's, or every one for a superadmin. */
export async function staffDirectory(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: SignedInUser,
): Promise<Omit<DirectoryResponse, 'ok'>> {
  return directoryOf(ctx, user.role === 'superadmin' ? undefined : user.office_id);
}

// ——— Writing ———

/**
 * One save of a directory entry: the keeper may change it, the version must match (a stale form is refused), and
 * the change and its audit entry are one transaction; visitors' pages are told afterwards.
 */
async function saveEntry(
  ctx: AppContext,
  actor: Actor,
  entry: {
    keeper: string;
    version: number;
    update: (trx: Kysely<Database>, stamp: { version: number; by: number; at: string }) => Promise<boolean>;
    audit: Omit<Parameters<typeof writeAudit>[2], keyof ReturnType<typeof auditActorOf>>;
  },
): Promise<void> {
  assertKeeps(actor.user, entry.keeper);
  const at = ctx.clock.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const saved = await entry.update(trx, {
      version: entry.version,
      by: actor.user.id,
      at: at.toISOString(),
    });
    if (!saved) throw conflict(DIRECTORY_MESSAGES.stale);
    await writeAudit(trx, at, { ...auditActorOf(actor), ...entry.audit });
  });
  announce(ctx);
}

export async function updateOfficeContact(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: OfficeContactFields,
): Promise<DirectoryOffice> {
  const row = await repo.findOfficeContact(ctx.db.kysely, id);
  if (!row) throw notFound(DIRECTORY_MESSAGES.officeNotFound);
  const { version, ...values } = input;
  await saveEntry(ctx, actor, {
    keeper: row.keeper,
    version,
    update: (trx, stamp) => repo.updateOfficeContact(trx, id, values, stamp),
    audit: {
      action: 'directory.office.update',
      targetType: 'directory_office',
      targetId: id,
      details: { office: row.keeper, ...values },
    },
  });
  const [saved] = (await directoryOf(ctx)).offices.filter((o) => o.id === id);
  if (!saved) throw notFound(DIRECTORY_MESSAGES.officeNotFound);
  return saved;
}

export async function updateFacultyContact(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: FacultyContactFields,
): Promise<FacultyMember> {
  const row = await repo.findFaculty(ctx.db.kysely, id);
  if (!row) throw notFound(DIRECTORY_MESSAGES.personNotFound);
  const { version, ...values } = input;
  await saveEntry(ctx, actor, {
    keeper: row.program,
    version,
    update: (trx, stamp) => repo.updateFacultyContact(trx, id, values, stamp),
    audit: {
      action: 'directory.faculty.update',
      targetType: 'directory_faculty',
      targetId: id,
      details: { office: row.program, name: row.name, ...values },
    },
  });
  const saved = await repo.findFaculty(ctx.db.kysely, id);
  if (!saved) throw notFound(DIRECTORY_MESSAGES.personNotFound);
  return toPerson(saved);
}

// ——— Seed ———

/** "Engr. Joel P. Mendoza" → "jpmendoza": a fresh install's faculty addresses. */
function mailboxOf(name: string): string {
  const words = wordsOf(name.replace(/^(Dr|Engr|Mr|Ms|Mrs|Prof)\.\s+/, '')).filter((w) => w.length > 0);
  const last = words.at(-1) ?? 'faculty';
  return `${words
    .slice(0, -1)
    .map((w) => w[0])
    .join('')}${last}@${CAMPUS_MAIL_DOMAIN}`;
}

const flatten = (node: OrgNode): OrgNode[] => [node, ...(node.children ?? []).flatMap(flatten)];

/**
 * A fresh install's contacts (content/directories/office-contacts.ts, heads and faculty from the charts):
 * offices without a row are added (so an office added to the content later gets one), faculty once while
 * none are listed. Staff keep them from then on. Run under the seed's lock (seed/seed.ts).
 */
export async function seedDirectory(db: Kysely<Database>, clock: Clock): Promise<void> {
  const at = clock.now().toISOString();
  const officeIdOf = (slug: string) => ALL_OFFICES.find((o) => o.slug === slug)?.office_id;
  const have = await repo.officeContactIds(db);
  await repo.insertOfficeContacts(
    db,
    staffOffices.flatMap((o) => {
      const seed = officeContactSeeds[o.id];
      const keeper = officeIdOf(seed?.keeper ?? 'administration');
      if (have.has(o.id) || keeper === undefined) return [];
      const head = officeCharts[o.id]?.root;
      return [
        {
          id: o.id,
          office_id: keeper,
          phone: seed ? `${CAMPUS_TRUNK_LINE} local ${seed.local}` : CAMPUS_TRUNK_LINE,
          email: seed ? `${seed.email}@${CAMPUS_MAIL_DOMAIN}` : '',
          room: seed?.room ?? '',
          building: seed?.building ?? '',
          hours: seed?.hours ?? defaultOfficeHours,
          head_name: head?.name ?? '',
          head_title: head?.role ?? '',
          version: 1,
          updated_by: null,
          updated_at: at,
        },
      ];
    }),
  );
  if ((await repo.countFaculty(db)) > 0) return;
  await repo.insertFaculty(
    db,
    Object.entries(facultyCharts).flatMap(([program, chart]) => {
      const officeId = officeIdOf(program);
      if (officeId === undefined) return [];
      return flatten(chart.root).map((person, i) => ({
        office_id: officeId,
        name: person.name,
        position: person.role,
        email: mailboxOf(person.name),
        consultation_hours: consultationSlots[i % consultationSlots.length] ?? '',
        sort_order: i + 1,
        version: 1,
        updated_by: null,
        updated_at: at,
      }));
    }),
  );
}
