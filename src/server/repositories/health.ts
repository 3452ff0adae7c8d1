// The database's side of the health checks (routes/health.ts): the smallest statement that needs a connection.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export const pingDatabase = (db: Kysely<Database>) => sql`select 1`.execute(db);
