// The whole data model. Forward only: later changes are new migration files.
import { type Kysely, sql } from 'kysely';
import { addIdColumn, columnTypes, type DbKind } from '../dialect.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const t = columnTypes(kind);

  await db.schema
    .createTable('offices')
    .addColumn('office_id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('abbrev', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('users'), kind, 'id')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_lower', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'superadmin')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'inactive', 'pending')`))
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', t.timestamp)
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await addIdColumn(db.schema.createTable('login_attempts'), kind, 'id')
    .addColumn('email_lower', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email_idx')
    .on('login_attempts')
    .columns(['email_lower', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_ip_idx')
    .on('login_attempts')
    .columns(['ip', 'created_at'])
    .execute();

  await addIdColumn(db.schema.createTable('articles'), kind, 'article_id')
    .addColumn('office_id', 'integer', (c) => c.notNull().references('offices.office_id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('news', 'proposal', 'completed')`))
    .addColumn('privacy', 'text', (c) =>
      c.notNull().defaultTo('public').check(sql`privacy in ('public', 'private')`),
    )
    .addColumn('date', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('published_at', t.timestamp)
    .addColumn('thumbnail', 'text')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // Office lists (public and admin), latest and most-viewed are all served from these indexes.
  await db.schema
    .createIndex('articles_office_list_idx')
    .on('articles')
    .columns(['office_id', 'privacy', 'created_at desc', 'article_id desc'])
    .execute();
  await db.schema
    .createIndex('articles_latest_idx')
    .on('articles')
    .columns(['privacy', 'created_at desc', 'article_id desc'])
    .execute();
  await db.schema
    .createIndex('articles_most_viewed_idx')
    .on('articles')
    .columns(['privacy', 'view_count desc', 'created_at desc'])
    .execute();

  await addIdColumn(db.schema.createTable('article_images'), kind, 'id')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.article_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addUniqueConstraint('article_images_position_uq', ['article_id', 'position'])
    .execute();

  await addIdColumn(db.schema.createTable('article_views'), kind, 'id')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.article_id').onDelete('cascade'),
    )
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .addColumn('view_duration', t.real)
    .addColumn('referrer', 'text')
    .execute();
  await db.schema
    .createIndex('article_views_visitor_idx')
    .on('article_views')
    .columns(['article_id', 'visitor_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('article_likes')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.article_id').onDelete('cascade'),
    )
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('article_likes_pk', ['article_id', 'visitor_id'])
    .execute();

  await addIdColumn(db.schema.createTable('concern_submissions'), kind, 'id')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('is_initial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_email', 'text')
    .addColumn('message', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('city', 'text')
    .addColumn('region', 'text')
    .addColumn('country', 'text')
    .addColumn('location_source', 'text')
    .addColumn('latitude', t.real)
    .addColumn('longitude', t.real)
    .addColumn('accuracy', t.real)
    .addColumn('in_app_browser', 'text')
    .addColumn('browser_type', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('full_url', 'text')
    .addColumn('referrer', 'text')
    .execute();
  await db.schema
    .createIndex('concern_submissions_created_idx')
    .on('concern_submissions')
    .column('created_at')
    .execute();

  await addIdColumn(db.schema.createTable('audit_log'), kind, 'id')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('details', 'text')
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}
