// Rows of the document library: documents, their versions and the text of each PDF page. Reads and writes
// rows only; who may see or change what is services/documents.ts.
import { type Kysely, type Selectable, sql } from 'kysely';
import { containsInsensitive, type DbKind } from '../db/dialect.ts';
import type { Database, DocumentsTable, DocumentVersionsTable } from '../db/schema.ts';

type Db = Kysely<Database>;

/** A document as read, with its office's slug and name (the columns are db/schema.ts's DocumentsTable). */
export type DocumentRow = Omit<Selectable<DocumentsTable>, 'created_by' | 'created_at'> & {
  office: string;
  office_name: string;
};

/** What an office's form sets on a document. */
export type DocumentFields = Pick<
  DocumentsTable,
  'office_id' | 'section' | 'title' | 'description' | 'period' | 'published_on' | 'status'
>;

export type VersionRow = Omit<Selectable<DocumentVersionsTable>, 'uploaded_by'>;

const documentColumns = [
  'd.id',
  'd.office_id',
  'o.slug as office',
  'o.name as office_name',
  'd.section',
  'd.title',
  'd.description',
  'd.period',
  'd.published_on',
  'd.status',
  'd.current_version_id',
  'd.updated_at',
] as const;

const documents = (db: Db) =>
  db
    .selectFrom('documents as d')
    .innerJoin('offices as o', 'o.office_id', 'd.office_id')
    .select(documentColumns);

export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const row = await documents(db).where('d.id', '=', id).executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

export async function listDocuments(
  db: Db,
  filter: { officeId?: number; section?: string; publishedOnly: boolean },
): Promise<DocumentRow[]> {
  let q = documents(db).where('d.current_version_id', 'is not', null);
  if (filter.officeId !== undefined) q = q.where('d.office_id', '=', filter.officeId);
  if (filter.section !== undefined) q = q.where('d.section', '=', filter.section);
  if (filter.publishedOnly) q = q.where('d.status', '=', 'published');
  const rows = await q.orderBy('d.published_on', 'desc').orderBy('d.id', 'desc').limit(2000).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Every published document's id and last change, for the sitemap. */
export async function publishedDocumentDates(db: Db): Promise<{ id: number; updated_at: string }[]> {
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'updated_at'])
    .where('status', '=', 'published')
    .where('current_version_id', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), updated_at: String(r.updated_at) }));
}

export async function versionsOf(db: Db, documentIds: readonly number[]): Promise<VersionRow[]> {
  if (documentIds.length === 0) return [];
  const rows = await db
    .selectFrom('document_versions')
    .select([
      'id',
      'document_id',
      'number',
      'storage_key',
      'preview_key',
      'format',
      'size_bytes',
      'pages',
      'uploaded_at',
    ])
    .where('document_id', 'in', documentIds)
    .orderBy('number', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), document_id: Number(r.document_id) }));
}

export async function insertDocument(
  db: Db,
  row: DocumentFields & { created_by: number; at: string },
): Promise<number> {
  const { at, ...values } = row;
  const inserted = await db
    .insertInto('documents')
    .values({ ...values, current_version_id: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateDocument(db: Db, id: number, values: DocumentFields, at: string): Promise<void> {
  await db
    .updateTable('documents')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** The next version number of a document (1 for a new one). */
export async function nextVersionNumber(db: Db, documentId: number): Promise<number> {
  const row = await db
    .selectFrom('document_versions')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function insertVersion(
  db: Db,
  row: Omit<VersionRow, 'id'> & { uploaded_by: number },
  pages: readonly string[],
  fold: (text: string) => string,
): Promise<number> {
  const inserted = await db
    .insertInto('document_versions')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  const versionId = Number(inserted.id);
  for (let i = 0; i < pages.length; i += 100) {
    const chunk = pages.slice(i, i + 100).map((text, j) => ({
      version_id: versionId,
      page: i + j + 1,
      text,
      text_folded: fold(text),
    }));
    if (chunk.length > 0) await db.insertInto('document_pages').values(chunk).execute();
  }
  await db
    .updateTable('documents')
    .set({ current_version_id: versionId, updated_at: row.uploaded_at })
    .where('id', '=', row.document_id)
    .execute();
  return versionId;
}

export interface PageHitRow {
  document_id: number;
  title: string;
  office_name: string;
  published_on: string;
  number: number;
  page: number;
  text: string;
}

/**
 * Pages of the current versions of published documents holding every term (folded words), first pages
 * first; at most `limit`. A substring match: the library is hundreds of documents, not the article archive.
 */
export async function searchDocumentPages(
  db: Db,
  kind: DbKind,
  terms: readonly string[],
  limit: number,
): Promise<PageHitRow[]> {
  if (terms.length === 0) return [];
  let q = db
    .selectFrom('document_pages as p')
    .innerJoin('documents as d', 'd.current_version_id', 'p.version_id')
    .innerJoin('document_versions as v', 'v.id', 'p.version_id')
    .innerJoin('offices as o', 'o.office_id', 'd.office_id')
    .select([
      'd.id as document_id',
      'd.title',
      'o.name as office_name',
      'd.published_on',
      'v.number',
      'p.page',
      'p.text',
    ])
    .where('d.status', '=', 'published');
  for (const term of terms) q = q.where(containsInsensitive(kind, 'p.text_folded', term));
  const rows = await q
    .orderBy('d.published_on', 'desc')
    .orderBy('p.page')
    .limit(limit * 4)
    .execute();
  // One hit per document: its first matching page.
  const seen = new Set<number>();
  const hits: PageHitRow[] = [];
  for (const r of rows) {
    const id = Number(r.document_id);
    if (seen.has(id)) continue;
    seen.add(id);
    hits.push({ ...r, document_id: id, number: Number(r.number), page: Number(r.page) });
    if (hits.length >= limit) break;
  }
  return hits;
}

/** Published documents whose title or description holds every term (for documents without page text). */
export async function searchDocumentTitles(
  db: Db,
  kind: DbKind,
  terms: readonly string[],
  limit: number,
): Promise<(DocumentRow & { number: number })[]> {
  if (terms.length === 0) return [];
  let q = db
    .selectFrom('documents as d')
    .innerJoin('offices as o', 'o.office_id', 'd.office_id')
    .innerJoin('document_versions as v', 'v.id', 'd.current_version_id')
    .select([...documentColumns, 'v.number'])
    .where('d.status', '=', 'published');
  for (const term of terms)
    q = q.where((eb) =>
      eb.or([containsInsensitive(kind, 'd.title', term), containsInsensitive(kind, 'd.description', term)]),
    );
  const rows = await q.orderBy('d.published_on', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), number: Number(r.number) }));
}

/** The dates of the latest published document of each Transparency Seal item. */
export async function latestBySection(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('documents')
    .select(['section', sql<string>`max(published_on)`.as('latest')])
    .where('status', '=', 'published')
    .where('section', '!=', '')
    .where('current_version_id', 'is not', null)
    .groupBy('section')
    .execute();
  return new Map(rows.map((r) => [r.section, r.latest]));
}
