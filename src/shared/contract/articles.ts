// Article shapes read by the public site and the admin portal (docs/product/public-site.md#data, docs/product/admin-portal.md#data).
import { z } from 'zod';
import { idParamSchema, okMessageResponseSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ARTICLE_TYPES, OFFICE_SLUGS, PRIVACY_VALUES } from './offices.ts';

export const MAX_SLIDER_IMAGES = 10;
/** The largest image file the server takes (articles and slides); the portal's hints say the same. */
export const MAX_IMAGE_UPLOAD_MB = 10;
/** The most pixels an uploaded image may decode to (decompression bombs), in millions; hints say the same. */
export const MAX_IMAGE_UPLOAD_MEGAPIXELS = 40;
export const EXCERPT_LENGTH = 400;
export const MAX_LIST_LIMIT = 1000;

/** Longest article body accepted (HTML characters): a long real article is well under 100,000. */
export const MAX_ARTICLE_CONTENT = 200_000;
export const ARTICLE_CONTENT_TOO_LONG = 'Content must be at most 200,000 characters.';
/** Deepest tag nesting and most elements accepted; bounded before the sanitiser ever sees the content. */
export const MAX_ARTICLE_DEPTH = 64;
export const MAX_ARTICLE_ELEMENTS = 20_000;
export const ARTICLE_TOO_DEEP = 'Content is nested too deeply (at most 64 levels of formatting).';
export const ARTICLE_TOO_MANY_ELEMENTS = 'Content has too many elements (at most 20,000).';

/** Elements that never hold content, and those a new sibling of the same name closes (as HTML parsers do). */
const VOID_TAGS = new Set([
  'br',
  'img',
  'hr',
  'input',
  'meta',
  'link',
  'wbr',
  'col',
  'area',
  'base',
  'embed',
  'source',
  'track',
  'param',
  'keygen',
]);
const SELF_CLOSING_SIBLINGS = new Set(['p', 'li', 'td', 'th', 'tr', 'option', 'dt', 'dd']);

/**
 * Why article HTML is refused before sanitising, or undefined: too long, nested too deeply or too many
 * elements. One linear pass over the tags, so a hostile body costs the server nothing more than reading it.
 */
export function articleContentProblem(html: string): string | undefined {
  if (html.length > MAX_ARTICLE_CONTENT) return ARTICLE_CONTENT_TOO_LONG;
  const stack: string[] = [];
  let elements = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][^\s/>]*)[^>]*?(\/?)>/g)) {
    const name = (m[2] ?? '').toLowerCase();
    if (m[1]) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (++elements > MAX_ARTICLE_ELEMENTS) return ARTICLE_TOO_MANY_ELEMENTS;
    if (VOID_TAGS.has(name) || m[3]) continue;
    if (SELF_CLOSING_SIBLINGS.has(name) && stack[stack.length - 1] === name) continue;
    stack.push(name);
    if (stack.length > MAX_ARTICLE_DEPTH) return ARTICLE_TOO_DEEP;
  }
  return undefined;
}
/** Editorial status, independent of privacy: only 'published' articles are ever shown publicly. */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** Longest image description (alt text). */
export const MAX_ALT_LENGTH = 250;

const picFields = Object.fromEntries(
  Array.from({ length: MAX_SLIDER_IMAGES }, (_, i) => [`pic${i + 1}_url`, z.string().nullable()]),
) as Record<`pic${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}_url`, z.ZodNullable<z.ZodString>>;

export const articleSchema = z.object({
  article_id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML; list endpoints may leave it out. */
  content: z.string().optional(),
  excerpt: z.string(),
  summary: z.string().optional(),
  type: z.enum(ARTICLE_TYPES),
  privacy: z.enum(PRIVACY_VALUES),
  date: z.string().nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  office: z.enum(OFFICE_SLUGS),
  office_name: z.string(),
  office_abbrev: z.string(),
  course_abbrev: z.string(),
  thumbnail_url: z.string().nullable(),
  ...picFields,
  view_count: z.number().int(),
  like_count: z.number().int(),
  /** Row version, on single-article reads: the admin form sends it back with a save. */
  version: z.number().int().optional(),
  status: z.enum(ARTICLE_STATUSES).optional(),
  /** When a scheduled article goes out (UTC ISO). */
  publish_at: z.string().nullable().optional(),
  /** Image descriptions: '' means decorative, null not described. */
  thumbnail_alt: z.string().nullable().optional(),
  /** Descriptions of pic1..pic10, in that order. */
  slider_alts: z.array(z.string().nullable()).optional(),
  updated_at: z.string().optional(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListResponseSchema = z.object({ ok: z.literal(true), articles: z.array(articleSchema) });
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

export const articleResponseSchema = z.object({ ok: z.literal(true), article: articleSchema });
/** The reply of an article save (create, update, privacy, restore): the article as saved and what to tell. */
/** A link of the body to a page of this site that does not exist (src/shared/internal-links.ts). */
export const brokenLinkSchema = z.object({
  kind: z.literal('broken-link'),
  severity: z.literal('warning'),
  index: z.number().int(),
  place: z.string(),
  message: z.string(),
  fix: z.string(),
});
/** A save's answer; `link_warnings` lists the body's links to pages of this site that do not exist. */
export const savedArticleResponseSchema = articleResponseSchema.extend({
  message: z.string(),
  link_warnings: z.array(brokenLinkSchema).optional(),
});

export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_LIST_LIMIT, `limit must be at most ${MAX_LIST_LIMIT}`)
    .optional(),
});

export const articleStatsSchema = z.object({
  total_views: z.number().int(),
  unique_views: z.number().int(),
  total_likes: z.number().int(),
  user_has_liked: z.boolean(),
});
export type ArticleStats = z.infer<typeof articleStatsSchema>;

export const articleStatsResponseSchema = z.object({ ok: z.literal(true), stats: articleStatsSchema });

export const viewPayloadSchema = z.object({
  referrer: z.string().max(2048).nullable().optional(),
  view_duration: z.number().min(0).max(86_400).nullable().optional(),
});
export type ViewPayload = z.infer<typeof viewPayloadSchema>;

export const viewResponseSchema = z.object({
  ok: z.literal(true),
  stats: z.object({ total_views: z.number().int(), unique_views: z.number().int() }),
});

export const likeResponseSchema = z.object({
  ok: z.literal(true),
  action: z.enum(['liked', 'unliked']),
  stats: z.object({ total_likes: z.number().int() }),
  message: z.string(),
});

/** A description as the form sends it: text, '' for decorative, or null for none yet. */
const altSchema = z
  .string()
  .trim()
  .max(MAX_ALT_LENGTH, `An image description must be at most ${MAX_ALT_LENGTH} characters`)
  .nullable();

/**
 * Descriptions and order of the images of a save (sent as JSON text in the `image_meta` field of either
 * shape). `slider` lists the final slider order: `ref` is a kept image's file name or `new:N` for the Nth
 * uploaded slider file (from 0), so kept and new images can be ordered together.
 */
export const imageMetaSchema = z.object({
  thumbnail: z.object({ alt: altSchema }).optional(),
  slider: z
    .array(z.object({ ref: z.string().max(200), alt: altSchema }))
    .max(MAX_SLIDER_IMAGES)
    .optional(),
});
export type ImageMeta = z.infer<typeof imageMetaSchema>;

/** A superadmin's override of the errors of the body checks: a reason, and the refusals around it. */
export const PUBLISH_OVERRIDE = {
  reasonMax: 500,
  reasonRequired: 'Say why this article should be published with these problems.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  notAllowed: 'Only a superadmin may publish an article whose problems must be fixed first.',
} as const;

/** The reason itself: plain text, checked alike by the portal's dialog and the server. */
export const overrideReasonSchema = z
  .string()
  .trim()
  .min(1, PUBLISH_OVERRIDE.reasonRequired)
  .max(PUBLISH_OVERRIDE.reasonMax, PUBLISH_OVERRIDE.reasonTooLong);

/** JSON save payload of the admin form (the multipart shape carries the same text fields). */
export const articleSaveSchema = z.object({
  title: z.string().trim().max(300, 'Title must be at most 300 characters').default(''),
  content: z
    .string()
    .max(MAX_ARTICLE_CONTENT, ARTICLE_CONTENT_TOO_LONG)
    .default('')
    .superRefine((html, ctx) => {
      const problem = articleContentProblem(html);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  type: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(ARTICLE_TYPES, { message: 'Type must be News, Proposal or Completed' }))
    .default('news'),
  date: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Date must be in yyyy-mm-dd format')
    .optional()
    .nullable(),
  office: z.enum(OFFICE_SLUGS, { message: 'Unknown office' }).optional(),
  existing_pics: z.array(z.string().max(200)).max(MAX_SLIDER_IMAGES).optional(),
  /** The version the form loaded; a save against a newer row is refused with STALE_VERSION_MESSAGE. */
  version: z.coerce
    .number({ message: 'Version must be a number' })
    .int('Version must be a whole number')
    .min(1)
    .optional(),
  status: z.enum(ARTICLE_STATUSES, { message: 'Status must be draft, scheduled or published' }).optional(),
  /** UTC ISO time, for a scheduled article. */
  publish_at: z
    .string()
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), 'Publish at must be a date and time')
    .optional()
    .nullable(),
  /**
   * A superadmin's reason for publishing although the body checks found errors (ADR 0050); only
   * superadmins may send it, and it is written to the audit log with the errors it overrode.
   */
  override_reason: overrideReasonSchema.optional(),
  /** JSON text in a multipart save, an object in a JSON save. */
  image_meta: z
    .unknown()
    .optional()
    .transform((v, ctx): ImageMeta | undefined => {
      if (v === undefined || v === null || v === '') return undefined;
      let value = v;
      if (typeof v === 'string') {
        try {
          value = JSON.parse(v);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'image_meta must be JSON' });
          return z.NEVER;
        }
      }
      const parsed = imageMetaSchema.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? 'Invalid image descriptions',
      });
      return z.NEVER;
    }),
});
export type ArticleSave = z.infer<typeof articleSaveSchema>;
/** What a client sends as a JSON save (image_meta may be its JSON text). */
export type ArticleSaveInput = z.input<typeof articleSaveSchema>;

export const privacyPayloadSchema = z.object({ privacy: z.enum(PRIVACY_VALUES) });

/** Message of the create rule (docs/product/admin-portal.md#validation). `missing` lists what is absent. */
export function createRuleMessage(missing: { thumbnail: boolean; slider: boolean }): string {
  const parts = [
    missing.thumbnail ? 'Thumbnail' : null,
    missing.slider ? 'At least 1 slider image' : null,
  ].filter(Boolean);
  return `${parts.join(' and ')} required when creating an article.`;
}

/** 409 answer to a save whose form was loaded before someone else's save. */
export const ARTICLE_STALE_MESSAGE =
  'This article was changed by someone else since you opened it. Nothing was saved. Reload to see the latest version, then make your changes again.';

/**
 * 409 answer to a save without a version (an older API client) that would remove slider images: it cannot
 * say which images it saw, so it could remove one another editor added since it loaded the article.
 */
export const ARTICLE_VERSION_NEEDED_TO_REMOVE_IMAGES =
  'This save would remove images, but it does not say which version of the article it was based on, so it could remove images someone else added. Nothing was saved. Reload the article and save again with its version.';

/** Publishing (or scheduling) needs a title; a draft may be untitled. */
export const TITLE_REQUIRED_TO_PUBLISH = 'Title is required to publish.';
export const PUBLISH_AT_REQUIRED = 'Choose the date and time to publish at.';
/** Refusal of a publish while an image has neither a description nor the decorative mark. */
export const missingAltMessage = (image: string): string =>
  `${image} needs a description before publishing. Describe it or mark it decorative.`;
export const REVISION_IMAGES_GONE =
  'The images of this revision were deleted, so the current images were kept.';

export const revisionSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  author: z.string(),
  title: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  note: z.string().nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionSchema = revisionSummarySchema.extend({
  content: z.string(),
  type: z.enum(ARTICLE_TYPES),
  date: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  image_urls: z.array(z.string()),
  /** Whether every image of the revision still exists (a restore can bring them back). */
  images_available: z.boolean(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionListResponseSchema = z.object({
  ok: z.literal(true),
  revisions: z.array(revisionSummarySchema),
});
export const revisionResponseSchema = z.object({ ok: z.literal(true), revision: revisionSchema });

/** The signed-in user's editorial dashboard (their offices, or every office for a superadmin). */
export const dashboardItemSchema = z.object({
  article_id: z.number().int(),
  title: z.string(),
  office: z.enum(OFFICE_SLUGS),
  status: z.enum(ARTICLE_STATUSES),
  privacy: z.enum(PRIVACY_VALUES),
  updated_at: z.string(),
  publish_at: z.string().nullable(),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;
export const dashboardResponseSchema = z.object({
  ok: z.literal(true),
  counts: z.object({
    published: z.number().int(),
    scheduled: z.number().int(),
    draft: z.number().int(),
    private: z.number().int(),
  }),
  recent: z.array(dashboardItemSchema),
  upcoming: z.array(dashboardItemSchema),
  /** Drafts waiting, the most recently edited first (the dashboard's "Drafts waiting"). */
  drafts: z.array(dashboardItemSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** An article's revision in a path: /api/admin/articles/{id}/revisions/{rev}. */
export const revisionParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  rev: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const restoreRevisionSchema = z
  .object({ version: z.coerce.number().int().min(1).optional() })
  .default({});

/** The office of a list, as the path names it: a slug, or a numeric office id (docs/product/public-site.md#calls). */
export const officeParamSchema = z.object({ office: z.string() });

// ——— Endpoints (src/shared/contract/endpoint.ts) ———

export const articleEndpoints = {
  officeList: defineEndpoint({
    method: 'GET',
    path: '/api/articles/office/:office',
    params: officeParamSchema,
    query: listQuerySchema,
    response: articleListResponseSchema,
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/api/articles/latest',
    query: listQuerySchema,
    response: articleListResponseSchema,
  }),
  mostViewed: defineEndpoint({
    method: 'GET',
    path: '/api/articles/most-viewed',
    query: listQuerySchema,
    response: articleListResponseSchema,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/articles/:id',
    params: idParamSchema,
    response: articleResponseSchema,
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/articles/:id/stats',
    params: idParamSchema,
    response: articleStatsResponseSchema,
  }),
  view: defineEndpoint({
    method: 'POST',
    path: '/api/articles/:id/view',
    params: idParamSchema,
    body: viewPayloadSchema,
    response: viewResponseSchema,
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/api/articles/:id/like',
    params: idParamSchema,
    response: likeResponseSchema,
  }),
} as const;

export const adminArticleEndpoints = {
  /** Multipart (with files) or JSON; the JSON shape is articleSaveSchema. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/articles',
    contributors: true,
    body: articleSaveSchema,
    response: savedArticleResponseSchema,
  }),
  /** A save as create, or only { privacy } (privacyPayloadSchema). */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/articles/:id',
    contributors: true,
    params: idParamSchema,
    response: savedArticleResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/articles/:id',
    contributors: true,
    params: idParamSchema,
    response: okMessageResponseSchema,
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    contributors: true,
    response: dashboardResponseSchema,
  }),
  revisions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/articles/:id/revisions',
    contributors: true,
    params: revisionParamsSchema.pick({ id: true }),
    response: revisionListResponseSchema,
  }),
  revision: defineEndpoint({
    method: 'GET',
    path: '/api/admin/articles/:id/revisions/:rev',
    contributors: true,
    params: revisionParamsSchema,
    response: revisionResponseSchema,
  }),
  restoreRevision: defineEndpoint({
    method: 'POST',
    path: '/api/admin/articles/:id/revisions/:rev/restore',
    contributors: true,
    params: revisionParamsSchema,
    body: restoreRevisionSchema,
    response: z.object({ ok: z.literal(true), message: z.string().optional() }).loose(),
  }),
} as const;
