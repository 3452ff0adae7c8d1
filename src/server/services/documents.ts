// The document library's policy (docs/decisions/0030-document-library.md): office admins manage their own
// office's documents and superadmins every office's; visitors read published documents only. Uploads are
// judged by their bytes (lib/document-files.ts; PDFs on a worker thread, lib/pdf-pool.ts), stored under
// generated names in the media storage with the row (ADR 0003's journal), and never overwritten: a
// replacement is a new version and the earlier ones stay, marked superseded. Every write is audited.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import {
  TRANSPARENCY_SECTIONS,
  type TransparencySection,
  UPDATE_RULE_DAYS,
  UPDATE_RULE_TEXT,
} from '../../../content/transparency.ts';
import {
  DOCUMENT_MESSAGES,
  type DocumentFormat,
  type DocumentHit,
  type DocumentItem,
  type DocumentMeta,
  type DocumentVersion,
  type TransparencyItem,
} from '../../shared/contract/documents.ts';
import { findAnyOffice, OFFICES, type OfficeSlug } from '../../shared/contract/offices.ts';
import { documentPath } from '../../shared/routes.ts';
import type { DbKind } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { type Actor, auditActorOf, type SignedInUser } from '../domain/actor.ts';
import { canManageOffice } from '../domain/permissions.ts';
import { DOCUMENT_CONTENT_TYPES, sniffDocument } from '../lib/document-files.ts';
import { forbidden, HttpError, notFound } from '../lib/http-errors.ts';
import { examinePdf } from '../lib/pdf-pool.ts';
import { MARK_END, MARK_START, searchTerms } from '../lib/search-terms.ts';
import { writeAudit } from '../repositories/audit-log.ts';
import * as repo from '../repositories/documents.ts';
import { markedToHtml } from '../repositories/search.ts';
import type { AppContext } from './app-context.ts';
import { type NewFile, withNewFiles } from './article-writes.ts';

/** Tells every instance that documents changed (search results, rendered pages, reply caches). */
const announce = (ctx: AppContext) => ctx.emit({ kind: 'content', area: 'documents' });

/** An uploaded file as the route read it. */
export interface DocumentUpload {
  filename: string;
  bytes: Buffer;
}

// ——— Who may do what ———

const mayManage = (user: SignedInUser | null, office: string): boolean =>
  !!user && canManageOffice(user, office as OfficeSlug);

function assertManages(user: SignedInUser, office: string): void {
  if (!mayManage(user, office)) throw forbidden('You can manage only your own office’s documents');
}

// ——— Reading ———

const fileUrl = (documentId: number, number: number) =>
  `/api/documents/${documentId}/versions/${number}/file`;

function toVersion(v: repo.VersionRow, currentId: number | null): DocumentVersion {
  return {
    id: v.id,
    number: Number(v.number),
    format: v.format as DocumentFormat,
    size_bytes: Number(v.size_bytes),
    pages: v.pages === null ? null : Number(v.pages),
    uploaded_at: v.uploaded_at,
    superseded: v.id !== currentId,
    file_url: fileUrl(v.document_id, Number(v.number)),
    preview_url: v.preview_key ? `/api/documents/${v.document_id}/versions/${v.number}/preview` : null,
  };
}

async function withVersions(
  ctx: Pick<AppContext, 'db'>,
  rows: readonly repo.DocumentRow[],
): Promise<DocumentItem[]> {
  const versions = await repo.versionsOf(
    ctx.db.kysely,
    rows.map((r) => r.id),
  );
  const byDoc = new Map<number, repo.VersionRow[]>();
  for (const v of versions) byDoc.set(v.document_id, [...(byDoc.get(v.document_id) ?? []), v]);
  return rows.flatMap((r) => {
    const list = (byDoc.get(r.id) ?? []).map((v) => toVersion(v, r.current_version_id));
    const current = list.find((v) => !v.superseded);
    if (!current) return [];
    return [
      {
        id: r.id,
        title: r.title,
        description: r.description,
        office: r.office,
        office_name: r.office_name,
        section: r.section,
        period: r.period,
        published_on: r.published_on,
        status: r.status as DocumentItem['status'],
        updated_at: r.updated_at,
        current,
        versions: list,
      },
    ];
  });
}

/** Published documents, newest first; a section or office narrows them. */
export async function publicDocuments(
  ctx: Pick<AppContext, 'db'>,
  filter: { section?: string; office?: string },
): Promise<DocumentItem[]> {
  const office = filter.office ? findAnyOffice(filter.office) : undefined;
  if (filter.office && !office) return [];
  const rows = await repo.listDocuments(ctx.db.kysely, {
    section: filter.section,
    officeId: office?.office_id,
    publishedOnly: true,
  });
  return withVersions(ctx, rows);
}

/** A published document, or 404 (drafts are not found by visitors). */
export async function publicDocument(ctx: Pick<AppContext, 'db'>, id: number): Promise<DocumentItem> {
  const row = await repo.findDocument(ctx.db.kysely, id);
  if (row?.status !== 'published') throw notFound(DOCUMENT_MESSAGES.notFound);
  const [doc] = await withVersions(ctx, [row]);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  return doc;
}

/** What the staff member may manage: their office's documents, or every document for a superadmin. */
export async function staffDocuments(
  ctx: Pick<AppContext, 'db'>,
  user: SignedInUser,
  filter: { section?: string; office?: string },
): Promise<DocumentItem[]> {
  const asked = filter.office ? findAnyOffice(filter.office) : undefined;
  const officeId = user.role === 'superadmin' ? asked?.office_id : user.office_id;
  const rows = await repo.listDocuments(ctx.db.kysely, {
    section: filter.section,
    officeId,
    publishedOnly: false,
  });
  return withVersions(ctx, rows);
}

export async function staffDocument(
  ctx: Pick<AppContext, 'db'>,
  user: SignedInUser,
  id: number,
): Promise<DocumentItem> {
  const row = await repo.findDocument(ctx.db.kysely, id);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  assertManages(user, row.office);
  const [doc] = await withVersions(ctx, [row]);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  return doc;
}

export interface StoredFile {
  key: string;
  format: DocumentFormat;
  contentType: string;
  /** The name a download is saved under: the title, made safe, with the format's extension. */
  downloadName: string;
  superseded: boolean;
}

/**
 * A version's file for this caller: a published document's versions for everyone, a draft's for the staff
 * who manage it; 404 otherwise (a draft is not admitted to exist).
 */
export async function fileFor(
  ctx: Pick<AppContext, 'db'>,
  user: SignedInUser | null,
  id: number,
  number: number,
  which: 'file' | 'preview',
): Promise<StoredFile> {
  const row = await repo.findDocument(ctx.db.kysely, id);
  if (!row || (row.status !== 'published' && !mayManage(user, row.office)))
    throw notFound(DOCUMENT_MESSAGES.notFound);
  const version = (await repo.versionsOf(ctx.db.kysely, [id])).find((v) => Number(v.number) === number);
  const key = which === 'file' ? version?.storage_key : version?.preview_key;
  if (!version || !key) throw notFound(DOCUMENT_MESSAGES.notFound);
  const format = version.format as DocumentFormat;
  const base =
    row.title
      .normalize('NFKD')
      .replace(/[^\w .-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'document';
  return {
    key,
    format,
    contentType: which === 'file' ? DOCUMENT_CONTENT_TYPES[format] : 'image/webp',
    downloadName: `${base}${version.id !== row.current_version_id ? `-v${number}` : ''}.${format}`,
    superseded: version.id !== row.current_version_id,
  };
}

// ——— Writing ———

/** Lower case without accents: how page text is matched by the search (search-terms.ts folds queries so). */
export const foldText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

interface Examined {
  format: DocumentFormat;
  pages: string[] | null;
  preview: Buffer | null;
}

const refuse = (why: string) => new HttpError(400, `File: ${why}`, { field: 'file' });

/** Judges the upload by its bytes; PDFs are checked, read and drawn on a worker thread. */
export async function examineUpload(
  ctx: Pick<AppContext, 'config'>,
  upload: DocumentUpload,
): Promise<Examined> {
  if (upload.bytes.length > ctx.config.documentMaxBytes)
    throw refuse(`the file is larger than ${Math.round(ctx.config.documentMaxBytes / (1024 * 1024))} MB.`);
  const sniffed = sniffDocument(upload.bytes);
  if ('refused' in sniffed) throw refuse(sniffed.refused);
  if (sniffed.format !== 'pdf') return { format: sniffed.format, pages: null, preview: null };
  const result = await examinePdf(upload.bytes);
  if (!result.ok) throw refuse(result.refused);
  const preview = result.preview
    ? await sharp(Buffer.from(result.preview))
        .webp({ quality: 80 })
        .toBuffer()
        .catch(() => null)
    : null;
  return { format: 'pdf', pages: result.pages, preview };
}

interface StoredUpload {
  file: NewFile;
  preview: NewFile | null;
  examined: Examined;
  size: number;
}

function filesOf(examined: Examined, upload: DocumentUpload): StoredUpload {
  const id = randomUUID();
  return {
    examined,
    size: upload.bytes.length,
    file: {
      key: `documents/${id}.${examined.format}`,
      data: upload.bytes,
      contentType: DOCUMENT_CONTENT_TYPES[examined.format],
    },
    preview: examined.preview
      ? { key: `documents/previews/${id}.webp`, data: examined.preview, contentType: 'image/webp' }
      : null,
  };
}

/** The version row of a stored upload, with its page text; it becomes the document's current version. */
async function insertUpload(
  trx: Kysely<Database>,
  v: { documentId: number; number: number; stored: StoredUpload; actor: Actor; at: string },
): Promise<void> {
  const { file, preview, examined, size } = v.stored;
  await repo.insertVersion(
    trx,
    {
      document_id: v.documentId,
      number: v.number,
      storage_key: file.key,
      preview_key: preview?.key ?? null,
      format: examined.format,
      size_bytes: size,
      pages: examined.pages?.length ?? null,
      uploaded_by: v.actor.user.id,
      uploaded_at: v.at,
    },
    examined.pages ?? [],
    foldText,
  );
}

const officeIdOf = (slug: string): number => {
  const office = findAnyOffice(slug);
  if (!office) throw new HttpError(400, 'Choose an office', { field: 'office' });
  return office.office_id;
};

export async function createDocument(
  ctx: AppContext,
  actor: Actor,
  meta: DocumentMeta,
  upload: DocumentUpload | undefined,
): Promise<DocumentItem> {
  assertManages(actor.user, meta.office);
  if (!upload) throw new HttpError(400, DOCUMENT_MESSAGES.fileMissing, { field: 'file' });
  const examined = await examineUpload(ctx, upload);
  const stored = filesOf(examined, upload);
  const { file, preview } = stored;
  const at = ctx.clock.now().toISOString();
  const id = await withNewFiles(ctx, preview ? [file, preview] : [file], async (trx) => {
    const documentId = await repo.insertDocument(trx, {
      office_id: officeIdOf(meta.office),
      section: meta.section,
      title: meta.title,
      description: meta.description,
      period: meta.period,
      published_on: meta.published_on,
      status: meta.status,
      created_by: actor.user.id,
      at,
    });
    await insertUpload(trx, { documentId, number: 1, stored, actor, at });
    await writeAudit(trx, ctx.clock.now(), {
      ...auditActorOf(actor),
      action: 'document.create',
      targetType: 'document',
      targetId: documentId,
      details: { office: meta.office, title: meta.title, status: meta.status, format: examined.format },
    });
    return documentId;
  });
  announce(ctx);
  return staffDocument(ctx, actor.user, id);
}

export async function replaceDocumentFile(
  ctx: AppContext,
  actor: Actor,
  id: number,
  upload: DocumentUpload | undefined,
): Promise<DocumentItem> {
  const row = await repo.findDocument(ctx.db.kysely, id);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  assertManages(actor.user, row.office);
  if (!upload) throw new HttpError(400, DOCUMENT_MESSAGES.fileMissing, { field: 'file' });
  const examined = await examineUpload(ctx, upload);
  const stored = filesOf(examined, upload);
  const { file, preview } = stored;
  const at = ctx.clock.now().toISOString();
  await withNewFiles(ctx, preview ? [file, preview] : [file], async (trx) => {
    const number = await repo.nextVersionNumber(trx, id);
    await insertUpload(trx, { documentId: id, number, stored, actor, at });
    await writeAudit(trx, ctx.clock.now(), {
      ...auditActorOf(actor),
      action: 'document.replace',
      targetType: 'document',
      targetId: id,
      details: { office: row.office, title: row.title, version: number, format: examined.format },
    });
  });
  announce(ctx);
  return staffDocument(ctx, actor.user, id);
}

export async function updateDocumentMeta(
  ctx: AppContext,
  actor: Actor,
  id: number,
  meta: DocumentMeta,
): Promise<DocumentItem> {
  const row = await repo.findDocument(ctx.db.kysely, id);
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  assertManages(actor.user, row.office);
  // Moving a document to another office needs the right to manage that one too.
  assertManages(actor.user, meta.office);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await repo.updateDocument(
      trx,
      id,
      {
        office_id: officeIdOf(meta.office),
        section: meta.section,
        title: meta.title,
        description: meta.description,
        period: meta.period,
        published_on: meta.published_on,
        status: meta.status,
      },
      ctx.clock.now().toISOString(),
    );
    await writeAudit(trx, ctx.clock.now(), {
      ...auditActorOf(actor),
      action: 'document.update',
      targetType: 'document',
      targetId: id,
      details: { office: meta.office, title: meta.title, status: meta.status },
    });
  });
  announce(ctx);
  return staffDocument(ctx, actor.user, id);
}

// ——— Transparency Seal ———

/** Whether an item is due: none published, or its latest older than its rule allows at `today` (yyyy-mm-dd). */
export function isOverdue(section: TransparencySection, asOf: string | null, today: string): boolean {
  if (!asOf) return true;
  const days = UPDATE_RULE_DAYS[section.rule];
  if (days === null) return false;
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000;
  return age > days;
}

/**
 * The register: every item with its published documents and "as of" date; `withOverdue` (staff) adds the
 * overdue flag at `today` (campus date).
 */
export async function transparencyRegister(
  ctx: Pick<AppContext, 'db'>,
  opts: { today: string; withOverdue: boolean },
): Promise<TransparencyItem[]> {
  const docs = await publicDocuments(ctx, {});
  return TRANSPARENCY_SECTIONS.map((s) => {
    const documents = docs.filter((d) => d.section === s.key);
    const asOf = documents.reduce<string | null>(
      (max, d) => (max && max > d.published_on ? max : d.published_on),
      null,
    );
    return {
      key: s.key,
      title: s.title,
      summary: s.summary,
      owner: s.owner,
      owner_name: OFFICES.find((o) => o.slug === s.owner)?.name ?? s.owner,
      rule: s.rule,
      rule_text: UPDATE_RULE_TEXT[s.rule],
      as_of: asOf,
      overdue: opts.withOverdue ? isOverdue(s, asOf, opts.today) : false,
      documents,
    };
  });
}

const csvCell = (v: string) => {
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The compliance checklist for bonus validation: each item, its latest document, date, link and state. */
export function checklistCsv(items: readonly TransparencyItem[], baseUrl: string): string {
  const header = ['Item', 'Owner office', 'Update rule', 'Latest document', 'As of', 'Link', 'State'];
  const lines = items.map((item) => {
    const latest = item.documents[0];
    return [
      item.title,
      item.owner_name,
      item.rule_text,
      latest?.title ?? '',
      item.as_of ?? '',
      latest ? `${baseUrl}${latest.current.file_url}` : '',
      item.overdue ? 'Overdue' : 'Up to date',
    ]
      .map(csvCell)
      .join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

// ——— Search ———

/** Published documents matching the query: the page where the words are, with the passage around them. */
export async function searchDocuments(
  ctx: { db: Kysely<Database>; kind: DbKind },
  query: string,
  limit = 5,
): Promise<DocumentHit[]> {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const pages = await repo.searchDocumentPages(ctx.db, ctx.kind, terms, limit);
  const hits: DocumentHit[] = pages.map((p) => ({
    id: p.document_id,
    title: p.title,
    office_name: p.office_name,
    published_on: p.published_on,
    page: p.page,
    snippet: markedToHtml(passage(p.text, terms)),
    url: `${fileUrl(p.document_id, p.number)}#page=${p.page}`,
    page_url: documentPath(p.document_id),
  }));
  if (hits.length < limit) {
    const titled = await repo.searchDocumentTitles(ctx.db, ctx.kind, terms, limit);
    for (const d of titled) {
      if (hits.length >= limit || hits.some((h) => h.id === d.id)) continue;
      hits.push({
        id: d.id,
        title: d.title,
        office_name: d.office_name,
        published_on: d.published_on,
        page: null,
        snippet: markedToHtml(passage(d.description || d.title, terms)),
        url: fileUrl(d.id, d.number),
        page_url: documentPath(d.id),
      });
    }
  }
  return hits;
}

/** About 200 characters around the first match, each term marked. */
function passage(text: string, terms: readonly string[]): string {
  const folded = foldText(text);
  const first = Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0), folded.length);
  const start = Math.max(0, first - 80);
  const slice = text.slice(start, start + 200).replace(/\s+/g, ' ');
  const foldedSlice = foldText(slice);
  // Mark from the folded copy's positions (folding keeps lengths for the site's Latin text).
  const marks: [number, number][] = [];
  for (const t of terms) {
    let i = foldedSlice.indexOf(t);
    while (i >= 0) {
      marks.push([i, i + t.length]);
      i = foldedSlice.indexOf(t, i + t.length);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [s, e] of marks) {
    if (s < at) continue;
    out += `${slice.slice(at, s)}${MARK_START}${slice.slice(s, e)}${MARK_END}`;
    at = e;
  }
  out += slice.slice(at);
  return `${start > 0 ? '…' : ''}${out}${start + 200 < text.length ? '…' : ''}`;
}
