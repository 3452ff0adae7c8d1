// The eight offices that own articles, and the article vocabularies. Shared by server and client.

export const OFFICES = [
  { office_id: 1, slug: 'administration', abbrev: 'ADMIN', name: 'Administration' },
  { office_id: 2, slug: 'bsit', abbrev: 'BSIT', name: 'Bachelor of Science in Information Technology' },
  { office_id: 3, slug: 'bsed', abbrev: 'BSED', name: 'Bachelor of Secondary Education' },
  {
    office_id: 4,
    slug: 'btvted',
    abbrev: 'BTVTED',
    name: 'Bachelor of Technical-Vocational Teacher Education',
  },
  { office_id: 5, slug: 'bsa', abbrev: 'BSA', name: 'Bachelor of Science in Agriculture' },
  { office_id: 6, slug: 'research', abbrev: 'RESEARCH', name: 'Research and Development Office' },
  { office_id: 7, slug: 'extension', abbrev: 'EXTENSION', name: 'Extension and Training Office' },
  { office_id: 8, slug: 'library', abbrev: 'LIBRARY', name: 'Campus Library' },
] as const;

export type Office = (typeof OFFICES)[number];
export type OfficeSlug = Office['slug'];
export const OFFICE_SLUGS = OFFICES.map((o) => o.slug) as [OfficeSlug, ...OfficeSlug[]];

/**
 * Offices that keep records in the portal but own no articles, so they stay out of every article list and
 * filter above. The Bids and Awards Committee manages the procurement notices at /procurement.
 */
export const RECORD_OFFICES = [
  { office_id: 9, slug: 'bids-awards', abbrev: 'BAC', name: 'Bids and Awards Committee' },
] as const;
export const BIDS_AWARDS_OFFICE = RECORD_OFFICES[0];
export type RecordOfficeSlug = (typeof RECORD_OFFICES)[number]['slug'];
/** Every office an account, a document or a procurement notice can belong to. */
export const ALL_OFFICES = [...OFFICES, ...RECORD_OFFICES] as const;
export type AnyOfficeSlug = OfficeSlug | RecordOfficeSlug;
export const ALL_OFFICE_SLUGS = ALL_OFFICES.map((o) => o.slug) as [AnyOfficeSlug, ...AnyOfficeSlug[]];

/** An office of either list by its slug. */
export const findAnyOffice = (slug: string) => ALL_OFFICES.find((o) => o.slug === slug.toLowerCase());

export function findOffice(slug: string): Office | undefined {
  const s = slug.toLowerCase();
  return OFFICES.find((o) => o.slug === s);
}

export function findOfficeById(id: number): Office | undefined {
  return OFFICES.find((o) => o.office_id === id);
}

export const ARTICLE_TYPES = ['news', 'proposal', 'completed'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** Offices whose articles are always of type News (docs/product/admin-portal.md#validation). */
export const NEWS_ONLY_OFFICES: readonly OfficeSlug[] = [
  'bsit',
  'bsed',
  'btvted',
  'bsa',
  'administration',
  'library',
];

export function allowedTypes(office: OfficeSlug): readonly ArticleType[] {
  return NEWS_ONLY_OFFICES.includes(office) ? ['news'] : ARTICLE_TYPES;
}

export const PRIVACY_VALUES = ['public', 'private'] as const;
export type Privacy = (typeof PRIVACY_VALUES)[number];

/** The spec's two roles first (the create-user form's default choices), then contributor (issue 39): writes
 * drafts of one office and submits them for review, never publishes (docs/decisions/0041-contributors-and-review.md). */
export const ROLES = ['admin', 'superadmin', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
