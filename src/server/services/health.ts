// What the health checks ask of the database (routes/health.ts): whether it answers a statement at all.
import { pingDatabase } from '../repositories/health.ts';
import type { AppContext } from './app-context.ts';

export async function databaseAnswers(ctx: Pick<AppContext, 'db'>): Promise<void> {
  await pingDatabase(ctx.db.kysely);
}
