// Kysely table types. Timestamps are ISO-8601 UTC strings on both databases (see dialect.ts).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface OfficesTable {
  office_id: number;
  slug: string;
  abbrev: string;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** Incremented by every write; admin saves send the version they loaded (optimistic concurrency). */
  version: Generated<number>;
  email: string;
  /** Lower-cased e-mail; unique, so accounts are unique case-insensitively. */
  email_lower: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  password_hash: string;
  role: 'admin' | 'superadmin' | 'contributor';
  status: 'active' | 'inactive' | 'pending';
  office_id: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** Updated at most once a minute by the auth plugin (migration 012). */
  last_seen_at: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email_lower: string;
  ip: string | null;
  success: number;
  created_at: string;
}

export interface ArticlesTable {
  article_id: Generated<number>;
  /** Incremented by every write; admin saves send the version they loaded (optimistic concurrency). */
  version: Generated<number>;
  office_id: number;
  title: string;
  content: string;
  excerpt: string;
  type: 'news' | 'proposal' | 'completed';
  privacy: 'public' | 'private';
  /** Optional publish date yyyy-mm-dd. */
  date: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** Storage key of the thumbnail. */
  thumbnail: string | null;
  view_count: Generated<number>;
  like_count: Generated<number>;
  created_by: number | null;
  /** Only 'published' articles are ever shown publicly (migration 009). */
  status: Generated<'draft' | 'scheduled' | 'published'>;
  /** When a scheduled article is published (UTC). */
  publish_at: string | null;
  /** Description of the thumbnail: '' marks it decorative, null means not described. */
  thumbnail_alt: string | null;
}

export interface ArticleImagesTable {
  id: Generated<number>;
  article_id: number;
  /** 1..10, the order of pic1_url..pic10_url. */
  position: number;
  storage_key: string;
  /** Description: '' marks the image decorative, null means not described. */
  alt: string | null;
}

/** One saved state of an article (migration 009); `images` is JSON of { key, alt }[] in slider order. */
export interface ArticleRevisionsTable {
  id: Generated<number>;
  article_id: number;
  created_at: string;
  author_user_id: number | null;
  author: string;
  title: string;
  content: string;
  type: 'news' | 'proposal' | 'completed';
  date: string | null;
  status: 'draft' | 'scheduled' | 'published';
  thumbnail: string | null;
  thumbnail_alt: string | null;
  images: string;
  note: string | null;
}

export interface ArticleViewsTable {
  id: Generated<number>;
  article_id: number;
  visitor_id: string;
  created_at: string;
  last_seen_at: string;
  view_duration: number | null;
  referrer: string | null;
}

/** One row per (article, visitor): the 30-minute view window and unique_views (migration 005). */
export interface ArticleVisitorsTable {
  article_id: number;
  visitor_id: string;
  first_seen_at: string;
  window_started_at: string;
  view_id: number | null;
}

export interface ArticleLikesTable {
  article_id: number;
  visitor_id: string;
  created_at: string;
  /** Keyed hash of the liking address and campus day (migration 017); null on older rows. */
  address_day: string | null;
}

export interface ConcernSubmissionsTable {
  id: Generated<number>;
  created_at: string;
  is_initial: number;
  reply_email: string | null;
  message: string | null;
  ip_address: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  location_source: 'ip' | 'gps' | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  in_app_browser: string | null;
  browser_type: string | null;
  user_agent: string | null;
  full_url: string | null;
  referrer: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  actor_user_id: number | null;
  /** E-mail or a label such as 'monitor' or 'system'. */
  actor: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  details: string | null;
  /** Office slug the entry concerns, when it concerns one (migration 012). */
  office: string | null;
}

/** A user's authenticator (migration 012); confirmed_at null while the set-up waits for its first code. */
export interface UserTotpTable {
  user_id: number;
  /** AES-256-GCM, see services/two-factor.ts. */
  secret_enc: string;
  created_at: string;
  confirmed_at: string | null;
  last_step: number | null;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** Between a right password and a session (migration 012). */
export interface SignInChallengesTable {
  token_hash: string;
  user_id: number;
  kind: 'code' | 'enrol';
  /** The password's reserved sign-in attempt, settled as a success only when the second step succeeds. */
  attempt_id: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A media file being written or due for deletion until its article write commits (migration 003). */
export interface MediaJournalTable {
  storage_key: string;
  created_at: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** A submitted concern as a tracked case (migration 011). */
export interface ConcernCasesTable {
  id: Generated<number>;
  reference: string;
  submission_id: number | null;
  created_at: string;
  updated_at: string;
  reply_email: string;
  message: string;
  /** 'foi': a Freedom of Information request, with its foi_requests row (migration 050). */
  kind: Generated<'concern' | 'foi'>;
  /** An FOI request also waits for clarification or is under review (contract/foi.ts). */
  status: 'new' | 'in_progress' | 'awaiting_clarification' | 'answered' | 'under_review' | 'closed';
  /** Concern cases only; an FOI request keeps 'simple' and its own 15-working-day clock. */
  classification: 'simple' | 'complex' | 'highly_technical';
  office_id: number | null;
  /** yyyy-mm-dd in the campus time zone. */
  due_date: string;
  answered_at: string | null;
  closed_at: string | null;
}

/** What only an FOI case has (migration 050). */
export interface FoiRequestsTable {
  case_id: number;
  requester_name: string;
  subject: string;
  purpose: string;
  format: string;
  extended: Generated<number>;
  extension_reason: string | null;
  paused_on: string | null;
  paused_days_left: number | null;
  decision: 'granted' | 'partly_granted' | 'denied' | 'referred' | null;
  exception: string | null;
  answer: string | null;
  decided_at: string | null;
  review_requested_at: string | null;
  review_outcome: 'upheld' | 'reversed' | null;
  review_decided_at: string | null;
  personal_purged_at: string | null;
  /** Signs the requester's own link (migration 150); null for requests filed before it. */
  requester_key: string | null;
}

/** A library document released with an FOI decision (migration 151). */
export interface FoiReleasedDocumentsTable {
  case_id: number;
  document_id: number;
}

export interface ConcernCaseNotesTable {
  id: Generated<number>;
  case_id: number;
  created_at: string;
  author_user_id: number | null;
  author: string;
  body: string;
}

export interface ConcernCaseEventsTable {
  id: Generated<number>;
  case_id: number;
  created_at: string;
  actor_user_id: number | null;
  actor: string;
  summary: string;
}

export interface ConcernMailTable {
  id: Generated<number>;
  /** Null for account mail (a password reset or an invitation, migration 070), which belongs to no case. */
  case_id: number | null;
  /** 'notice': an FOI step the requester is told of (extension, clarification, review). */
  /** 'survey': the satisfaction survey's link, once a case is closed (migration 110). */
  /** 'subscription': mail to a subscriber (migration 061), with its part in subscription_mail. */
  /** 'reminder': the weekly list of an office's overdue Transparency Seal items (migration 042). */
  kind:
    | 'acknowledgement'
    | 'reply'
    | 'notice'
    | 'survey'
    | 'subscription'
    | 'reminder'
    | AccountLinkPurpose
    | ReviewMailKind;
  created_at: string;
  author_user_id: number | null;
  author: string | null;
  to_address: string;
  subject: string;
  body: string;
  message_id: string;
  state: 'queued' | 'sending' | 'sent';
  attempts: Generated<number>;
  next_attempt_at: string | null;
  lease_until: string | null;
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | null;
}

/** A single-use link that sets a password (migration 070): a reset or an invitation. */
export type AccountLinkPurpose = 'reset' | 'invitation';
export interface AccountLinksTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountLinkPurpose;
  /** SHA-256 of the token; the token itself is only in the mail. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface HolidaysTable {
  date: string;
  name: string;
}

/** A campus alert (migration 015): shown publicly from starts_at until ends_at (UTC). */
export interface SiteAlertsTable {
  id: Generated<number>;
  severity: 'information' | 'advisory' | 'urgent';
  title: string;
  message: string;
  link: string | null;
  starts_at: string;
  ends_at: string | null;
  /** The office that posted it (migration 060; earlier alerts: the administration). */
  office_id: Generated<number>;
  /** When it was lifted before its end (it then ends at that moment). */
  lifted_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** An update to an alert, or its lifting, in the order posted (migration 060). */
/** An account a superadmin allowed to post campus alerts (migration 062). */
export interface AlertPublishersTable {
  user_id: number;
  granted_at: string;
  granted_by: number | null;
}

/** An external link of a published article and what its last check found (migration 141). */
export interface LinkChecksTable {
  article_id: number;
  url: string;
  host: string;
  office_id: number;
  outcome: string | null;
  status: number | null;
  moved_to: string | null;
  checked_at: string | null;
  claimed_until: string | null;
}

/** An office whose admins need a second person's approval to publish (migration 140). */
export interface ReviewRequiredOfficesTable {
  office_id: number;
  since: string;
  set_by: number | null;
}

/** A browser subscribed to alert pushes (migration 063). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** The VAPID key pair, generated once (row id 1) unless set by the environment. */
export interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
}

/** One push of one alert to one device, claimed by one instance (migration 063). */
export interface PushQueueTable {
  id: Generated<number>;
  subscription_id: number;
  payload: string;
  state: 'queued' | 'sending';
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  claim_token: string | null;
}

/** An e-mail subscriber (migration 061, docs/decisions/0039-subscriptions-and-push.md). */
export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  /** 'bounced': a permanent SMTP refusal; 'complained': a feedback-loop complaint (migration 160). */
  status: 'pending' | 'confirmed' | 'bounced' | 'complained';
  link_key: string;
  created_at: string;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  bounced_at: string | null;
  bounce_reason: string | null;
}

export interface SubscriberTopicsTable {
  subscriber_id: number;
  topic: string;
  frequency: string;
}

/** The subscriber part of a queued mail (concern_mail.id): its HTML and one-click unsubscribe address. */
export interface SubscriptionMailTable {
  mail_id: number;
  subscriber_id: number;
  html: string;
  unsubscribe_url: string;
}

export interface SubscriptionDigestsTable {
  frequency: string;
  sent_until: string;
}

export interface SiteAlertUpdatesTable {
  id: Generated<number>;
  alert_id: number;
  message: string;
  /** 1 when this update lifted the alert. */
  lifts: Generated<number>;
  posted_at: string;
}

/** A campus event (migration 015): dates yyyy-mm-dd, times HH:MM, both in the campus time zone. */
export interface SiteEventsTable {
  id: Generated<number>;
  office_id: number;
  title: string;
  date: string;
  start_time: string | null;
  end_date: string | null;
  end_time: string | null;
  place: string;
  description: string;
  /** Migration 031: a picture (uploaded `site/…` key or bundled `/images/site/…`) and its description. */
  image: string | null;
  image_alt: string | null;
  created_at: string;
  updated_at: string;
}

/** A job vacancy (migration 015): open until the end of closing_date in the campus time zone. */
export interface SiteVacanciesTable {
  id: Generated<number>;
  title: string;
  office: string;
  closing_date: string;
  description: string;
  requirements: string;
  how_to_apply: string;
  created_at: string;
  updated_at: string;
}

/** Quick facts, slides, contacts, quick links as JSON (migration 015). */
export interface SiteBlocksTable {
  key: string;
  value: string;
  updated_at: string;
}

/** One satisfaction survey link per closed case (migration 110); `used_at` once it is answered. */
export interface CsmInvitationsTable {
  id: Generated<number>;
  case_id: number;
  link_key: string;
  created_at: string;
  used_at: string | null;
}

/** One answered satisfaction survey (migration 110): ratings 1 to 5, null for N/A. */
export interface CsmResponsesTable {
  id: Generated<number>;
  created_at: string;
  answered_on: string;
  channel: 'concern' | 'foi' | 'service';
  service_id: number | null;
  office_id: number | null;
  client_type: string;
  cc1: number;
  cc2: number;
  cc3: number;
  sqd0: number | null;
  sqd1: number | null;
  sqd2: number | null;
  sqd3: number | null;
  sqd4: number | null;
  sqd5: number | null;
  sqd6: number | null;
  sqd7: number | null;
  sqd8: number | null;
  sex: string | null;
  age: number | null;
  region: string | null;
  service_availed: string | null;
  suggestions: string | null;
  personal_purged_at: string | null;
}

export interface Database {
  offices: OfficesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  articles: ArticlesTable;
  article_images: ArticleImagesTable;
  article_revisions: ArticleRevisionsTable;
  article_views: ArticleViewsTable;
  article_likes: ArticleLikesTable;
  article_visitors: ArticleVisitorsTable;
  concern_submissions: ConcernSubmissionsTable;
  audit_log: AuditLogTable;
  app_settings: AppSettingsTable;
  media_journal: MediaJournalTable;
  concern_cases: ConcernCasesTable;
  concern_case_notes: ConcernCaseNotesTable;
  concern_case_events: ConcernCaseEventsTable;
  concern_mail: ConcernMailTable;
  account_links: AccountLinksTable;
  foi_requests: FoiRequestsTable;
  foi_released_documents: FoiReleasedDocumentsTable;
  csm_invitations: CsmInvitationsTable;
  csm_responses: CsmResponsesTable;
  holidays: HolidaysTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  site_alerts: SiteAlertsTable;
  site_alert_updates: SiteAlertUpdatesTable;
  subscribers: SubscribersTable;
  push_subscriptions: PushSubscriptionsTable;
  push_keys: PushKeysTable;
  push_queue: PushQueueTable;
  alert_publishers: AlertPublishersTable;
  review_required_offices: ReviewRequiredOfficesTable;
  link_checks: LinkChecksTable;
  subscriber_topics: SubscriberTopicsTable;
  subscription_mail: SubscriptionMailTable;
  subscription_digests: SubscriptionDigestsTable;
  site_events: SiteEventsTable;
  site_vacancies: SiteVacanciesTable;
  site_blocks: SiteBlocksTable;
  documents: DocumentsTable;
  citizen_services: CitizenServicesTable;
  document_versions: DocumentVersionsTable;
  document_pages: DocumentPagesTable;
  procurement_opportunities: ProcurementOpportunitiesTable;
  procurement_documents: ProcurementDocumentsTable;
  transparency_reminders: TransparencyRemindersTable;
  article_reviews: ArticleReviewsTable;
  directory_offices: DirectoryOfficesTable;
  directory_faculty: DirectoryFacultyTable;
  review_dates: ReviewDatesTable;
}

/** A Staff Directory office's contact details (migration 102, docs/decisions/0045-directory-contacts.md). */
export interface DirectoryOfficesTable {
  /** The spec's office id (registrar, cashier, …). */
  id: string;
  /** The portal office that keeps it. */
  office_id: number;
  phone: string;
  email: string;
  room: string;
  building: string;
  hours: string;
  head_name: string;
  head_title: string;
  version: number;
  updated_by: number | null;
  updated_at: string;
}

/** A faculty member's contact details (migration 102); `office_id` is the degree programme's office. */
export interface DirectoryFacultyTable {
  id: Generated<number>;
  office_id: number;
  name: string;
  position: string;
  email: string;
  consultation_hours: string;
  sort_order: number;
  version: number;
  updated_by: number | null;
  updated_at: string;
}

/** One weekly reminder of overdue Transparency Seal items sent to an office (migration 042). */
export interface TransparencyRemindersTable {
  office_id: number;
  week: string;
  items: number;
  sent_at: string;
}

/** Bids and awards (migration 041, docs/decisions/0037-procurement-notices.md). */
export interface ProcurementOpportunitiesTable {
  id: Generated<number>;
  reference: string;
  title: string;
  abc_centavos: number;
  mode: string;
  philgeps_reference: string;
  office_id: number;
  posted_on: string;
  prebid_at: string | null;
  deadline_at: string;
  opening_at: string | null;
  status: string;
  awardee: string;
  contract_centavos: number | null;
  closed_at: string | null;
  /** When its status became awarded (migration 120); null before that migration and for other statuses. */
  awarded_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProcurementDocumentsTable {
  opportunity_id: number;
  document_id: number;
  kind: string;
  position: number;
}

/** The document library (migration 040, docs/decisions/0030-document-library.md). */
export interface DocumentsTable {
  id: Generated<number>;
  office_id: number;
  section: string;
  title: string;
  description: string;
  period: string;
  published_on: string;
  status: string;
  current_version_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentVersionsTable {
  id: Generated<number>;
  document_id: number;
  number: number;
  storage_key: string;
  preview_key: string | null;
  format: string;
  size_bytes: number;
  pages: number | null;
  uploaded_by: number | null;
  uploaded_at: string;
}

export interface DocumentPagesTable {
  version_id: number;
  page: number;
  text: string;
  text_folded: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticle = Insertable<ArticlesTable>;
export type SubmissionRow = Selectable<ConcernSubmissionsTable>;
export type ConcernCaseRow = Selectable<ConcernCasesTable>;
export type ConcernMailRow = Selectable<ConcernMailTable>;

/** The Citizen's Charter's services (migration 051, docs/decisions/0038-charter-services.md). */
export interface CitizenServicesTable {
  id: Generated<number>;
  slug: string;
  office_id: number;
  unit: string;
  title: string;
  description: string;
  classification: string;
  transaction_type: string;
  who_may_avail: string;
  /** JSON: [{ item, where }]. */
  requirements: string;
  /** JSON: [{ client, agency, fee, time, person }]. */
  steps: string;
  total_fees: string;
  total_time: string;
  status: string;
  sort_order: number;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A draft sent for review and its one decision (migration 092, docs/decisions/0041-contributors-and-review.md). */
export interface ArticleReviewsTable {
  id: Generated<number>;
  article_id: number;
  office_id: number;
  state: 'pending' | 'approved' | 'returned';
  note: string;
  requested_by: number | null;
  requested_by_name: string;
  requested_at: string;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: string | null;
  comment: string | null;
  publish_at: string | null;
}

/** Mail of review requests and decisions (docs/decisions/0041-contributors-and-review.md). */
export type ReviewMailKind = 'review_request' | 'review_approved' | 'review_returned';

/** When an item was last marked reviewed and its next review (migration 143, docs/decisions/0051-review-dates.md). */
export interface ReviewDatesTable {
  kind: string;
  item_key: string;
  last_reviewed_at: string;
  /** Campus date, yyyy-mm-dd. */
  next_review_on: string;
  reviewed_by: number | null;
}
