// The document library's API (docs/decisions/0030-document-library.md): public reads of published
// documents, their files and previews, and the Transparency Seal register; the portal's list, upload, edit and
// replace, the staff register with overdue items and the compliance checklist. Policy: services/documents.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DOCUMENT_MESSAGES,
  documentAdminEndpoints,
  documentEndpoints,
  documentMetaSchema,
  documentsPageQuerySchema,
} from '../../shared/contract/documents.ts';
import { DOCUMENT_ROUTE, DOCUMENTS_PATH, numericIdOf, TRANSPARENCY_PATH } from '../../shared/routes.ts';
import { routesOn } from '../lib/endpoint-route.ts';
import { HttpError, notFound } from '../lib/http-errors.ts';
import { actorOf, PRIVATE_NO_STORE, signedInUser } from '../lib/request-actor.ts';
import { parseOr400 } from '../lib/validate.ts';
import { campusDate } from '../lib/working-days.ts';
import { siteBaseUrl } from '../seo/base-url.ts';
import { documentPageHtml } from '../seo/document-page.ts';
import { documentsPageHtml } from '../seo/documents-page.ts';
import { transparencyPageHtml } from '../seo/transparency-page.ts';
import {
  checklistCsv,
  createDocument,
  type DocumentUpload,
  fileFor,
  publicDocument,
  publicDocuments,
  replaceDocumentFile,
  staffDocument,
  staffDocuments,
  transparencyRegister,
  updateDocumentMeta,
} from '../services/documents.ts';

/**
 * A served document runs nothing of this site: sandboxed (no scripts, no same-origin access, no forms), no
 * sources at all except its own inline styles and images, and never framed elsewhere.
 */
export const DOCUMENT_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

export default async function documentRoutes(app: FastifyInstance) {
  const maxBytes = app.config.documentMaxBytes;
  await app.register(multipart, {
    // One byte over the limit is read, so the service can refuse with its own message naming the limit.
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 12, headerPairs: 200 },
  });
  const route = routesOn(app);
  const auth = { preHandler: app.requireAuth };
  const superOnly = { preHandler: app.requireSuperadmin };

  // ——— Public ———

  route(documentEndpoints.list, {}, async (input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return { ok: true, documents: await publicDocuments(app.ctx, input.query) };
  });
  route(documentEndpoints.byId, {}, async (input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return { ok: true, document: await publicDocument(app.ctx, input.params.id) };
  });
  route(documentEndpoints.transparency, {}, async (_input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return {
      ok: true,
      items: await transparencyRegister(app.ctx, { today: campusDate(app.clock.now()), withOverdue: false }),
    };
  });

  // The public page: drawn from the same register as the API's, with nothing staff-only in it.
  app.get(TRANSPARENCY_PATH, async (_request, reply) => {
    const items = await transparencyRegister(app.ctx, {
      today: campusDate(app.clock.now()),
      withOverdue: false,
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(transparencyPageHtml(items, siteBaseUrl(app.config)));
  });

  // Every published document, narrowed by the page's GET form; a bad filter value is ignored.
  app.get(DOCUMENTS_PATH, async (request, reply) => {
    const query = documentsPageQuerySchema.parse(request.query ?? {});
    const all = await publicDocuments(app.ctx, {});
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(documentsPageHtml({ all, query, baseUrl: siteBaseUrl(app.config) }));
  });

  // One published document's page; a draft, an unknown id or a bad one is the site's 404 page.
  app.get<{ Params: { id: string } }>(DOCUMENT_ROUTE, async (request, reply) => {
    const id = numericIdOf(request.params.id);
    if (id === undefined) return reply.callNotFound();
    const document = await publicDocument(app.ctx, id).catch((err: unknown) => {
      if (err instanceof HttpError && err.statusCode === 404) return undefined;
      throw err;
    });
    if (!document) return reply.callNotFound();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(documentPageHtml(document, siteBaseUrl(app.config)));
  });

  const serve =
    (which: 'file' | 'preview') =>
    async (
      input: { params: { id: number; version: number }; query: unknown },
      request: FastifyRequest,
      reply: import('fastify').FastifyReply,
    ) => {
      const user = await app.optionalUser(request);
      const file = await fileFor(app.ctx, user, input.params.id, input.params.version, which);
      const bytes = await app.storage.get(file.key);
      if (!bytes) throw notFound(DOCUMENT_MESSAGES.notFound);
      const download = (request.query as { download?: string }).download === '1';
      const inline = which === 'preview' || (file.format === 'pdf' && !download);
      return reply
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.downloadName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOCUMENT_CSP)
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', user ? PRIVATE_NO_STORE : 'public, max-age=300')
        .header('x-robots-tag', file.superseded ? 'noindex' : 'all')
        .type(file.contentType)
        .send(bytes);
    };
  route(documentEndpoints.file, { compress: false }, serve('file'));
  route(documentEndpoints.preview, { compress: false }, serve('preview'));

  // ——— Portal ———

  const {
    list,
    byId,
    create,
    update,
    replace,
    transparency,
    checklistCsv: checklist,
  } = documentAdminEndpoints;
  route(list, auth, async (input, request) => ({
    ok: true,
    documents: await staffDocuments(app.ctx, signedInUser(request), input.query),
  }));
  route(byId, auth, async (input, request) => ({
    ok: true,
    document: await staffDocument(app.ctx, signedInUser(request), input.params.id),
  }));
  route(create, auth, async (_input, request, reply) => {
    const form = await readDocumentForm(request);
    const meta = parseOr400(documentMetaSchema, form.fields);
    const document = await createDocument(app.ctx, actorOf(request), meta, form.file);
    return reply.code(201).send({ ok: true, id: document.id, message: DOCUMENT_MESSAGES.saved, document });
  });
  route(update, auth, async (input, request) => {
    const document = await updateDocumentMeta(app.ctx, actorOf(request), input.params.id, input.body);
    return { ok: true, id: document.id, message: DOCUMENT_MESSAGES.saved, document };
  });
  route(replace, auth, async (input, request, reply) => {
    const id = input.params.id;
    const form = await readDocumentForm(request);
    const document = await replaceDocumentFile(app.ctx, actorOf(request), id, form.file);
    return reply.code(201).send({ ok: true, id, message: DOCUMENT_MESSAGES.replaced, document });
  });
  route(transparency, auth, async () => ({
    ok: true,
    items: await transparencyRegister(app.ctx, { today: campusDate(app.clock.now()), withOverdue: true }),
  }));
  route(checklist, superOnly, async (_input, _request, reply) => {
    const items = await transparencyRegister(app.ctx, {
      today: campusDate(app.clock.now()),
      withOverdue: true,
    });
    return reply
      .header(
        'content-disposition',
        `attachment; filename="transparency-checklist-${campusDate(app.clock.now())}.csv"`,
      )
      .header('cache-control', PRIVATE_NO_STORE)
      .type('text/csv; charset=utf-8')
      .send(checklistCsv(items, siteBaseUrl(app.config)));
  });
}

/** The text fields and the one `file` of an upload form. */
async function readDocumentForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: DocumentUpload | undefined }> {
  if (!request.isMultipart()) throw new HttpError(400, 'The form is not valid multipart data');
  const fields: Record<string, string> = {};
  let file: DocumentUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field "${part.fieldname.slice(0, 40)}"`);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0 || part.filename) file = { filename: part.filename ?? '', bytes };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, 'The form is not valid multipart data');
  }
  return { fields, file };
}
