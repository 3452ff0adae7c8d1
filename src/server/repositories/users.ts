// User accounts. Reads never select the password hash except `findCredentialsByEmail` and `findPasswordHash`.
import type { Kysely } from 'kysely';
import type { OfficeSlug, Role, UserStatus } from '../../shared/contract/offices.ts';
import { type DbKind, forUpdate } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

/** A user with its office, as the sign-in check reads it (plugins/auth.ts) and the account screens show it. */
export interface UserWithOffice {
  id: number;
  email: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  role: Role;
  status: UserStatus;
  office_id: number;
  office: OfficeSlug;
  /** Abbreviation of the user's office, e.g. BSIT. */
  office_abbrev: string;
}

export interface PublicUser extends UserWithOffice {
  created_at: string;
  version: number;
}

/** The columns of a UserWithOffice, for a query that joins users and offices. */
export const USER_WITH_OFFICE_COLUMNS = [
  'users.id',
  'users.email',
  'users.first_name',
  'users.middle_name',
  'users.last_name',
  'users.role',
  'users.status',
  'users.office_id',
  'offices.slug as office',
  'offices.abbrev as office_abbrev',
] as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function selectPublic(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .innerJoin('offices', 'offices.office_id', 'users.office_id')
    .select([...USER_WITH_OFFICE_COLUMNS, 'users.created_at', 'users.version']);
}

const toPublic = (r: Omit<PublicUser, 'office'> & { office: string }): PublicUser => ({
  ...r,
  office: r.office as OfficeSlug,
});

export async function listUsers(db: Kysely<Database>): Promise<PublicUser[]> {
  const rows = await selectPublic(db)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
  return rows.map(toPublic);
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<PublicUser | undefined> {
  const row = await selectPublic(db).where('users.id', '=', id).executeTakeFirst();
  return row && toPublic(row);
}

/** The user with their password hash, for sign-in. */
export async function findCredentialsByEmail(db: Kysely<Database>, email: string) {
  const row = await selectPublic(db)
    .select('users.password_hash')
    .where('users.email_lower', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && { ...toPublic(row), password_hash: row.password_hash };
}

export async function findPasswordHash(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row?.password_hash;
}

export async function emailExists(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}

export async function officeExists(db: Kysely<Database>, officeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('offices')
    .select('office_id')
    .where('office_id', '=', officeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  db: Kysely<Database>,
  u: {
    email: string;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    password_hash: string;
    role: Role;
    status: UserStatus;
    office_id: number;
  },
  at: Date,
): Promise<number> {
  const now = at.toISOString();
  const row = await db
    .insertInto('users')
    .values({
      ...u,
      email: u.email.trim(),
      email_lower: normalizeEmail(u.email),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPasswordHash(
  db: Kysely<Database>,
  id: number,
  hash: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: at.toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * Ids of the active superadmins, locking their rows on Postgres so two superadmins removing each other at
 * once cannot leave none (call inside a transaction).
 */
export async function lockActiveSuperadminIds(db: Kysely<Database>, kind: DbKind): Promise<number[]> {
  // Always in id order, so two transactions that both lock the set wait for each other instead of deadlocking.
  const q = db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'superadmin')
    .where('status', '=', 'active')
    .orderBy('id');
  return (await forUpdate(kind, q).execute()).map((r) => r.id);
}

/** A user's row version, locking the row on Postgres (call inside a transaction). */
export async function lockUserVersion(
  db: Kysely<Database>,
  kind: DbKind,
  id: number,
): Promise<number | undefined> {
  const row = await forUpdate(
    kind,
    db.selectFrom('users').select('version').where('id', '=', id),
  ).executeTakeFirst();
  return row === undefined ? undefined : Number(row.version);
}

export async function setUserStatus(
  db: Kysely<Database>,
  id: number,
  status: UserStatus,
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ status, updated_at: at.toISOString(), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** The offices, in id order. */
export async function listOffices(db: Kysely<Database>) {
  return db.selectFrom('offices').select(['office_id', 'abbrev', 'name']).orderBy('office_id').execute();
}
