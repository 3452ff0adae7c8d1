// Change notifications: writes (admin articles, site content) announce changes; readers (list caches, rendered
// pages, sitemap, search index) subscribe. In-process only for now; each server instance keeps its own caches
// short-lived.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type ArticleChange =
  | {
      kind: 'created' | 'updated' | 'deleted' | 'privacy' | 'published';
      articleId: number;
      office: string;
    }
  /** Site content (alerts, events, vacancies, facts, slides, contacts, …) changed: `area` names which. */
  | { kind: 'content'; area: string };

export interface ArticleEvents {
  onChange(listener: (change: ArticleChange) => void): void;
  emitChange(change: ArticleChange): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    articleEvents: ArticleEvents;
  }
}

export default fp(
  async function articleEvents(app: FastifyInstance) {
    const listeners: Array<(c: ArticleChange) => void> = [];
    app.decorate('articleEvents', {
      onChange: (l) => void listeners.push(l),
      emitChange: (c) => {
        for (const l of listeners) l(c);
      },
    } satisfies ArticleEvents);
  },
  { name: 'article-events' },
);
